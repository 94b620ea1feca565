import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '@/api/testing/fake-api-adapter';
import type { LoginResponse } from '@/api/auth/login-types';
import { resetSettings, setApplicationOptions, useSettingsStore } from '@/settings/settings-store';
import { agreementsDefined } from './login-process-store';

let restore = () => {};
afterEach(() => {
  restore();
  resetSettings();
});

function fakeApi() {
  const fake = installFakeApi({ 'POST ClientError': () => ({ status: 204 }) });
  restore = fake.restore;
  return () => fake.calls.filter((c) => c.url === 'ClientError').map((c) => (c.body as { Message: string }).Message);
}

describe('malformed agreement set-up strings at login (access spec §3, §8)', () => {
  it('the login process reports a malformed login agreement instead of dropping it silently', async () => {
    const reports = fakeApi();
    setApplicationOptions({
      gassySettings: { shared: { 'agreements.agreement1': 'https://example.com/oba.pdf|Online Banking' }, english: {} },
      institutionOptions: {},
    });
    const reader = useSettingsStore.getState().reader;
    expect(agreementsDefined(reader, { IsLoggedIn: true } as LoginResponse)).toBe(false);
    agreementsDefined(reader, { IsLoggedIn: true } as LoginResponse);
    await vi.waitFor(() => expect(reports()).toHaveLength(1));
    expect(reports()[0]).toMatch(/^GAC Setup Error: Incorrect number of parameters \(agreements\.agreement1\)/);
  });
});
