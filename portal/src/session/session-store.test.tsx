import { afterEach, describe, expect, it } from 'vitest';
import { addSessionHeaders } from '@/api/api-client';
import { testLogin } from '@/testing/render-shell';
import { SESSION_STORAGE_KEY, selectIsLoggedIn, useSessionStore } from './session-store';

afterEach(() => useSessionStore.getState().clear());

describe('session store (access §4 "Session": the token is never in localStorage)', () => {
  it('when the session is set, then the user is kept in memory and in sessionStorage, never in localStorage', () => {
    window.localStorage.clear();
    useSessionStore.getState().setSession({ ...testLogin, Password: 'secret' } as typeof testLogin);
    expect(selectIsLoggedIn(useSessionStore.getState())).toBe(true);
    expect(useSessionStore.getState().user).toMatchObject({
      personalName: 'Jane Smith',
      isPersonalUser: true,
      hasEmailAddress: true,
    });
    const stored = window.sessionStorage.getItem(SESSION_STORAGE_KEY) ?? '';
    expect(JSON.parse(stored)).toMatchObject({ userToken: 'token-123' });
    expect(stored).not.toContain('secret');
    expect(window.localStorage.length).toBe(0);
  });

  it('when the session is cleared, then memory and sessionStorage forget it', () => {
    useSessionStore.getState().setSession(testLogin);
    useSessionStore.getState().clear();
    expect(useSessionStore.getState()).toMatchObject({ user: null, token: null });
    expect(window.sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('feeds the UserToken and ServicingBranch headers of the API client', () => {
    useSessionStore.getState().setSession(testLogin);
    const headers = addSessionHeaders({ headers: new Headers() }).headers;
    expect(headers.get('UserToken')).toBe('token-123');
    expect(headers.get('ServicingBranch')).toBe('7');
  });
});
