/**
 * Staff sign-in and sign-out (decision 251). Passwords are checked as the borrowers' are (bcrypt,
 * same time for unknown names); five failures in a row lock the user for fifteen minutes, and while
 * locked even the right password is refused, with a message that says so.
 */
import type { SignInBody } from '../../../schemas/src/studio/studio-api.ts';
import type { AppContext } from '../../app-context.ts';
import { studioError } from '../../errors/studio-error.ts';
import { verifyPassword } from '../../store/password-hash.ts';
import { deleteStaffSession } from '../../store/studio/staff-sessions-repo.ts';
import { clearStaffFailures, lockStaffUser, recordStaffFailure } from '../../store/studio/staff-users-repo.ts';
import { afterPassword, type SignInStep } from './staff-second-factor.ts';
import { findStaffWhoMaySignIn } from './staff-sign-in-rules.ts';

export { studioSession } from './staff-second-factor.ts';

/** Failed sign-ins in a row that lock a staff user. */
export const STAFF_MAX_FAILURES = 5;
/** How long a lock lasts. */
export const STAFF_LOCK_MINUTES = 15;

function lockedError(): never {
  throw studioError(423, `This staff user is locked after ${STAFF_MAX_FAILURES} failed sign-ins; try again in ${STAFF_LOCK_MINUTES} minutes.`);
}

/** Checks name and password: answers the new session, or the second-factor step still to come. */
export async function signInStaff(ctx: Pick<AppContext, 'db' | 'clock' | 'staffAccess'>, body: SignInBody): Promise<SignInStep> {
  const now = ctx.clock();
  const user = await findStaffWhoMaySignIn(ctx, body.userName);
  if (user?.lockedUntil && user.lockedUntil > now) lockedError();
  const matches = await verifyPassword(body.password, user?.passwordHash);
  if (!user || !matches) {
    if (user && (await recordStaffFailure(ctx.db, user.userName)) >= STAFF_MAX_FAILURES) {
      await lockStaffUser(ctx.db, user.userName, new Date(now.getTime() + STAFF_LOCK_MINUTES * 60_000));
      lockedError();
    }
    throw studioError(401, 'The user name or password is not right.');
  }
  await clearStaffFailures(ctx.db, user.userName);
  return afterPassword(ctx, user, now);
}

/** Ends a staff session. */
export async function signOutStaff(ctx: Pick<AppContext, 'db'>, sessionId: string): Promise<void> {
  await deleteStaffSession(ctx.db, sessionId);
}
