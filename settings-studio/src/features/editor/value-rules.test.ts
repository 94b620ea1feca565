import { describe, expect, it } from 'vitest';
import { optionProblems, settingProblems } from './value-rules';

describe('settingProblems', () => {
  it('when an agreement string has the wrong number of parts, then the spec message shows', () => {
    expect(settingProblems('agreements.agreement1', 'text', 'https://x|2024-01-01|Terms')[0]?.message).toBe(
      'GAC Setup Error: Incorrect number of parameters',
    );
  });

  it('when an agreement trigger is unknown, then the spec message shows', () => {
    expect(settingProblems('agreements.agreement2', 'text', 'https://x|2024-01-01|Terms|login-sometimes')[0]).toEqual({
      message: 'Invalid agreement type',
      detail: "unknown trigger 'sometimes'",
    });
  });

  it('accepts a valid agreement, an empty slot, and the same text under another key', () => {
    expect(settingProblems('agreements.agreement5', 'text', 'https://x|2024-01-01|Terms|login-ach')).toEqual([]);
    expect(settingProblems('agreements.agreement1', 'text', '')).toEqual([]);
    expect(settingProblems('loginPage.heading', 'text', 'a|b')).toEqual([]);
  });

  it('checks numbers', () => {
    expect(settingProblems('x.limit', 'number', '12a')).toHaveLength(1);
    expect(settingProblems('x.limit', 'number', '2.5')).toEqual([]);
  });
});

describe('optionProblems', () => {
  it('minimums are whole numbers of at least 1; a check digit length may be 0', () => {
    expect(optionProblems('PasswordMinimumLength', 'number', '0')[0]?.message).toBe(
      'Enter a whole number of at least 1.',
    );
    expect(optionProblems('PasswordMinimumLength', 'number', '8.5')).toHaveLength(1);
    expect(optionProblems('LoanCheckDigitLength', 'number', '0')).toEqual([]);
    expect(optionProblems('InstitutionName', 'text', 'Credit Union')).toEqual([]);
  });
});
