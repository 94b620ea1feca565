/**
 * Opening a file whose address needs a call first (a single-use download token, a statement URL).
 * The tab is opened at once, in the click's own turn: browsers allow a pop-up only there, not
 * after the call's wait. It is then pointed at the file, or closed again when the call fails.
 */

/** What happened: opened, blocked by the browser, or the call failed (the tab is closed again). */
export type PendingTabResult = 'opened' | 'blocked' | 'failed';

/** Opens a blank tab now and sends it to `address()` once that resolves. */
export async function openPendingTab(
  address: () => Promise<string>,
  open: typeof window.open = (...args) => window.open(...args),
): Promise<PendingTabResult> {
  const tab = open('', '_blank');
  if (!tab) return 'blocked';
  try {
    tab.opener = null; // the file's page gets no handle on the portal
  } catch {
    // a tab that refuses still opened, which is what counts
  }
  try {
    tab.location.href = await address();
    return 'opened';
  } catch {
    tab.close();
    return 'failed';
  }
}
