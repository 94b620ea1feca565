/**
 * Who may sign in to the studio, or keep a session (decision 281): not a disabled staff member, and
 * the sandbox's scenario staff (public password) only where this server seeds them (`StaffAccess`).
 * Anyone else is treated as an unknown user name.
 */
import type { AppContext } from '../../app-context.ts';
import { findStaffUser, type StoredStaffUser } from '../../store/studio/staff-users-repo.ts';

/** The staff member of `userName` when they may sign in here; undefined otherwise. */
export async function findStaffWhoMaySignIn(
  ctx: Pick<AppContext, 'db' | 'staffAccess'>,
  userName: string,
): Promise<StoredStaffUser | undefined> {
  const user = await findStaffUser(ctx.db, userName);
  if (!user || user.disabled || (user.scenario && !ctx.staffAccess.scenarioStaff)) return undefined;
  return user;
}
