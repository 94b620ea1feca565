/**
 * GET /api/ApplyForLoan?token=<passable token> (access spec §2, §6 useEgtConsumerOption): the consumer
 * loan application. The portal never fetches it: the address is opened in a new tab, so it carries
 * a passable token (single use, one minute) instead of the session's user token.
 */
import { baseURL } from '../api-client';

/** The address of the consumer loan application for one passable token. */
export function applyForLoanAddress(passableToken: string): string {
  return `${baseURL}ApplyForLoan?token=${encodeURIComponent(passableToken)}`;
}
