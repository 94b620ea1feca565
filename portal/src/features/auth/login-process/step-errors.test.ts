import { describe, expect, it } from 'vitest';
import { securityCodeErrorKey } from './step-errors';

describe('securityCodeErrorKey (access spec §8 "Security code")', () => {
  it('maps CodeExpired and MaxAttemptsReached to their own texts', () => {
    expect(securityCodeErrorKey({ kind: 'flag', flag: 'CodeExpired', status: 403 })).toBe('securityCode.codeExpired');
    expect(securityCodeErrorKey({ kind: 'flag', flag: 'MaxAttemptsReached', status: 403 })).toBe(
      'securityCode.maxAttempts',
    );
  });
  it('maps any other 403 to "The security code is invalid"', () => {
    expect(securityCodeErrorKey({ kind: 'flag', flag: 'Invalid', status: 403 })).toBe('securityCode.invalidCode');
    expect(securityCodeErrorKey({ kind: 'http', status: 403 })).toBe('securityCode.invalidCode');
  });
  it('maps other failures to "There was an error while validating."', () => {
    expect(securityCodeErrorKey({ kind: 'http', status: 500 })).toBe('securityCode.validationError');
    expect(securityCodeErrorKey({ kind: 'network' })).toBe('securityCode.validationError');
    expect(securityCodeErrorKey({ kind: 'flag', flag: 'CodeExpired', status: 400 })).toBe(
      'securityCode.validationError',
    );
  });
});
