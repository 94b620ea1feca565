/**
 * Passable tokens (`GET /api/PassableToken/GetPassableToken`): a short-lived, single-use token a
 * page puts in a link opened in a new window (documents, statements), where no header can be sent.
 * Other areas redeem it with `consumePassableToken` from `store/access/access-tokens-repo.ts`.
 */
import type { AppContext } from '../../app-context.ts';
import { issueToken } from '../../store/access/access-tokens-repo.ts';

/** A passable token lives one minute. */
export const PASSABLE_TOKEN_TTL_MS = 60_000;

/** Issues a passable token for the session's user. */
export async function getPassableToken(ctx: Pick<AppContext, 'db' | 'clock'>, userName: string): Promise<string> {
  return (await issueToken(ctx.db, { kind: 'passable', userName, now: ctx.clock(), ttlMs: PASSABLE_TOKEN_TTL_MS }))
    .token;
}
