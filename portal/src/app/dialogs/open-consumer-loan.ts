/**
 * Opening the consumer loan application (useEgtConsumerOption; docs/decisions/140-consumer-loan-application.md):
 * GET /api/ApplyForLoan with a passable token in a new tab.
 */
import { applyForLoanAddress } from '@/api/auth/apply-for-loan-address';
import { getPassableToken } from '@/api/auth/get-passable-token';
import type { NewTabResult } from './open-in-new-tab';

/** What happened: as for any new tab, or `failed` when no passable token could be had (the tab is closed again). */
export type ConsumerLoanResult = Exclude<NewTabResult, 'invalid'> | 'failed';

/**
 * Opens the tab at once, in the click's own turn (a browser lets a page open a pop-up only
 * there, not after the token call's wait), then points it at the application when the token
 * arrives, or closes it when the call fails.
 */
export async function openConsumerLoanApplication(
  fetchToken: () => Promise<string> = getPassableToken,
  open: typeof window.open = (...args) => window.open(...args),
): Promise<ConsumerLoanResult> {
  const tab = open('', '_blank');
  if (!tab) return 'blocked';
  try {
    tab.opener = null; // as for every outside page: the application gets no handle on the portal
  } catch {
    // a tab that refuses still opened, which is what counts
  }
  try {
    tab.location.href = applyForLoanAddress(await fetchToken());
    return 'opened';
  } catch {
    tab.close();
    return 'failed';
  }
}
