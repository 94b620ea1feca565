/** Opening an outside page in a new tab, detecting a pop-up blocker (access spec §8: a missing pop-up warns). */

/** What happened: opened, blocked by the browser, or not an http(s) address (never opened). */
export type NewTabResult = 'opened' | 'blocked' | 'invalid';

/** True for absolute http(s) addresses: settings must not smuggle `javascript:` links into the portal. */
export function isSafeExternalUrl(url: string): boolean {
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * Opens `url` in a new tab. `noopener` is not passed to `window.open` because then it always
 * returns null and a blocked pop-up could not be told apart; the opener link is cut afterwards.
 */
export function openInNewTab(url: string, open: typeof window.open = (...args) => window.open(...args)): NewTabResult {
  if (!isSafeExternalUrl(url)) return 'invalid';
  const tab = open(url.trim(), '_blank');
  if (!tab) return 'blocked';
  try {
    tab.opener = null;
  } catch {
    // a cross-origin tab may refuse; it was opened, which is what counts
  }
  return 'opened';
}
