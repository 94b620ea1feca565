/**
 * Route guard for home/register, home/recovery and home/verifyEmail (access spec §2, §6): closed while
 * single sign-on is in use; the visitor goes to the SSO login instead (to the login screen saying
 * 'No SSO URL defined!' when the address is unusable).
 */
import { replace } from 'react-router';
import { isSsoInUse, ssoLoginAddress } from '@schemas/rules/sso-login-url';
import { loginPath } from '@/session/logout-service';
import { useSettingsStore } from '@/settings/settings-store';

/** Error code for the login screen: SSO is in use but its address is unusable. */
export const NO_SSO_URL_ERROR = 'noSsoUrl';

/** Route ids the guard closes while SSO is in use. */
export const SSO_CLOSED_ROUTES: ReadonlySet<string> = new Set(['register', 'recovery', 'verifyEmail']);

/**
 * Resolves once the institution settings are applied. Parent and child loaders run at the same time,
 * so on a first visit this guard starts before the boot loader has the settings.
 */
function settingsReady(): Promise<void> {
  if (useSettingsStore.getState().loaded) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = useSettingsStore.subscribe((state) => {
      if (!state.loaded) return;
      stop();
      resolve();
    });
  });
}

/** Loader: passes when SSO is off; otherwise leaves for the SSO login. */
export async function closedWhileSso(): Promise<null> {
  await settingsReady();
  const setting = useSettingsStore.getState().reader.text('portal.ssoLoginUrl');
  if (!isSsoInUse(setting)) return null;
  const address = ssoLoginAddress(setting);
  if (!address) throw replace(loginPath(NO_SSO_URL_ERROR));
  window.location.assign(address);
  // The document is being replaced: keep the route pending instead of rendering the closed screen.
  return new Promise<null>(() => {});
}
