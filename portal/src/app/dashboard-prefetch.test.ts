import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '@/api/query-client';
import { installFakeApi } from '@/api/testing/fake-api-adapter';
import { useSessionStore } from '@/session/session-store';
import { resetSettings, setApplicationOptions } from '@/settings/settings-store';
import { prefetchDashboard } from './dashboard-prefetch';

const lists = { Accounts: [], Applications: [], HasNoErrors: true, Errors: [] };
let restore = () => {};

function fake() {
  const installed = installFakeApi({
    'GET accountList': () => ({ status: 200, data: lists }),
    'GET Application/GetList': () => ({ status: 200, data: lists }),
  });
  restore = installed.restore;
  return installed.calls;
}

const paths = (calls: { url: string }[]) => calls.map((c) => c.url);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  restore();
  queryClient.clear();
  resetSettings();
  useSessionStore.setState({ token: null, user: null });
});

describe('dashboard route loader (decision 274)', () => {
  it('asks for the account list at once, before the settings have loaded', async () => {
    const calls = fake();
    useSessionStore.setState({ token: 'token-1', user: null });
    expect(prefetchDashboard()).toBeNull();
    await settle();
    expect(paths(calls)).toEqual(['accountList']);
    // The applications list waits for the settings: a hidden section must not be asked for.
    setApplicationOptions({ gassySettings: { shared: {}, english: {} }, institutionOptions: {} });
    await settle();
    expect(paths(calls)).toEqual(['accountList', 'Application/GetList']);
  });

  it('does not ask for the applications when the section is hidden', async () => {
    const calls = fake();
    useSessionStore.setState({ token: 'token-1', user: null });
    setApplicationOptions({
      gassySettings: { shared: { 'dashboard.applicationsHidden': 'true' }, english: {} },
      institutionOptions: {},
    });
    prefetchDashboard();
    await settle();
    await settle();
    expect(paths(calls)).toEqual(['accountList']);
  });

  it('asks for nothing without a session (the guard sends the visitor home)', async () => {
    const calls = fake();
    prefetchDashboard();
    await settle();
    expect(calls).toEqual([]);
  });
});
