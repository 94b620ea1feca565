/**
 * Logout: ends the session of a user token, or a login still waiting for its security code
 * (Cancel in the login process). Idempotent: an unknown token is already logged out.
 */
import type { AppContext } from '../../app-context.ts';
import { endPendingLogin } from '../../store/access/access-tokens-repo.ts';
import { deleteSession } from '../../store/sessions-repo.ts';

/** `POST /api/Login/Logout`. */
export async function logout(ctx: Pick<AppContext, 'db' | 'clock'>, userToken: string | undefined): Promise<void> {
  if (!userToken) return;
  await deleteSession(ctx.db, userToken);
  await endPendingLogin(ctx.db, userToken, ctx.clock());
}
