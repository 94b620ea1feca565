/**
 * Sign-in without a password: biometric token login (mobile, `tokenlogin`) and single sign-on
 * (`SsoLogin`, designed path). Both open a fresh session; an unknown or expired token is refused.
 */
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { findToken, isLive, useToken } from '../../store/access/access-tokens-repo.ts';
import { findAccessUser } from '../../store/access/user-records-repo.ts';
import { readAccessConfig } from './access-config.ts';
import { loginAnswer, newUserToken, type LoginResponse } from './login-session.ts';

/** `POST /api/login/tokenlogin`: the device's stored token must be a live biometric grant for that device. */
export async function tokenLogin(
  ctx: Pick<AppContext, 'db' | 'clock' | 'samples'>,
  req: { token: string; deviceId: string; ip: string },
): Promise<LoginResponse> {
  if ((await readAccessConfig(ctx)).maintenanceMode) throw AppError.forbidden('maintenanceModeEnabled');
  const now = ctx.clock();
  const grant = await findToken(ctx.db, req.token, 'biometric');
  if (!isLive(grant, now) || grant.data.deviceId !== req.deviceId || !grant.userName)
    throw AppError.forbidden('Invalid');
  const user = await findAccessUser(ctx.db, grant.userName);
  if (!user) throw AppError.forbidden('Invalid');
  if (user.locked) throw AppError.forbidden('LockedOnBadPassword');
  if (user.restricted) throw AppError.forbidden('Restricted');
  // The grant rotates: the old token is spent and the answer carries a new one for the device.
  await useToken(ctx.db, grant.token, now);
  return loginAnswer(ctx, user, {
    token: newUserToken(),
    sessionOpen: true,
    trusted: true,
    deviceId: req.deviceId,
    ip: req.ip,
    entryKey: 'biometric',
  });
}

/**
 * `POST /api/Login/SsoLogin` (designed): the identity provider's token names the user. An unknown
 * or expired token answers `IsLoggedIn: false` (the portal goes to the SSO login, reason notLoggedIn);
 * a user who may not sign in answers 403 with the login codes.
 */
export async function ssoLogin(
  ctx: Pick<AppContext, 'db' | 'clock' | 'samples'>,
  req: { token: string; ip: string },
): Promise<LoginResponse | { IsLoggedIn: false }> {
  if ((await readAccessConfig(ctx)).maintenanceMode) throw AppError.forbidden('maintenanceModeEnabled');
  const grant = await findToken(ctx.db, req.token, 'sso');
  const user = isLive(grant, ctx.clock()) && grant.userName ? await findAccessUser(ctx.db, grant.userName) : undefined;
  if (!user) return { IsLoggedIn: false };
  if (user.locked) throw AppError.forbidden('LockedOnBadPassword');
  if (user.restricted) throw AppError.forbidden('Restricted');
  return loginAnswer(ctx, user, {
    token: newUserToken(),
    sessionOpen: true,
    trusted: true,
    ip: req.ip,
    entryKey: 'sso',
  });
}
