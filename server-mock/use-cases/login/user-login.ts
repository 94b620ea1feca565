/**
 * Password login (spec §3 "Login response", §4 "Login", §8 "Login 403 codes"): bcrypt check, the
 * failed-password counter with lockout, restricted users, then either a live session or — for
 * multi-factor users on an untrusted device — a pending token and a security code by e-mail.
 */
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { issueToken, revokeTokens } from '../../store/access/access-tokens-repo.ts';
import { findAccessUser, updateAccessState } from '../../store/access/user-records-repo.ts';
import { verifyPassword } from '../../store/password-hash.ts';
import { deleteSessionsOf } from '../../store/sessions-repo.ts';
import { readAccessConfig } from '../access/access-config.ts';
import { isTrustedDevice, PENDING_LOGIN_TTL_MS, sendLoginCode } from '../access/login-mfa.ts';
import { loginAnswer, newUserToken, type LoginResponse } from '../access/login-session.ts';

export type { LoginResponse } from '../access/login-session.ts';

/** What the login call reads from its body. */
export interface LoginRequest {
  username: string;
  password: string;
  deviceId?: string;
  trustedDeviceTokens?: Record<string, string>;
  /** Caller's address, reported as LastLoggedInIP on the next login. */
  ip: string;
}

/** `POST /api/login/userlogin`. */
export async function userLogin(
  ctx: Pick<AppContext, 'db' | 'clock' | 'samples'>,
  request: LoginRequest,
): Promise<LoginResponse> {
  const config = await readAccessConfig(ctx);
  if (config.maintenanceMode) throw AppError.forbidden('maintenanceModeEnabled');
  const user = await findAccessUser(ctx.db, request.username);
  const passwordOk = await verifyPassword(request.password, user?.passwordHash);
  if (!user) throw AppError.forbidden('Invalid');
  // A locked user stays locked whatever the password: only a password reset unlocks.
  if (user.locked) throw AppError.forbidden('LockedOnBadPassword');
  if (!passwordOk) {
    const failed = user.failedAttempts + 1;
    const locked = failed >= config.maxBadPasswords;
    await updateAccessState(ctx.db, user.userName, { failed_attempts: failed, locked });
    if (locked) await deleteSessionsOf(ctx.db, user.userName);
    throw AppError.forbidden(locked ? 'LockedOnBadPassword' : 'Invalid');
  }
  if (user.failedAttempts > 0) await updateAccessState(ctx.db, user.userName, { failed_attempts: 0 });
  if (user.restricted) throw AppError.forbidden('Restricted');
  if (user.logonNotAllowed) throw AppError.forbidden('LogonNotAllowed');

  const mfaApplies = user.mfaEnrolled || config.flag('access.useMultiFactorAuthenticationOption');
  const trusted = user.alwaysTrusted || (await isTrustedDevice(ctx, user, request.trustedDeviceTokens));
  const base = { ip: request.ip, entryKey: 'password', ...(request.deviceId ? { deviceId: request.deviceId } : {}) };
  if (!mfaApplies || trusted) {
    return loginAnswer(ctx, user, { ...base, token: newUserToken(), sessionOpen: true, trusted: true });
  }
  if (!user.person.emailAddress) throw AppError.forbidden('MFANoEmail');
  // Only the newest pending login can be completed: an older tab's code and token stop working.
  await revokeTokens(ctx.db, user.userName, 'mfa-pending', ctx.clock());
  const pending = await issueToken(ctx.db, {
    kind: 'mfa-pending',
    userName: user.userName,
    now: ctx.clock(),
    ttlMs: PENDING_LOGIN_TTL_MS,
    data: request.deviceId ? { deviceId: request.deviceId } : {},
  });
  await sendLoginCode(ctx, user);
  return loginAnswer(ctx, user, { ...base, token: pending.token, sessionOpen: false, trusted: false });
}
