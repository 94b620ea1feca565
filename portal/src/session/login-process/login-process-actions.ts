/**
 * Transitions of the login process (access spec §4): a step succeeded (maintenance check, then the
 * next step or the dashboard), cancel (queue cleared, session destroyed, back to the login form or
 * the SSO login), and finish (session set, dashboard).
 */
import { isSsoInUse, ssoLoginAddress } from '@schemas/rules/sso-login-url';
import { checkMaintenanceMode } from '@/api/auth/get-maintenance-mode';
import type { LoginResponse } from '@/api/auth/login-types';
import { logoutRequest } from '@/api/auth/logout';
import { useSessionStore } from '@/session/session-store';
import { DOWN_ERROR_CODE, loginPath } from '@/session/logout-service';
import { useSettingsStore } from '@/settings/settings-store';
import { biometricsCapable, rememberBiometricToken } from '@/mobile/biometrics';
import { getMobileBridge } from '@/mobile/mobile-bridge';
import { DASHBOARD_PATH } from '@/ui/route-paths';
import { resetLoginProcess, updateLogin, useLoginProcessStore } from './login-process-store';

/** Navigates inside the router. */
export type Navigate = (to: string, options?: { replace?: boolean }) => void;

/** Sets the session and opens the dashboard; on a capable, opted-in device keeps the biometric token. */
export async function finishLoginProcess(navigate: Navigate): Promise<void> {
  const { login } = useLoginProcessStore.getState();
  if (!login) return;
  useSessionStore.getState().setSession({ ...login, IsLoggedIn: true });
  resetLoginProcess();
  navigate(DASHBOARD_PATH, { replace: true });
  const bridge = getMobileBridge();
  const reader = useSettingsStore.getState().reader;
  if (await biometricsCapable(bridge, reader.flag('mobileApp.useBiometricsOption'))) {
    await rememberBiometricToken(bridge, login.UserToken ?? '', login.BiometricsTokenExpiration).catch(() => undefined);
  }
}

/**
 * Cancel: clears the queue and destroys the user session on the server, then back to the login
 * form (with the offline message after a down-error), or to the SSO login for SSO users.
 */
export async function cancelLoginProcess(navigate: Navigate, options: { down?: boolean } = {}): Promise<void> {
  const { login, source } = useLoginProcessStore.getState();
  resetLoginProcess();
  const token = login?.UserToken;
  if (token) void logoutRequest({ UserToken: token }).catch(() => undefined);
  if (options.down) return navigate(loginPath(DOWN_ERROR_CODE), { replace: true });
  const sso = useSettingsStore.getState().reader.text('portal.ssoLoginUrl');
  if (source === 'sso' && isSsoInUse(sso)) {
    const address = ssoLoginAddress(sso);
    if (address) {
      window.location.assign(address);
      return;
    }
  }
  navigate('/home/login', { replace: true });
}

/**
 * A step succeeded: merge what it learned, check maintenance mode (on, or the check failing, cancels
 * with a down-error), then run the next step or finish.
 */
export async function completeStep(navigate: Navigate, patch: Partial<LoginResponse> = {}): Promise<void> {
  updateLogin(patch);
  useLoginProcessStore.setState({ checking: true });
  let down: boolean;
  try {
    down = (await checkMaintenanceMode()).isEnabled;
  } catch {
    down = true;
  }
  if (useLoginProcessStore.getState().login === null) return; // cancelled meanwhile
  if (down) return cancelLoginProcess(navigate, { down: true });
  const rest = useLoginProcessStore.getState().queue.slice(1);
  useLoginProcessStore.setState({ queue: rest, checking: false });
  if (rest.length === 0) await finishLoginProcess(navigate);
}
