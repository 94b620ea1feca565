/**
 * Staff sign-in and sign-out (decision 251). Passwords are checked as the borrowers' are (bcrypt,
 * the same work for unknown names). Guessing is limited per address and per account from that
 * address (decision 290), not by locking the account: an unknown name, a wrong password and an
 * account someone else is failing on all answer the same 401, and a limited caller the same 429.
 */
import { randomBytes } from 'node:crypto';
import type { SignInBody, StaffUser, StudioSession } from '../../../schemas/src/studio/studio-api.ts';
import type { AppContext } from '../../app-context.ts';
import { studioError } from '../../errors/studio-error.ts';
import { verifyPassword } from '../../store/password-hash.ts';
import { createStaffSession, csrfTokenOf, deleteStaffSession } from '../../store/studio/staff-sessions-repo.ts';
import { findStaffUser, type StoredStaffUser } from '../../store/studio/staff-users-repo.ts';
import type { Attempt } from '../limits/sign-in-limits.ts';

/** The session answer for a staff member and their session id. */
export function studioSession(user: StaffUser, sessionId: string): StudioSession {
  return { user: { userName: user.userName, displayName: user.displayName, role: user.role }, csrfToken: csrfTokenOf(sessionId) };
}

/**
 * The password step, inside the limits: the staff member whose password this is, or the one
 * refusal every wrong name or password gets.
 */
async function checkStaffPassword(ctx: Pick<AppContext, 'db' | 'limits'>, body: SignInBody, attempt: Attempt): Promise<StoredStaffUser> {
  await ctx.limits.staffSignIn.admit(attempt);
  const user = await findStaffUser(ctx.db, body.userName);
  const matches = await verifyPassword(body.password, user?.passwordHash);
  if (!user || !matches) {
    await ctx.limits.staffSignIn.failed(attempt);
    throw studioError(401, 'The user name or password is not right.');
  }
  await ctx.limits.staffSignIn.succeeded(attempt);
  return user;
}

/** Signs a staff member in from `address`: answers the new session id (for the cookie) and the session. */
export async function signInStaff(
  ctx: Pick<AppContext, 'db' | 'clock' | 'limits'>,
  body: SignInBody,
  address: string,
): Promise<{ sessionId: string; session: StudioSession }> {
  const user = await checkStaffPassword(ctx, body, { address, account: body.userName });
  const sessionId = randomBytes(32).toString('base64url');
  await createStaffSession(ctx.db, sessionId, user.userName, ctx.clock());
  return { sessionId, session: studioSession(user, sessionId) };
}

/** Ends a staff session. */
export async function signOutStaff(ctx: Pick<AppContext, 'db'>, sessionId: string): Promise<void> {
  await deleteStaffSession(ctx.db, sessionId);
}
