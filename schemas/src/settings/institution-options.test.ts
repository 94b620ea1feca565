import { describe, expect, it } from 'vitest';
import { institutionOptionDefaults, parseInstitutionOptions, readInstitutionOptions } from './institution-options';

describe('institution options', () => {
  it('uses the spec defaults when nothing is sent: minimum lengths 8, logo folder default', () => {
    expect(parseInstitutionOptions({})).toEqual(institutionOptionDefaults);
    expect(parseInstitutionOptions(null).PasswordMinimumLength).toBe(8);
    expect(parseInstitutionOptions(undefined).UserNameMinimumLength).toBe(8);
  });
  it('accepts numbers sent as strings and booleans sent as strings, any key casing', () => {
    const o = parseInstitutionOptions({
      passwordMinimumLength: '12',
      LoanOfficeLength: 3,
      UsesCustomerCredentials: 'True',
      LogoFolder: 'acme',
    });
    expect(o).toMatchObject({
      PasswordMinimumLength: 12,
      LoanOfficeLength: 3,
      UsesCustomerCredentials: true,
      LogoFolder: 'acme',
    });
  });
  it('keeps the default and reports a problem for unusable values', () => {
    const { options, problems } = readInstitutionOptions({
      UserNameMinimumLength: 'eight',
      LoanCheckDigitLength: '0',
      DepositAccountLength: -1,
    });
    expect(options.UserNameMinimumLength).toBe(8);
    expect(options.LoanCheckDigitLength).toBe(0);
    expect(options.DepositAccountLength).toBe(6);
    expect(problems.map((p) => p.option)).toEqual(['UserNameMinimumLength', 'DepositAccountLength']);
  });
});
