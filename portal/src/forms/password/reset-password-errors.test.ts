import { describe, expect, it } from 'vitest';
import { catalogueDefaultsFromFiles } from '@schemas/screens/test-reader';
import { RESET_PASSWORD_CODES, resetErrorKey, resetFailureCode } from './reset-password-errors';

const defaults = catalogueDefaultsFromFiles();
const text = (code: string | undefined) => defaults[resetErrorKey(code)]?.default;

describe('reset password codes (spec §8)', () => {
  it.each([
    ['ChooseDifferentPassword', 'Please choose a different password.'],
    ['PasswordSameAsLogin', 'Password must be different than Username.'],
    ['PasswordSameAsSSN', 'Password must not include your SSN.'],
    ['Error', 'There was an error resetting your password. Please try again.'],
  ])('%s says %s', (code, expected) => {
    expect(text(code)).toBe(expected);
  });

  it('every code of the spec has its own catalogue key', () => {
    const spec = [
      'Error',
      'Error500',
      'ChooseDifferentPassword',
      'PasswordTooShort',
      'PasswordSameAsLogin',
      'PasswordSameAsSSN',
      'PasswordNeedsLetterNumber',
      'Expired',
      'ReusedPassword',
      'PasswordMissingCapitalLetter',
      'PasswordMissingLowercaseLetter',
      'PasswordMissingLetter',
      'PasswordMissingNumber',
      'PasswordMissingSpecialCharacter',
      'PasswordEqualsPortionOfLogon',
      'PasswordMatchesEmail',
      'PasswordContainsThreeOrMoreConsecutiveIdenticalCharacters',
    ];
    expect([...RESET_PASSWORD_CODES].sort()).toEqual([...spec].sort());
    for (const code of spec) expect(defaults[resetErrorKey(code)]?.default, code).toBeTruthy();
    expect(new Set(spec.filter((c) => c !== 'Error' && c !== 'Error500').map(resetErrorKey)).size).toBe(
      spec.length - 2,
    );
  });

  it('each code has its own message: no two codes show the same default text, Error500 included', () => {
    const codes = [...RESET_PASSWORD_CODES];
    expect(new Set(codes.map((code) => text(code))).size).toBe(codes.length);
    expect(text('Error500')).not.toBe(text('Error'));
  });

  it('an unknown or missing code gives the generic error', () => {
    expect(resetErrorKey('Surprise')).toBe('resetPasswordErrors.generic');
    expect(resetErrorKey(undefined)).toBe('resetPasswordErrors.generic');
  });

  it('HTTP 500 or above is Error500 unless the answer names a known code', () => {
    expect(resetFailureCode({ kind: 'http', status: 503 })).toBe('Error500');
    expect(resetFailureCode({ kind: 'flag', flag: 'ServerError', status: 500 })).toBe('Error500');
    expect(resetFailureCode({ kind: 'flag', flag: 'ReusedPassword', status: 400 })).toBe('ReusedPassword');
    expect(resetFailureCode({ kind: 'network' })).toBe('Error');
  });

  it('a failed call maps through its code to the message key', () => {
    expect(resetErrorKey(resetFailureCode({ kind: 'http', status: 500 }))).toBe('resetPasswordErrors.serverError');
    expect(resetErrorKey(resetFailureCode({ kind: 'flag', flag: 'PasswordSameAsLogin', status: 403 }))).toBe(
      'resetPasswordErrors.passwordSameAsLogin',
    );
  });
});
