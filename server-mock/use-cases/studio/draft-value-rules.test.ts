import { describe, expect, it } from 'vitest';
import { optionValueProblem, settingValueProblem, storedOptionValue } from './draft-value-rules.ts';

describe('draft value rules', () => {
  it("when an agreement set-up string has other than four parts then the spec's text 'GAC Setup Error: Incorrect number of parameters'", () => {
    expect(settingValueProblem('agreements.agreement3', 'https://x.example|2024-01-01|Terms', true)).toBe(
      'GAC Setup Error: Incorrect number of parameters',
    );
    expect(settingValueProblem('agreements.agreement3', 'a|b|c|login|extra', true)).toBe(
      'GAC Setup Error: Incorrect number of parameters',
    );
  });

  it("when an agreement trigger is unknown then the spec's text 'Invalid agreement type'; known triggers in any case pass; empty is allowed", () => {
    expect(
      settingValueProblem('agreements.agreement5', 'https://x.example|2024-01-01|Terms|login-sometimes', true),
    ).toBe('Invalid agreement type');
    expect(
      settingValueProblem('agreements.agreement5', 'https://x.example|2024-01-01|Terms|Login-ACH-eStatements', true),
    ).toBeUndefined();
    expect(settingValueProblem('agreements.agreement5', '', true)).toBeUndefined();
  });

  it('when a flag, number or key is wrong then the catalogue message; a text may hold anything', () => {
    expect(settingValueProblem('portal.useFAQOption', 'TRUE', true)).toBeUndefined();
    expect(settingValueProblem('portal.useFAQOption', '1', true)).toMatch(/is a flag/);
    expect(settingValueProblem('nope.key', 'x', true)).toMatch(/not in the settings catalogue/);
    expect(settingValueProblem('loginPage.heading', '<script>', true)).toBeUndefined();
  });

  it('when institution options are checked then minimums are whole numbers of at least 1, check digits may be 0, and values are stored typed', () => {
    expect(optionValueProblem('UserNameMinimumLength', '0')).toBe(
      'UserNameMinimumLength must be a whole number of at least 1, got "0"',
    );
    expect(optionValueProblem('LoanCheckDigitLength', '0')).toBeUndefined();
    expect(optionValueProblem('UsesCustomerCredentials', 'maybe')).toBe(
      'UsesCustomerCredentials must be true or false, got "maybe"',
    );
    expect(storedOptionValue('PasswordMinimumLength', ' 12 ')).toBe(12);
    expect(storedOptionValue('UsesCustomerCredentials', 'True')).toBe(true);
    expect(storedOptionValue('InstitutionName', ' Acme ')).toBe('Acme');
  });
});
