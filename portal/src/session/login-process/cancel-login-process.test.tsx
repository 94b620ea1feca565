import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoginResponse } from '@/api/auth/login-types';
import { installFakeApi } from '@/api/testing/fake-api-adapter';
import { resetSettings, setApplicationOptions } from '@/settings/settings-store';
import { cancelLoginProcess } from './login-process-actions';
import { useLoginProcessStore } from './login-process-store';

let restore = () => {};
afterEach(() => {
  restore();
  vi.restoreAllMocks();
  resetSettings();
  useLoginProcessStore.setState({ login: null, password: null, source: 'password', queue: [], checking: false });
});

/** A login half way through its steps, started from `source`, with `ssoLoginUrl` set. */
function midway(source: 'password' | 'sso', ssoLoginUrl: string) {
  const fake = installFakeApi({ 'POST Login/Logout': () => ({ status: 200, data: {} }) });
  restore = fake.restore;
  setApplicationOptions({
    gassySettings: { shared: {}, english: { 'portal.ssoLoginUrl': ssoLoginUrl } },
    institutionOptions: {},
  });
  useLoginProcessStore.setState({
    login: { UserToken: 'tok-9' } as LoginResponse,
    source,
    queue: ['securityCode'] as never,
    checking: false,
  });
  const assign = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
  const navigate = vi.fn();
  return { calls: fake.calls, assign, navigate };
}

describe('cancelling the login process (access §4 "Cancelling the process returns to the login form, or to the SSO login for SSO users")', () => {
  it('an SSO user goes back to the SSO login, the queue cleared and the session destroyed on the server', async () => {
    const { calls, assign, navigate } = midway('sso', 'https://sso.lender.example/login');
    await cancelLoginProcess(navigate);
    expect(assign).toHaveBeenCalledWith('https://sso.lender.example/login');
    expect(navigate).not.toHaveBeenCalled();
    expect(useLoginProcessStore.getState()).toMatchObject({ login: null, queue: [] });
    await vi.waitFor(() => expect(calls.some((c) => /Login\/Logout/i.test(c.url))).toBe(true));
  });

  it('a password login goes back to the login form even when SSO is set up', async () => {
    const { assign, navigate } = midway('password', 'https://sso.lender.example/login');
    await cancelLoginProcess(navigate);
    expect(navigate).toHaveBeenCalledWith('/home/login', { replace: true });
    expect(assign).not.toHaveBeenCalled();
  });

  it('after a down-error an SSO user sees the login form with the offline message, not the SSO login', async () => {
    const { assign, navigate } = midway('sso', 'https://sso.lender.example/login');
    await cancelLoginProcess(navigate, { down: true });
    expect(navigate.mock.calls[0]?.[0]).toMatch(/^\/home\/login/);
    expect(assign).not.toHaveBeenCalled();
  });
});
