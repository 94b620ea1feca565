import { describe, expect, it } from 'vitest';
import {
  asyncPasswordChecks,
  asyncPasswordErrorKeys,
  checkPassword,
  confirmPasswordError,
  legacyPasswordErrors,
  localPasswordChecks,
  passwordMaximumLength,
  passwordMode,
  type PasswordPolicy,
} from './password-policy';
import type { PasswordValidationRule } from './password-rules';

const rule = (t: PasswordValidationRule['ValidationRuleType']): PasswordValidationRule => ({ ValidationRuleType: t });
const legacy = { minimumLength: 8, maximumLength: 12 };

describe('mode and limits (spec 5, 9)', () => {
  it('uses the server-driven rules with customer credentials or the rule-list flag', () => {
    expect(passwordMode(false, false)).toBe('legacy');
    expect(passwordMode(true, false)).toBe('rules');
    expect(passwordMode(false, true)).toBe('rules');
  });
  it('allows 128 characters with customer credentials, otherwise 12', () => {
    expect(passwordMaximumLength(true)).toBe(128);
    expect(passwordMaximumLength(false)).toBe(12);
  });
});

describe('legacy rules (spec 5)', () => {
  it('only asks for a value when empty', () => {
    expect(legacyPasswordErrors('', legacy)).toEqual(['required']);
  });
  it('checks minimum and maximum length', () => {
    expect(legacyPasswordErrors('abc1', legacy)).toEqual(['tooShort']);
    expect(legacyPasswordErrors('abcdefgh12345', legacy)).toEqual(['tooLong']);
  });
  it('rejects the username inside the password, ignoring case', () => {
    expect(legacyPasswordErrors('xJSmith12', legacy, { username: 'jsmith' })).toEqual(['containsUserName']);
  });
  it('rejects the SSN inside the password (dashes ignored)', () => {
    expect(
      legacyPasswordErrors('a123-45-6789', { minimumLength: 8, maximumLength: 128 }, { ssn: '123-45-6789' }),
    ).toEqual(['containsSSN']);
  });
  it('needs letters and numbers', () => {
    expect(legacyPasswordErrors('abcdefgh', legacy)).toEqual(['needsLettersAndNumbers']);
    expect(legacyPasswordErrors('12345678', legacy)).toEqual(['needsLettersAndNumbers']);
    expect(legacyPasswordErrors('abcd1234', legacy)).toEqual([]);
  });
  it('confirmation: required, then must match (passwordsDontMatch)', () => {
    expect(confirmPasswordError('abcd1234', '')).toBe('confirmRequired');
    expect(confirmPasswordError('abcd1234', 'abcd1235')).toBe('passwordsDontMatch');
    expect(confirmPasswordError('abcd1234', 'abcd1234')).toBeUndefined();
  });
});

describe('checkPassword', () => {
  const rules: PasswordPolicy = {
    mode: 'rules',
    minimumLength: 8,
    maximumLength: 128,
    rules: [rule('MustContainCapitalLetter'), rule('CannotBePreviousPassword')],
  };
  it('adds the rule list in rules mode', () => {
    const r = checkPassword('abcd1234', rules);
    expect(r.valid).toBe(false);
    expect(r.statuses.find((s) => s.errorKey === 'missingCapitalLetter')?.met).toBe(false);
    expect(checkPassword('Abcd1234', rules).valid).toBe(true);
  });
  it('an async answer makes the password invalid', () => {
    expect(checkPassword('Abcd1234', rules, { serverErrors: ['passwordReused'] }).valid).toBe(false);
  });
  it('legacy mode has no rule list', () => {
    expect(checkPassword('abcd1234', { ...rules, mode: 'legacy' }).statuses).toEqual([]);
  });
});

describe('async checks (spec 5)', () => {
  const all = [rule('CannotMatchSSN'), rule('CannotMatchEmail'), rule('CannotBePreviousPassword')];
  it('asks for the SSN check only for 9 digits after removing dashes', () => {
    expect(asyncPasswordChecks('123-45-6789', [rule('CannotMatchSSN')])).toEqual({
      InvalidWhenMatchesSSN: true,
      InvalidWhenMatchEmail: false,
      InvalidWhenPasswordExists: false,
    });
    expect(asyncPasswordChecks('12345678', [rule('CannotMatchSSN')])).toBeUndefined();
  });
  it('asks for the e-mail check only for text@text', () => {
    expect(asyncPasswordChecks('me@home', all)?.InvalidWhenMatchEmail).toBe(true);
    expect(asyncPasswordChecks('mehome1', all)?.InvalidWhenMatchEmail).toBe(false);
  });
  it('asks nothing when the institution has none of those rules', () => {
    expect(asyncPasswordChecks('123456789', [rule('MustContainNumber')])).toBeUndefined();
  });
  it('maps answers to matchesSSN, matchesEmail and passwordReused', () => {
    expect(
      asyncPasswordErrorKeys({ PasswordMatchesSSN: true, PasswordMatchesEmail: true, PasswordExists: true }),
    ).toEqual(['matchesSSN', 'matchesEmail', 'passwordReused']);
  });
  it('decides SSN and e-mail locally for registration', () => {
    expect(localPasswordChecks('123-45-6789', all, { ssn: '123456789', email: '' })).toEqual(['matchesSSN']);
    expect(localPasswordChecks('Me@Home.com', all, { ssn: '', email: 'me@home.com' })).toEqual(['matchesEmail']);
    expect(localPasswordChecks('Other@Home.com', all, { ssn: '', email: 'me@home.com' })).toEqual([]);
  });
});
