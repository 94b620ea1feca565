import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetSettings, setApplicationOptions } from '@/settings/settings-store';
import { closedWhileSso } from './sso-route-guard';

const withSso = (url: string) =>
  setApplicationOptions({
    gassySettings: { shared: {}, english: { 'portal.ssoLoginUrl': url } },
    institutionOptions: {},
  });

afterEach(() => {
  resetSettings();
  vi.restoreAllMocks();
});

describe('register, recovery and verifyEmail closed while SSO is in use (access spec §2)', () => {
  it('passes when SSO is off', async () => {
    withSso('');
    await expect(closedWhileSso()).resolves.toBeNull();
  });

  it('waits for the settings, then sends the visitor to the SSO login', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
    void closedWhileSso();
    await Promise.resolve();
    expect(assign).not.toHaveBeenCalled();
    withSso('https://idp.example.com/login');
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://idp.example.com/login'));
  });

  it('with an unusable address redirects to the login screen saying No SSO URL defined!', async () => {
    withSso('not-a-url');
    const thrown = await closedWhileSso().catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe('/home/login?error=noSsoUrl');
  });
});
