/**
 * The session (access spec §4 "Session"): set after login, cleared on logout. The user (with its
 * token) lives in memory and in sessionStorage, so a reload in the same tab keeps the session while
 * closing the tab ends it. Never localStorage (shared across tabs, survives the browser).
 */
import { create } from 'zustand';
import { setSessionHeadersProvider } from '@/api/api-client';
import type { LoginResponse } from '@/api/auth/login-types';
import { toSessionUser, type SessionUser } from './session-user';

/** sessionStorage key of the persisted session user. */
export const SESSION_STORAGE_KEY = 'portal.session';

/** Session state and its two transitions. */
export interface SessionState {
  user: SessionUser | null;
  /** The user token (also `user.userToken`), null when logged out. */
  token: string | null;
  /** Logged out → logged in: keeps the session user derived from the login response. */
  setSession(login: LoginResponse): void;
  /** Logged in → logged out: forgets the user in memory and in sessionStorage. */
  clear(): void;
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined; // storage blocked by the browser: the session then lives in memory only
  }
}

function readPersisted(): SessionUser | null {
  try {
    const raw = storage()?.getItem(SESSION_STORAGE_KEY);
    const user = raw ? (JSON.parse(raw) as SessionUser) : null;
    return user && typeof user.userToken === 'string' && user.userToken !== '' ? user : null;
  } catch {
    return null;
  }
}

function persist(user: SessionUser | null): void {
  try {
    if (user) storage()?.setItem(SESSION_STORAGE_KEY, JSON.stringify(user));
    else storage()?.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // quota or privacy mode: memory still holds the session for this page load
  }
}

const initialUser = readPersisted();

/** The session store. */
export const useSessionStore = create<SessionState>()((set) => ({
  user: initialUser,
  token: initialUser?.userToken ?? null,
  setSession(login) {
    const user = toSessionUser(login);
    persist(user);
    set({ user, token: user.userToken || null });
  },
  clear() {
    persist(null);
    set({ user: null, token: null });
  },
}));

/** True when a session holding a user token exists (the logged-in route guard's test). */
export const selectIsLoggedIn = (state: SessionState): boolean => state.token !== null && state.token !== '';

setSessionHeadersProvider(() => {
  const { user, token } = useSessionStore.getState();
  return { userToken: token, servicingBranch: user?.servicingBranch || null };
});
