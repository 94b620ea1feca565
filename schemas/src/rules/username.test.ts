import { describe, expect, it } from 'vitest';
import { credentialMaxLength, hasOnlyUsernameCharacters } from './username';

describe('user name characters (spec 5, Login)', () => {
  it('allows letters, digits and every listed symbol', () => {
    expect(hasOnlyUsernameCharacters("Ab9_.!#$%&'*+-/=?^`|~@")).toBe(true);
  });
  it.each([' ', '"', '<', '>', '(', ')', ',', ';', ':', '\\', '[', ']', '{', '}', 'é'])('rejects %j', (ch) => {
    expect(hasOnlyUsernameCharacters(`user${ch}name`)).toBe(false);
  });
});

describe('credential maximum (spec 9)', () => {
  it('is 128 with customer credentials, otherwise 12', () => {
    expect(credentialMaxLength(true)).toBe(128);
    expect(credentialMaxLength(false)).toBe(12);
  });
});
