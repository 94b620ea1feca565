/**
 * Opening a server-rendered document in a new tab with a passable token (accounts spec §7: the new tab
 * cannot carry the UserToken header). The tab opens in the click's own turn, as browsers allow pop-ups
 * only there, then goes to the address once the token arrives, or closes when the call fails.
 */
import { getPassableToken } from '@/api/auth/get-passable-token';

/** What happened: opened, blocked by the browser, or no token (the tab is closed again). */
export type OpenWithTokenResult = 'opened' | 'blocked' | 'failed';

/** Opens `address(token)` in a new tab. */
export async function openWithPassableToken(
  address: (token: string) => string,
  fetchToken: () => Promise<string> = getPassableToken,
  open: typeof window.open = (...args) => window.open(...args),
): Promise<OpenWithTokenResult> {
  const tab = open('', '_blank');
  if (!tab) return 'blocked';
  try {
    tab.opener = null;
  } catch {
    // the tab opened, which is what counts
  }
  try {
    tab.location.href = address(await fetchToken());
    return 'opened';
  } catch {
    tab.close();
    return 'failed';
  }
}
