import { describe, expect, it } from 'vitest';
import { resetErrorKey } from './reset-error-key';

describe('resetErrorKey (access spec §8 "Reset password codes")', () => {
  it('maps each code to its own text', () => {
    expect(resetErrorKey('ChooseDifferentPassword')).toBe('resetPasswordErrors.chooseDifferentPassword');
    expect(resetErrorKey('PasswordSameAsLogin')).toBe('resetPasswordErrors.passwordSameAsLogin');
    expect(resetErrorKey('PasswordContainsThreeOrMoreConsecutiveIdenticalCharacters')).toBe('resetPasswordErrors.consecutiveCharacters');
  });
  it('maps HTTP 500 or above to Error500', () => {
    expect(resetErrorKey(undefined, 500)).toBe('resetPasswordErrors.serverError');
    expect(resetErrorKey('Invalid', 503)).toBe('resetPasswordErrors.serverError');
  });
  it('gives the generic error for unknown or missing codes', () => {
    expect(resetErrorKey(undefined)).toBe('resetPasswordErrors.generic');
    expect(resetErrorKey('SomethingNew', 400)).toBe('resetPasswordErrors.generic');
  });
});
