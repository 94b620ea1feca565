/**
 * The staff's second factor (decision 282). After the right password, a staff member with TOTP
 * gives a code (or a recovery code, each usable once); a publisher who must have TOTP
 * (`StaffAccess.publisherTotpRequired`) and has none sets it up first. Until then the sign-in waits
 * as a pending sign-in (its own cookie, 10 minutes, 5 wrong codes), never as a session. A TOTP code
 * is accepted once per time step, so a code seen over a shoulder cannot be used again.
 */
import { randomBytes } from 'node:crypto';
import type {
  SecondFactorStep,
  StaffUser,
  StudioSession,
  TotpEnrolment,
} from '../../../schemas/src/studio/studio-api.ts';
import type { AppContext } from '../../app-context.ts';
import { studioError } from '../../errors/studio-error.ts';
import { createStaffSession, csrfTokenOf } from '../../store/studio/staff-sessions-repo.ts';
import {
  acceptTotpStep,
  confirmPendingTotp,
  createPendingSignIn,
  deletePendingSignIn,
  findPendingSignIn,
  readTotp,
  recordPendingFailure,
  replaceRecoveryCodes,
  savePendingTotp,
  useRecoveryCode,
} from '../../store/studio/staff-second-factor-repo.ts';
import type { StoredStaffUser } from '../../store/studio/staff-users-repo.ts';
import { hashRecoveryCode, looksLikeRecoveryCode, newRecoveryCodes } from './recovery-codes.ts';
import { findStaffWhoMaySignIn } from './staff-sign-in-rules.ts';
import { newTotpSecret, qrPicture, totpStepOf, totpUri } from './totp.ts';

/** Minutes a pending sign-in waits for its code. */
export const PENDING_SIGN_IN_MINUTES = 10;
/** Wrong codes that end a pending sign-in. */
export const PENDING_MAX_FAILURES = 5;

type Ctx = Pick<AppContext, 'db' | 'clock' | 'staffAccess'>;

/** A new session and its answer. */
export interface OpenedSession {
  sessionId: string;
  session: StudioSession;
}

/** What a right password leads to. */
export type SignInStep =
  | ({ kind: 'session' } & OpenedSession)
  | { kind: 'second-factor'; pendingId: string; step: SecondFactorStep };

/** The session answer for a staff member and their session id. */
export function studioSession(user: StaffUser, sessionId: string): StudioSession {
  return {
    user: { userName: user.userName, displayName: user.displayName, role: user.role },
    csrfToken: csrfTokenOf(sessionId),
  };
}

/** Opens a session for a staff member whose sign-in is complete. */
export async function openStaffSession(
  ctx: Pick<AppContext, 'db'>,
  user: StaffUser,
  now: Date,
): Promise<OpenedSession> {
  const sessionId = randomBytes(32).toString('base64url');
  await createStaffSession(ctx.db, sessionId, user.userName, now);
  return { sessionId, session: studioSession(user, sessionId) };
}

/** Whether this staff member must set up TOTP before reaching the studio. */
function mustEnrol(ctx: Ctx, user: StoredStaffUser): boolean {
  return !user.totpEnrolled && user.role === 'publisher' && ctx.staffAccess.publisherTotpRequired;
}

/** After the right password: the session, or a pending sign-in for the code or the enrolment. */
export async function afterPassword(ctx: Ctx, user: StoredStaffUser, now: Date): Promise<SignInStep> {
  const secondFactor = user.totpEnrolled ? 'code' : mustEnrol(ctx, user) ? 'enrol' : undefined;
  if (!secondFactor) return { kind: 'session', ...(await openStaffSession(ctx, user, now)) };
  const pendingId = randomBytes(32).toString('base64url');
  await createPendingSignIn(ctx.db, pendingId, user.userName, now);
  return { kind: 'second-factor', pendingId, step: { secondFactor } };
}

/** The staff member of a live pending sign-in; 401 when it ran out, failed too often, or they may no longer sign in. */
async function pendingUser(ctx: Ctx, pendingId: string | undefined): Promise<StoredStaffUser> {
  const userName =
    pendingId &&
    (await findPendingSignIn(ctx.db, pendingId, ctx.clock(), {
      maxMinutes: PENDING_SIGN_IN_MINUTES,
      maxFailures: PENDING_MAX_FAILURES,
    }));
  const user = userName ? await findStaffWhoMaySignIn(ctx, userName) : undefined;
  if (!user) throw studioError(401, 'This sign-in has ended; give your user name and password again.');
  return user;
}

/** The user name of a pending sign-in still open, for the audit log of a refused code. */
export async function pendingUserName(ctx: Ctx, pendingId: string | undefined): Promise<string | undefined> {
  return (await pendingUser(ctx, pendingId).catch(() => undefined))?.userName;
}

/** Whether `code` is a fresh TOTP code or an unused recovery code of the user (using it up). */
async function acceptCode(ctx: Ctx, userName: string, code: string, now: Date): Promise<boolean> {
  if (looksLikeRecoveryCode(code)) return useRecoveryCode(ctx.db, userName, hashRecoveryCode(code), now);
  const secret = (await readTotp(ctx.db, userName))?.secret;
  const step = secret ? totpStepOf(secret, code.trim(), now) : undefined;
  return step !== undefined && (await acceptTotpStep(ctx.db, userName, step));
}

/** Completes a pending sign-in with a TOTP or recovery code. */
export async function signInWithCode(ctx: Ctx, pendingId: string | undefined, code: string): Promise<OpenedSession> {
  const user = await pendingUser(ctx, pendingId);
  const now = ctx.clock();
  if (!user.totpEnrolled) throw studioError(409, 'Set up your authenticator app first.');
  if (!(await acceptCode(ctx, user.userName, code, now))) {
    await recordPendingFailure(ctx.db, pendingId!);
    throw studioError(
      401,
      'The code is not right, or was used already. Enter the newest code from your authenticator app.',
    );
  }
  await deletePendingSignIn(ctx.db, pendingId!);
  return openStaffSession(ctx, user, now);
}

/** A new secret to enrol (kept as pending until a code confirms it). */
export async function startEnrolment(ctx: Pick<AppContext, 'db'>, userName: string): Promise<TotpEnrolment> {
  const secret = newTotpSecret();
  await savePendingTotp(ctx.db, userName, secret);
  const otpauthUri = totpUri(secret, userName);
  return { secret, otpauthUri, qr: qrPicture(otpauthUri) };
}

/**
 * Confirms the pending secret with a code from it; answers the new recovery codes (shown once),
 * or undefined when the code is not right.
 */
export async function confirmEnrolment(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  userName: string,
  code: string,
): Promise<string[] | undefined> {
  const pending = (await readTotp(ctx.db, userName))?.pendingSecret;
  if (!pending) throw studioError(409, 'Start setting up the authenticator app again.');
  const step = totpStepOf(pending, code.trim(), ctx.clock());
  if (step === undefined) return undefined;
  await confirmPendingTotp(ctx.db, userName, step);
  const codes = newRecoveryCodes();
  await replaceRecoveryCodes(ctx.db, userName, codes.map(hashRecoveryCode));
  return codes;
}

/** The enrolment of a pending sign-in that must enrol. */
export async function startSignInEnrolment(ctx: Ctx, pendingId: string | undefined): Promise<TotpEnrolment> {
  const user = await pendingUser(ctx, pendingId);
  if (!mustEnrol(ctx, user)) throw studioError(409, 'Your authenticator app is set up already; enter its code.');
  return startEnrolment(ctx, user.userName);
}

/** Confirms the enrolment of a pending sign-in and opens the session. */
export async function confirmSignInEnrolment(
  ctx: Ctx,
  pendingId: string | undefined,
  code: string,
): Promise<OpenedSession & { recoveryCodes: string[] }> {
  const user = await pendingUser(ctx, pendingId);
  if (!mustEnrol(ctx, user)) throw studioError(409, 'Your authenticator app is set up already; enter its code.');
  const recoveryCodes = await confirmEnrolment(ctx, user.userName, code);
  if (!recoveryCodes) {
    await recordPendingFailure(ctx.db, pendingId!);
    throw studioError(401, 'The code is not right. Enter the code your authenticator app shows now.');
  }
  await deletePendingSignIn(ctx.db, pendingId!);
  return { ...(await openStaffSession(ctx, user, ctx.clock())), recoveryCodes };
}
