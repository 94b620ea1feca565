/**
 * A staff member changes their own password in the studio: the current one, the new one twice, the
 * strength rule of every staff password; their other sessions and pending sign-ins end, the one they
 * changed it from stays.
 */
import type { ChangePasswordBody } from '../../../schemas/src/studio/studio-api.ts';
import type { AppContext } from '../../app-context.ts';
import { studioError } from '../../errors/studio-error.ts';
import { hashPassword, verifyPassword } from '../../store/password-hash.ts';
import { deletePendingSignInsOf } from '../../store/studio/staff-second-factor-repo.ts';
import { deleteStaffSessionsOf } from '../../store/studio/staff-sessions-repo.ts';
import { findStaffUser, updateStaffUser } from '../../store/studio/staff-users-repo.ts';
import { staffPasswordProblem } from './staff-password-strength.ts';

/** Changes the password of the signed-in `userName`, keeping only the session `sessionId`. */
export async function changeOwnPassword(
  ctx: Pick<AppContext, 'db'>,
  userName: string,
  sessionId: string,
  body: ChangePasswordBody,
): Promise<void> {
  const user = await findStaffUser(ctx.db, userName);
  if (!user || !(await verifyPassword(body.currentPassword, user.passwordHash))) {
    throw studioError(403, 'Your current password is not right.');
  }
  if (body.newPassword !== body.newPasswordAgain) throw studioError(422, 'The two new passwords are not the same.');
  if (body.newPassword === body.currentPassword)
    throw studioError(422, 'The new password must differ from the current one.');
  const problem = staffPasswordProblem(body.newPassword, user);
  if (problem) throw studioError(422, problem);
  await updateStaffUser(ctx.db, userName, { passwordHash: await hashPassword(body.newPassword) });
  await deleteStaffSessionsOf(ctx.db, userName, sessionId);
  await deletePendingSignInsOf(ctx.db, userName);
}
