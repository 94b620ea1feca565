/**
 * The logout transition (access spec §4 "Session"), callable from React and non-React code alike
 * (idle time-out, the API client's Unauthorized handling, dialogs): calls the logout service,
 * clears user data, cached server state, open dialogs and the unsaved flag, and goes to home/login
 * with the error code, if any, as `?error=<code>` (docs/decisions/041-session-and-logout.md).
 * Inside the mobile app it skips the server call and may ask for an in-app review instead.
 */
import { setUnauthorizedHandler } from '@/api/api-client';
import { logoutRequest } from '@/api/auth/logout';
import { queryClient } from '@/api/query-client';
import { getMobileBridge, isMobileApp } from '@/mobile/mobile-bridge';
import { useSettingsStore } from '@/settings/settings-store';
import { closeAllDialogs } from './dialog-store';
import { clearUnsavedChanges } from './unsaved-store';
import { useSessionStore } from './session-store';

/** Error codes the login screen understands. */
export type LogoutErrorCode = 'unauthorized' | 'timeout' | (string & {});

/** Navigates inside the router (registered by `useLogout`); falls back to the location hash. */
export type LogoutNavigator = (to: string) => void;

let navigator: LogoutNavigator | null = null;

/** Registers the router's navigate; returns the unregister function (only unregisters itself). */
export function setLogoutNavigator(navigate: LogoutNavigator): () => void {
  navigator = navigate;
  return () => {
    if (navigator === navigate) navigator = null;
  };
}

/**
 * Error code of a return to login because the site is down for maintenance (maintenance mode on, or
 * its check failing): the login screen then shows the offline message with the form hidden.
 */
export const DOWN_ERROR_CODE = 'down';

/** The login route, with the error code as query parameter. */
export function loginPath(errorCode?: string): string {
  return errorCode ? `/home/login?error=${encodeURIComponent(errorCode)}` : '/home/login';
}

let serverCall: Promise<void> | null = null;

/**
 * What follows the local clean-up: in a browser the server call; in the mobile app (spec §4
 * "Session") no server call (the wrapper's stored token for biometric sign-in stays usable)
 * and then the in-app review when the review-on-logout setting is on and its thresholds are met.
 */
function afterLogout(token: string | null, inApp: boolean): Promise<void> {
  if (inApp) {
    // Loaded when needed: only the app asks for a review, and this module is in the login route's JS (decision 275).
    const settings = useSettingsStore.getState().reader;
    return import('@/mobile/in-app-review')
      .then(({ maybeRequestReviewOnLogout }) => maybeRequestReviewOnLogout(getMobileBridge(), settings))
      .then(() => undefined);
  }
  return token ? logoutRequest({ UserToken: token }).catch(() => undefined) : Promise.resolve();
}

/**
 * Logs out. Local state is cleared at once and the server call (or, in the app, the review request)
 * runs in the background, so a slow or failing server never keeps a user on a logged-in page.
 * Concurrent calls (several requests answering Unauthorized together) end the session once.
 */
export function performLogout(options: { errorCode?: LogoutErrorCode } = {}): Promise<void> {
  const token = useSessionStore.getState().token;
  if (serverCall && !token) return serverCall;
  const inApp = isMobileApp();
  clearUnsavedChanges(); // first, so the leave guard lets the navigation to login through
  closeAllDialogs();
  useSessionStore.getState().clear();
  queryClient.clear();
  const to = loginPath(options.errorCode);
  if (navigator) navigator(to);
  else if (typeof window !== 'undefined') window.location.replace(`#${to}`);
  serverCall = afterLogout(token, inApp).finally(() => {
    serverCall = null;
  });
  return serverCall;
}

setUnauthorizedHandler(() => {
  void performLogout({ errorCode: 'unauthorized' });
});
