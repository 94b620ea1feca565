import { describe, expect, it } from 'vitest';
import { catalogue } from '@schemas/settings/catalogue';
import type { ApiFailure } from '@/api/api-failure';
import { loginErrorView, loginRedirectView, sessionMessageKey } from './login-errors';

/** The text the user sees by default: the catalogue default of the mapped key (the spec's wording). */
const shown = (failure: ApiFailure) => {
  const view = loginErrorView(failure);
  return { kind: view.kind, text: catalogue[view.messageKey].default };
};
const code403 = (flag: string): ApiFailure => ({ kind: 'flag', flag, status: 403 });

describe('login 403 codes (access spec §8)', () => {
  it.each(['LockedOnBadPassword', 'MaxAttemptsReached'])('%s: maximum login attempts', (code) => {
    expect(shown(code403(code))).toEqual({
      kind: 'message',
      text: 'You have exceeded the maximum number of login attempts',
    });
  });
  it('Invalid: user name or password invalid', () => {
    expect(shown(code403('Invalid'))).toEqual({ kind: 'message', text: 'Username or password is invalid.' });
  });
  it.each(['LogonNotAllowed', 'Restricted'])('%s: contact your institution', (code) => {
    expect(shown(code403(code))).toEqual({
      kind: 'message',
      text: 'There was an error validating your credentials. Please contact your institution.',
    });
  });
  it('MFANoEmail: no e-mail on the account', () => {
    expect(shown(code403('MFANoEmail'))).toEqual({
      kind: 'message',
      text: 'There is no email associated with this account. Please contact your institution to set one up.',
    });
  });
  it.each(['maintenanceModeEnabled', 'ServerError'])('%s: offline, form hidden', (code) => {
    expect(loginErrorView(code403(code))).toEqual({ kind: 'offline', messageKey: 'loginErrors.offline' });
  });
  it('any other code, a differently cased code, or a 403 without a code: Not Authorized', () => {
    for (const failure of [code403('SomethingNew'), code403('invalid'), { kind: 'http', status: 403 } as ApiFailure]) {
      expect(shown(failure)).toEqual({ kind: 'message', text: 'Not Authorized' });
    }
  });
  it('any non-403 failure (500, network, even a code on another status): offline, form hidden', () => {
    const failures: ApiFailure[] = [
      { kind: 'http', status: 500 },
      { kind: 'network' },
      { kind: 'flag', flag: 'Invalid', status: 400 },
    ];
    for (const failure of failures) expect(loginErrorView(failure).kind).toBe('offline');
  });
  it("a 401 or an 'Unauthorized' answer on another status: offline, form hidden (non-403)", () => {
    const failures: ApiFailure[] = [
      { kind: 'unauthorized', status: 401 },
      { kind: 'unauthorized', status: 200 },
      { kind: 'unauthorized' },
    ];
    for (const failure of failures) expect(loginErrorView(failure).kind).toBe('offline');
  });
  it("a 403 'Unauthorized' code is any other code: Not Authorized", () => {
    expect(shown({ kind: 'unauthorized', status: 403 })).toEqual({ kind: 'message', text: 'Not Authorized' });
  });
});

describe('session messages on the login screen (access spec §2 "Login screen")', () => {
  it('timeout: session expired; unauthorized: Not Authorized; none: no message', () => {
    expect(catalogue[sessionMessageKey('timeout')!].default).toBe('Your session has expired!');
    expect(catalogue[sessionMessageKey('unauthorized')!].default).toBe('Not Authorized');
    expect(sessionMessageKey(null)).toBeUndefined();
    expect(sessionMessageKey('other')).toBeUndefined();
  });
});

describe('loginRedirectView (access spec §4: a login process cancelled by maintenance)', () => {
  it('shows the offline message with the form hidden for the down-error', () => {
    expect(loginRedirectView('down')).toEqual({ kind: 'offline', messageKey: 'loginErrors.offline' });
  });
  it('says No SSO URL defined! when a closed route found no usable SSO address', () => {
    expect(loginRedirectView('noSsoUrl')).toEqual({ kind: 'message', messageKey: 'access.noSsoUrl' });
  });
  it('keeps the logout messages and nothing for unknown codes', () => {
    expect(loginRedirectView('timeout')).toEqual({ kind: 'message', messageKey: 'session.expiredMessage' });
    expect(loginRedirectView('other')).toBeUndefined();
  });
});
