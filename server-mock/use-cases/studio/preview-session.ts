/**
 * The preview's borrower session (sandbox only): staff preview the portal as a scenario user, so
 * the studio asks for a user token of that user without their password. No login is recorded: the
 * borrower did not sign in.
 */
import type { PreviewSession } from '../../../schemas/src/studio/studio-api.ts';
import type { AppContext } from '../../app-context.ts';
import { studioError } from '../../errors/studio-error.ts';
import { newRandomToken } from '../../store/access/access-tokens-repo.ts';
import { createSession } from '../../store/sessions-repo.ts';
import { findUserByName } from '../../store/users-repo.ts';

/** `POST /studio/api/preview-session`. */
export async function openPreviewSession(ctx: Pick<AppContext, 'db' | 'clock'>, userName: string): Promise<PreviewSession> {
  const user = await findUserByName(ctx.db, userName);
  if (!user) throw studioError(404, `There is no scenario user ${userName}.`);
  const userToken = newRandomToken();
  await createSession(ctx.db, { token: userToken, userName: user.userName, at: ctx.clock() });
  return { userToken };
}
