/**
 * The single sign-on login address (access spec §4 "SSO"): SSO is in use when the setting
 * `portal.ssoLoginUrl` holds a value; the redirect can append a code parameter (the reason) when
 * `portal.ssoAppendCodeParameter` is on.
 * Pure; the portal's guards, the SSO landing and the login process share it.
 */

/** Why the user is sent to the SSO login. */
export type SsoReason = 'notLoggedIn' | 'error' | (string & {});

/** True when SSO is in use (the setting is not blank). */
export function isSsoInUse(setting: string): boolean {
  return setting.trim() !== '';
}

/** Why and whether the redirect says why. */
export interface SsoRedirect {
  reason?: SsoReason;
  /** The setting `portal.ssoAppendCodeParameter`: only then is `code=<reason>` appended. */
  appendCode?: boolean;
}

/**
 * The address to send the user to, with `code=<reason>` appended when the institution asked for it
 * and a reason is given; null when the setting is not an absolute http(s) address ('No SSO URL defined!').
 */
export function ssoLoginAddress(setting: string, { reason, appendCode = false }: SsoRedirect = {}): string | null {
  const value = setting.trim();
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (appendCode && reason) url.searchParams.set('code', reason);
  return url.toString();
}
