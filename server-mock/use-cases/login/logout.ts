/** Logout: ends the session of a user token. Idempotent: an unknown token is already logged out. */
import type { AppContext } from '../../app-context.ts';

/** `POST /api/Login/Logout`. */
export async function logout(ctx: Pick<AppContext, 'store'>, userToken: string | undefined): Promise<void> {
  if (userToken) await ctx.store.sessions.delete(userToken);
}
