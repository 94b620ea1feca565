/**
 * Route guard for home/register, home/recovery and home/verifyEmail (access spec §2, §6): closed while
 * single sign-on is in use; the visitor goes to the SSO login instead (to the login screen saying
 * 'No SSO URL defined!' when the address is unusable).
 */
import { replace } from 'react-router';
import { isSsoInUse, ssoLoginAddress } from '@schemas/rules/sso-login-url';
import { loginPath } from '@/session/logout-service';
import { settingsLoaded, useSettingsStore } from '@/settings/settings-store';

/** Error code for the login screen: SSO is in use but its address is unusable. */
export const NO_SSO_URL_ERROR = 'noSsoUrl';

/** Route ids the guard closes while SSO is in use. */
export const SSO_CLOSED_ROUTES: ReadonlySet<string> = new Set(['register', 'recovery', 'verifyEmail']);

/** Loader: passes when SSO is off; otherwise leaves for the SSO login. */
export async function closedWhileSso(): Promise<null> {
  await settingsLoaded();
  const setting = useSettingsStore.getState().reader.text('portal.ssoLoginUrl');
  if (!isSsoInUse(setting)) return null;
  const address = ssoLoginAddress(setting);
  if (!address) throw replace(loginPath(NO_SSO_URL_ERROR));
  window.location.assign(address);
  // The document is being replaced: keep the route pending instead of rendering the closed screen.
  return new Promise<null>(() => {});
}
