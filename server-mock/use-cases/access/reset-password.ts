/**
 * Password reset with a reset token (recovery link or the forced change at login): the token's
 * checks (`CheckTokenExpiration`, `LookupLoginFromToken`) and the change itself (`ResetPassword`),
 * which answers the reset codes of spec §8 and, on success, a logged-in session.
 */
import type { AppContext } from '../../app-context.ts';
import { findToken, isLive, useToken } from '../../store/access/access-tokens-repo.ts';
import {
  changePasswordHash,
  findAccessUser,
  previousPasswordHashes,
  updateAccessState,
} from '../../store/access/user-records-repo.ts';
import { hashPassword } from '../../store/password-hash.ts';
import { deleteSessionsOf, touchSession } from '../../store/sessions-repo.ts';
import { readAccessConfig } from './access-config.ts';
import { loginAnswer, newUserToken } from './login-session.ts';
import { checkNewPassword, resetPasswordCodes } from './password-policy.ts';

type Envelope = { HasNoErrors: boolean; Errors: { ErrorMessage: string }[] };
const fail = (code: string): Envelope => ({ HasNoErrors: false, Errors: [{ ErrorMessage: code }] });

/** `POST /api/Login/ResetPassword` answer. */
export type ResetPasswordResponse = Envelope & {
  IsLoggedIn: boolean;
  UserToken: string | null;
  BiometricsTokenExpiration: string | null;
};

/** `POST /api/Login/ResetPassword`. */
export async function resetPassword(
  ctx: Pick<AppContext, 'db' | 'clock' | 'samples'>,
  req: { enc: string; password: string; ip: string },
): Promise<ResetPasswordResponse> {
  const now = ctx.clock();
  const notLoggedIn = { IsLoggedIn: false, UserToken: null, BiometricsTokenExpiration: null };
  const token = await findToken(ctx.db, req.enc, 'reset');
  const user = isLive(token, now) && token.userName ? await findAccessUser(ctx.db, token.userName) : undefined;
  if (!user) return { ...fail('Expired'), ...notLoggedIn };
  const config = await readAccessConfig(ctx);
  const problem = await checkNewPassword(req.password, {
    userName: user.userName,
    ssn: user.person.ssn,
    emailAddress: user.person.emailAddress,
    minimumLength: config.options.PasswordMinimumLength,
    rules: config.passwordRules,
    currentHash: user.passwordHash,
    previousHashes: await previousPasswordHashes(ctx.db, user.userName),
  });
  if (problem) return { ...fail(resetPasswordCodes[problem]), ...notLoggedIn };
  if (!(await useToken(ctx.db, req.enc, now))) return { ...fail('Expired'), ...notLoggedIn };
  await changePasswordHash(ctx.db, user.userName, await hashPassword(req.password), now);
  // A new password ends other sessions and clears the lockout and the forced change.
  await deleteSessionsOf(ctx.db, user.userName);
  await updateAccessState(ctx.db, user.userName, {
    must_change_password: false,
    locked: false,
    failed_attempts: 0,
    recovery_failures: 0,
  });
  // A restricted user may change the password but is not signed in.
  if (user.restricted) return { HasNoErrors: true, Errors: [], ...notLoggedIn };
  const answer = await loginAnswer(
    ctx,
    { ...user, mustChangePassword: false },
    {
      token: newUserToken(),
      sessionOpen: true,
      trusted: true,
      ip: req.ip,
      entryKey: 'reset',
    },
  );
  return {
    HasNoErrors: true,
    Errors: [],
    IsLoggedIn: true,
    UserToken: answer.UserToken,
    BiometricsTokenExpiration: null,
  };
}

/** `POST /api/Login/CheckTokenExpiration`: a reset token that is unknown, used or past its expiry counts as expired. */
export async function checkTokenExpiration(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  token: string,
): Promise<Envelope & { Expired: boolean }> {
  const live = isLive(await findToken(ctx.db, token, 'reset'), ctx.clock());
  return { Expired: !live, HasNoErrors: true, Errors: [] };
}

/** `POST /api/Login/LookupLoginFromToken`: the logon name of a live session or reset token. */
export async function lookupLoginFromToken(
  ctx: Pick<AppContext, 'db' | 'clock' | 'sessionIdleMinutes'>,
  token: string,
): Promise<{ HasNoErrors: boolean; Logon: string | null; Errors: { ErrorMessage: string }[] }> {
  const now = ctx.clock();
  const reset = await findToken(ctx.db, token, 'reset');
  const userName = isLive(reset, now)
    ? reset.userName
    : (await touchSession(ctx.db, token, now, ctx.sessionIdleMinutes))?.userName;
  return userName ? { HasNoErrors: true, Logon: userName, Errors: [] } : { ...fail('Invalid'), Logon: null };
}
