/** `useLogout()`: the logout action for the header, menus and the idle watch. */
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { openDialog } from './dialog-store';
import { hasUnsavedChanges } from './unsaved-store';
import { performLogout, setLogoutNavigator, type LogoutErrorCode } from './logout-service';

/** Options of a logout. */
export interface LogoutOptions {
  /** Passed to the login screen as `?error=<code>` (e.g. `unauthorized`, `timeout`). */
  errorCode?: LogoutErrorCode;
  /** Ask first: the logout confirm dialog, or the unsaved-changes logout dialog when unsaved changes exist. */
  confirm?: boolean;
}

/**
 * Lends the router's navigate to logouts started outside React (API Unauthorized, idle time-out,
 * dialogs). `<DialogHost/>` calls it, so any page inside the router has it.
 */
export function useLogoutNavigator(): void {
  const navigate = useNavigate();
  useEffect(() => setLogoutNavigator((to) => void navigate(to, { replace: true })), [navigate]);
}

/**
 * Returns the logout function. Must render inside the router.
 */
export function useLogout(): (options?: LogoutOptions) => void {
  useLogoutNavigator();
  return useCallback((options: LogoutOptions = {}) => {
    if (options.confirm) {
      openDialog({ kind: hasUnsavedChanges() ? 'unsavedLogout' : 'logoutConfirm' });
      return;
    }
    void performLogout(options.errorCode === undefined ? {} : { errorCode: options.errorCode });
  }, []);
}
