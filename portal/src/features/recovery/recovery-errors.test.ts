import { describe, expect, it } from 'vitest';
import { recoveryErrorKey, recoveryFailureCode } from './recovery-errors';

describe('recovery errors (spec §8)', () => {
  it.each([
    ['BadQuestion', 'recovery.badQuestionError'],
    ['Invalid', 'recovery.invalidError'],
    ['Error', 'recovery.invalidError'],
    ['RecoveryFailed', 'recovery.recoveryFailedError'],
    ['RecoveryMaxAttempts', 'recovery.maxAttemptsError'],
    ['Error500', 'recovery.serverError'],
  ])('%s shows %s', (code, key) => {
    expect(recoveryErrorKey(code)).toBe(key);
  });

  it('anything else, or no code, is the generic Error', () => {
    expect(recoveryErrorKey('Surprise')).toBe('recovery.invalidError');
    expect(recoveryErrorKey(undefined)).toBe('recovery.invalidError');
  });

  it('a failed call keeps a known code whatever its status', () => {
    expect(recoveryFailureCode({ kind: 'flag', flag: 'RecoveryMaxAttempts', status: 403 })).toBe('RecoveryMaxAttempts');
    expect(recoveryFailureCode({ kind: 'flag', flag: 'BadQuestion', status: 500 })).toBe('BadQuestion');
    expect(recoveryFailureCode({ kind: 'flag', flag: 'maintenanceModeEnabled', status: 503 })).toBe(
      'maintenanceModeEnabled',
    );
  });

  it('HTTP 500 or above without a known code is Error500; other failures are Error', () => {
    expect(recoveryFailureCode({ kind: 'flag', flag: 'ServerError', status: 500 })).toBe('Error500');
    expect(recoveryFailureCode({ kind: 'http', status: 502 })).toBe('Error500');
    expect(recoveryFailureCode({ kind: 'flag', flag: 'ServerError', status: 400 })).toBe('Error');
    expect(recoveryFailureCode({ kind: 'network' })).toBe('Error');
  });
});
