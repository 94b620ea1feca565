import { describe, expect, it } from 'vitest';
import {
  emailCheckApplies,
  evaluatePasswordRules,
  passwordRuleListIds,
  ssnCheckApplies,
  type PasswordValidationRule,
} from './password-rules';

const rule = (t: PasswordValidationRule['ValidationRuleType']): PasswordValidationRule => ({ ValidationRuleType: t });

describe('rule list (spec 5, server-driven rules)', () => {
  it('shows the minimum length first when above 0', () => {
    expect(passwordRuleListIds([rule('MustContainNumber')], 8)).toEqual(['MinimumLength', 'MustContainNumber']);
    expect(passwordRuleListIds([rule('MustContainNumber')], 0)).toEqual(['MustContainNumber']);
  });
  it('shows the plain letter rule only when neither capital nor lowercase is present', () => {
    expect(passwordRuleListIds([rule('MustContainLetter')], 0)).toEqual(['MustContainLetter']);
    expect(passwordRuleListIds([rule('MustContainLetter'), rule('MustContainCapitalLetter')], 0)).toEqual([
      'MustContainCapitalLetter',
    ]);
  });
});

describe('evaluation', () => {
  const rules = [
    rule('MustContainCapitalLetter'),
    rule('MustContainNumber'),
    rule('CannotContainConsecutiveCharacters'),
    rule('CannotContainLogon'),
  ];
  const met = (pw: string, username = 'jsmith') =>
    Object.fromEntries(
      evaluatePasswordRules(pw, rules, { minimumLength: 8, username }).map((s) => [s.errorKey, s.met]),
    );

  it('marks each rule met or unmet', () => {
    expect(met('abc')).toEqual({
      doesNotMeetMinimumLength: false,
      missingCapitalLetter: false,
      missingNumber: false,
      containsThreeOrMoreConsecutiveIdenticalCharacters: true,
      containsLogon: true,
    });
    expect(met('Secret12')).toMatchObject({
      doesNotMeetMinimumLength: true,
      missingCapitalLetter: true,
      missingNumber: true,
    });
  });
  it('flags three identical characters in a row and the logon inside the password', () => {
    expect(met('Baaa1234')).toMatchObject({ containsThreeOrMoreConsecutiveIdenticalCharacters: false });
    expect(met('XJSmith99')).toMatchObject({ containsLogon: false });
  });
  it('uses a served regex, with RegexMatchMeansError deciding the sense', () => {
    const served: PasswordValidationRule[] = [
      {
        ValidationRuleType: 'MustContainSpecialCharacter',
        ValidationRegex: '^[A-Za-z0-9]*$',
        RegexMatchMeansError: true,
      },
    ];
    expect(evaluatePasswordRules('abc', served, { minimumLength: 0 })[0]?.met).toBe(false);
    expect(evaluatePasswordRules('ab!c', served, { minimumLength: 0 })[0]?.met).toBe(true);
  });
  it('treats an error key from the async server check as unmet', () => {
    const statuses = evaluatePasswordRules('Secret12', [rule('CannotBePreviousPassword')], {
      minimumLength: 0,
      serverErrors: ['passwordReused'],
    });
    expect(statuses[0]).toMatchObject({ errorKey: 'passwordReused', met: false });
  });
});

describe('async check applicability (spec 5)', () => {
  it('SSN check applies to 9 digits after removing dashes', () => {
    expect(ssnCheckApplies('111-22-3333')).toBe(true);
    expect(ssnCheckApplies('11122333')).toBe(false);
  });
  it('e-mail check applies to text@text', () => {
    expect(emailCheckApplies('a@b')).toBe(true);
    expect(emailCheckApplies('ab')).toBe(false);
  });
});
