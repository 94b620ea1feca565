/**
 * Calls opened in a new window cannot send the `UserToken` header, so they carry a token in the
 * query: the session's user token (while the session lives) or a single-use passable token from
 * GET /api/PassableToken/GetPassableToken (issued by the access area).
 */
import { consumePassableToken } from '../../store/access/access-tokens-repo.ts';
import { touchSession } from '../../store/sessions-repo.ts';
import type { AppContext } from '../../app-context.ts';

/** The user a query token stands for; undefined when it is neither a live session nor a live passable token. */
export async function userOfQueryToken(
  ctx: Pick<AppContext, 'db' | 'clock' | 'sessionIdleMinutes'>,
  token: string,
): Promise<string | undefined> {
  const now = ctx.clock();
  const session = await touchSession(ctx.db, token, now, ctx.sessionIdleMinutes);
  if (session) return session.userName;
  return consumePassableToken(ctx.db, token, now);
}
