/**
 * A new tab opened at once (inside the click that asked for it, so popup blockers allow it) and sent to
 * its address when that is known: the wallet checkout (payments spec §4 "Wallet: submit opens the
 * provider checkout in a new tab") and the ACH draft agreement preview ("opened in a new window").
 */

/** The opened tab: where to send it, or close it when the address could not be had. */
export interface PendingTab {
  go(address: string): void;
  close(): void;
}

/**
 * Opens an empty tab now. When the browser refused it (a blocker), `go` opens the address directly, which
 * still works where the blocker allows a later open.
 */
export function openInNewTab(): PendingTab {
  const tab = window.open('', '_blank');
  // The opened page is the lender's (checkout or agreement); it must not reach back into the portal.
  if (tab) tab.opener = null;
  return {
    go(address) {
      if (tab && !tab.closed) tab.location.href = address;
      else window.open(address, '_blank', 'noopener');
    },
    close() {
      tab?.close();
    },
  };
}
