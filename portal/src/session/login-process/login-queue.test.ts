import { describe, expect, it } from 'vitest';
import type { LoginResponse } from '@/api/auth/login-types';
import { buildLoginQueue, type QueueOptions } from './login-queue';

const done: LoginResponse = {
  IsLoggedIn: true,
  UserToken: 't',
  IsTrustedDevice: true,
  EmailIsVerified: true,
  MustChangePassword: false,
  HasPasswordQuestion: true,
} as LoginResponse;
const off: QueueOptions = {
  multiFactor: false,
  ssnValidation: false,
  recoverWithoutQuestion: false,
  passwordUsed: true,
  agreementsDefined: false,
};

describe('buildLoginQueue (access spec §4 "Login process queue")', () => {
  it('gives an empty queue when nothing is pending: the user goes to the dashboard', () => {
    expect(buildLoginQueue(done, off)).toEqual([]);
  });
  it('keeps the spec order when every step applies', () => {
    const login = {
      ...done,
      IsTrustedDevice: false,
      EmailIsVerified: false,
      MustChangePassword: true,
      HasPasswordQuestion: false,
    };
    expect(buildLoginQueue(login, { ...off, multiFactor: true, ssnValidation: true, agreementsDefined: true })).toEqual(
      ['securityCode', 'ssnValidation', 'changePassword', 'secretQuestion', 'agreements'],
    );
  });
  it('asks the security code only when multi-factor applies and the device is not trusted', () => {
    expect(buildLoginQueue({ ...done, IsTrustedDevice: true }, { ...off, multiFactor: true })).toEqual([]);
    expect(buildLoginQueue({ ...done, IsTrustedDevice: false }, { ...off, multiFactor: true })).toEqual([
      'securityCode',
    ]);
    expect(buildLoginQueue({ ...done, IsTrustedDevice: false }, off)).toEqual([]);
    // The server left the login pending: without the code there is no session.
    expect(buildLoginQueue({ ...done, IsTrustedDevice: false, IsLoggedIn: false }, off)).toEqual(['securityCode']);
  });
  it('asks the SSN only with the option on, an unverified e-mail and a typed password', () => {
    const unverified = { ...done, EmailIsVerified: false };
    expect(buildLoginQueue(unverified, { ...off, ssnValidation: true })).toEqual(['ssnValidation']);
    expect(buildLoginQueue(unverified, { ...off, ssnValidation: true, passwordUsed: false })).toEqual([]);
    expect(buildLoginQueue(done, { ...off, ssnValidation: true })).toEqual([]);
    expect(buildLoginQueue(unverified, off)).toEqual([]);
  });
  it('asks for a secret question unless recovery works without one', () => {
    const none = { ...done, HasPasswordQuestion: false };
    expect(buildLoginQueue(none, off)).toEqual(['secretQuestion']);
    expect(buildLoginQueue(none, { ...off, recoverWithoutQuestion: true })).toEqual([]);
  });
  it('changes the password when MustChangePassword', () => {
    expect(buildLoginQueue({ ...done, MustChangePassword: true }, off)).toEqual(['changePassword']);
  });
});
