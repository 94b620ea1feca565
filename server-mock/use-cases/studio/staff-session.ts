/**
 * Staff sign-in and sign-out (decision 251). Passwords are checked as the borrowers' are (bcrypt,
 * the same work for unknown names). Guessing is limited per address and per account from that
 * address (decision 290), not by locking the account: an unknown name, a wrong password and an
 * account someone else is failing on all answer the same 401, and a limited caller the same 429.
 */
import type { SignInBody } from '../../../schemas/src/studio/studio-api.ts';
import type { AppContext } from '../../app-context.ts';
import { studioError } from '../../errors/studio-error.ts';
import { verifyPassword } from '../../store/password-hash.ts';
import { deleteStaffSession } from '../../store/studio/staff-sessions-repo.ts';
import type { StoredStaffUser } from '../../store/studio/staff-users-repo.ts';
import type { Attempt } from '../limits/sign-in-limits.ts';
import { afterPassword, type SignInStep } from './staff-second-factor.ts';
import { findStaffWhoMaySignIn } from './staff-sign-in-rules.ts';

export { studioSession } from './staff-second-factor.ts';

/**
 * The password step, inside the limits: the staff member whose password this is (and who may sign in
 * here), or the one refusal every wrong name or password gets. `onPaused` hears of the failure that
 * pauses this account's sign-in from this address (the audit log's lockout).
 */
async function checkStaffPassword(
  ctx: Pick<AppContext, 'db' | 'limits' | 'staffAccess'>,
  body: SignInBody,
  attempt: Attempt,
  onPaused?: () => void,
): Promise<StoredStaffUser> {
  await ctx.limits.staffSignIn.admit(attempt);
  const user = await findStaffWhoMaySignIn(ctx, body.userName);
  const matches = await verifyPassword(body.password, user?.passwordHash);
  if (!user || !matches) {
    if (await ctx.limits.staffSignIn.failed(attempt)) onPaused?.();
    throw studioError(401, 'The user name or password is not right.');
  }
  await ctx.limits.staffSignIn.succeeded(attempt);
  return user;
}

/**
 * Signs a staff member in from `address`: the new session, or the second-factor step still to come
 * (decision 282).
 */
export async function signInStaff(
  ctx: Pick<AppContext, 'db' | 'clock' | 'limits' | 'staffAccess'>,
  body: SignInBody,
  address: string,
  onPaused?: () => void,
): Promise<SignInStep> {
  const user = await checkStaffPassword(ctx, body, { address, account: body.userName }, onPaused);
  return afterPassword(ctx, user, ctx.clock());
}

/** Ends a staff session. */
export async function signOutStaff(ctx: Pick<AppContext, 'db'>, sessionId: string): Promise<void> {
  await deleteStaffSession(ctx.db, sessionId);
}
