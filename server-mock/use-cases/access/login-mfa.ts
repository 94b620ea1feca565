/**
 * Multi-factor step of login (spec §4 step 1, §8 "Security code"). A user on an untrusted device
 * gets a six-digit code by e-mail; the login answers a pending token that is not a session until
 * `ValidateCode` accepts the code. Codes expire after 10 minutes and allow 3 wrong tries.
 */
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import {
  findLatestUnusedToken,
  findToken,
  hasLiveToken,
  isLive,
  issueToken,
  useToken,
} from '../../store/access/access-tokens-repo.ts';
import { createChallenge, latestChallengeOf } from '../../store/access/one-time-codes-repo.ts';
import { findAccessUserById, type AccessUser } from '../../store/access/user-records-repo.ts';
import { sendToOutbox } from '../../store/outbox-repo.ts';
import { loginAnswer } from './login-session.ts';
import { CODE_TTL_MS, checkOneTimeCode } from './one-time-code.ts';

/** A trusted device stays trusted this long. */
export const TRUSTED_DEVICE_TTL_MS = 90 * 24 * 60 * 60_000;

/** Sends a fresh login code to the user's e-mail (older codes stop working). */
export async function sendLoginCode(ctx: Pick<AppContext, 'db' | 'clock'>, user: AccessUser): Promise<void> {
  const now = ctx.clock();
  const { code } = await createChallenge(ctx.db, {
    purpose: 'login',
    userName: user.userName,
    emailAddress: user.person.emailAddress,
    now,
    ttlMs: CODE_TTL_MS,
  });
  await sendToOutbox(ctx.db, {
    to: user.person.emailAddress,
    channel: 'email',
    subject: 'Your security code',
    body: `Your security code is ${code}. It expires in 10 minutes. If you did not try to sign in, contact your institution.`,
    code,
    sentAt: now,
  });
}

/** True when `trustedDeviceTokens` holds a live trusted-device token of this user (keyed by customer id). */
export async function isTrustedDevice(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  user: AccessUser,
  tokens: Record<string, string> | undefined,
): Promise<boolean> {
  const candidate = tokens?.[user.customerId];
  if (!candidate) return false;
  const found = await findToken(ctx.db, candidate, 'trusted-device');
  return isLive(found, ctx.clock()) && found.userName === user.userName;
}

/** What ValidateCode reads. */
export interface ValidateLoginCodeRequest {
  userId: string;
  code: string;
  createTrustedDevice: boolean;
  ip: string;
}

/** `POST /api/Login/ValidateCode` answer. */
export interface ValidateLoginCodeResponse {
  UserToken: string;
  EmailAddress: string;
  TrustedDeviceToken: string | null;
  CustomerID: string;
  BiometricsTokenExpiration: string | null;
}

/**
 * Checks the code; on success the pending token becomes a live session. 403 CodeExpired / MaxAttemptsReached / Invalid.
 */
export async function validateLoginCode(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  req: ValidateLoginCodeRequest,
): Promise<ValidateLoginCodeResponse> {
  const now = ctx.clock();
  const user = await findAccessUserById(ctx.db, req.userId);
  if (!user) throw AppError.forbidden('Invalid');
  await checkOneTimeCode(ctx.db, await latestChallengeOf(ctx.db, 'login', user.userName), req.code, now);
  const pendingToken = await findLatestUnusedToken(ctx.db, 'mfa-pending', user.userName);
  if (!isLive(pendingToken, now) || !(await useToken(ctx.db, pendingToken.token, now)))
    throw AppError.forbidden('CodeExpired');
  const trustedDeviceToken = req.createTrustedDevice
    ? (await issueToken(ctx.db, { kind: 'trusted-device', userName: user.userName, now, ttlMs: TRUSTED_DEVICE_TTL_MS }))
        .token
    : null;
  const deviceId = typeof pendingToken.data.deviceId === 'string' ? pendingToken.data.deviceId : undefined;
  const answer = await loginAnswer(ctx, user, {
    token: pendingToken.token,
    sessionOpen: true,
    trusted: true,
    trustedDeviceToken,
    ...(deviceId ? { deviceId } : {}),
    ip: req.ip,
    entryKey: 'mfa',
  });
  return {
    UserToken: answer.UserToken,
    EmailAddress: answer.EmailAddress,
    TrustedDeviceToken: trustedDeviceToken,
    CustomerID: answer.CustomerID,
    BiometricsTokenExpiration: answer.BiometricsTokenExpiration,
  };
}

/** `POST /api/Login/ResendCode`: a new code for a user with a pending login; 403 Invalid otherwise. */
export async function resendLoginCode(ctx: Pick<AppContext, 'db' | 'clock'>, userId: string): Promise<void> {
  const user = await findAccessUserById(ctx.db, userId);
  if (!user || !(await hasLiveToken(ctx.db, 'mfa-pending', user.userName, ctx.clock())))
    throw AppError.forbidden('Invalid');
  await sendLoginCode(ctx, user);
}

/** Pending-login lifetime: as long as a code may be resent and entered. */
export const PENDING_LOGIN_TTL_MS = 30 * 60_000;
