import { describe, expect, it } from 'vitest';
import type { PasswordValidationRule } from './password-rules';
import { logonRuleErrors } from './logon-rules';

const rules = (...types: PasswordValidationRule['ValidationRuleType'][]): PasswordValidationRule[] =>
  types.map((ValidationRuleType) => ({ ValidationRuleType, ValidationRegex: null, RegexMatchMeansError: false }));

describe('logon-name rules (access spec §7 GetLogonValidationRules, §8 logon keys)', () => {
  it('each must-contain rule names its logon key when the name lacks the character', () => {
    const all = rules(
      'MustContainCapitalLetter',
      'MustContainLowercaseLetter',
      'MustContainLetter',
      'MustContainNumber',
      'MustContainSpecialCharacter',
    );
    expect(logonRuleErrors('12345678', all)).toEqual([
      'LogonMissingCapitalLetter',
      'LogonMissingLowercaseLetter',
      'LogonMissingLetter',
      'LogonMissingSpecialCharacter',
    ]);
    expect(logonRuleErrors('Emily.Chen1', all)).toEqual([]);
  });
  it('CannotMatchEmail: a name equal to the entered e-mail address (any case) is refused', () => {
    expect(logonRuleErrors('Emily.Chen@Example.com', rules('CannotMatchEmail'), 'emily.chen@example.com')).toEqual([
      'LogonMatchesEmail',
    ]);
    expect(logonRuleErrors('emily.chen', rules('CannotMatchEmail'), 'emily.chen@example.com')).toEqual([]);
    expect(logonRuleErrors('emily.chen@example.com', rules('CannotMatchEmail'), '')).toEqual([]);
  });
  it('a rule with a regex decides by it, a match meaning an error when the flag says so', () => {
    const noSpaces: PasswordValidationRule = {
      ValidationRuleType: 'MustContainSpecialCharacter',
      ValidationRegex: '\\s',
      RegexMatchMeansError: true,
    };
    expect(logonRuleErrors('emily chen', [noSpaces])).toEqual(['LogonMissingSpecialCharacter']);
    expect(logonRuleErrors('emilychen', [noSpaces])).toEqual([]);
  });
  it('ignores password-only rule types, repeats, and an empty name', () => {
    expect(logonRuleErrors('abc', rules('CannotMatchSSN', 'CannotBePreviousPassword', 'CannotContainLogon'))).toEqual(
      [],
    );
    expect(logonRuleErrors('abc', rules('MustContainNumber', 'MustContainNumber'))).toEqual(['LogonMissingNumber']);
    expect(logonRuleErrors('', rules('MustContainNumber'))).toEqual([]);
  });
});
