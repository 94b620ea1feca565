import { describe, expect, it } from 'vitest';
import { activationOutcome } from './activation-result';

describe('activation outcome (spec §8 "Activation")', () => {
  it('LogonNameTaken and Restricted show their own messages', () => {
    expect(activationOutcome({ LogonNameTaken: true, Restricted: false })).toEqual({
      kind: 'error',
      messageKey: 'activation.logonNameTakenError',
    });
    expect(activationOutcome({ LogonNameTaken: false, Restricted: true })).toEqual({
      kind: 'error',
      messageKey: 'activation.restrictedError',
    });
  });
  it('a failed call is the generic error', () => {
    expect(activationOutcome(undefined)).toEqual({ kind: 'error', messageKey: 'activation.genericError' });
  });
  it('otherwise the account is activated for the returned user name', () => {
    expect(activationOutcome({ LogonNameTaken: false, Restricted: false, UserName: 'grace.okafor' })).toEqual({
      kind: 'activated',
      userName: 'grace.okafor',
    });
  });
});
