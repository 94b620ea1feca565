/**
 * The preview's borrower session (sandbox only): staff preview the portal as a scenario user, so
 * the studio asks for a user token of that user without their password. Only the scenario users
 * the sandbox ships (public test people) may be previewed: a token for anyone else would let staff
 * act as a real borrower without their password, code or lock. No login is recorded: the borrower
 * did not sign in.
 */
import type { PreviewSession } from '../../../schemas/src/studio/studio-api.ts';
import type { AppContext } from '../../app-context.ts';
import { studioError } from '../../errors/studio-error.ts';
import { newRandomToken } from '../../store/access/access-tokens-repo.ts';
import { createSession } from '../../store/sessions-repo.ts';
import { findUserByName } from '../../store/users-repo.ts';

/**
 * `POST /studio/api/preview-session` (editors and publishers; the route checks the role).
 * `scenarioUsers`: the logon names of the sandbox's scenario users, the only ones a preview may be.
 */
export async function openPreviewSession(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  userName: string,
  scenarioUsers: readonly string[],
): Promise<PreviewSession> {
  const isScenarioUser = scenarioUsers.some((name) => name.toLowerCase() === userName.toLowerCase());
  const user = isScenarioUser ? await findUserByName(ctx.db, userName) : undefined;
  if (!user)
    throw studioError(403, `The preview signs in only as the sandbox's scenario users; ${userName} is not one.`);
  const userToken = newRandomToken();
  await createSession(ctx.db, { token: userToken, userName: user.userName, at: ctx.clock() });
  return { userToken };
}
