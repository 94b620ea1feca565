/**
 * Credential rules (spec §3 "Password rules", §5) and the asynchronous password checks
 * (`ValidatePasswordForLoggedInUser` / `ForResetPassword`: SSN, e-mail, previous passwords).
 */
import { credentialMaxLength } from '../../../schemas/src/rules/username.ts';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { findToken, isLive } from '../../store/access/access-tokens-repo.ts';
import { findAccessUser, previousPasswordHashes } from '../../store/access/user-records-repo.ts';
import { readAccessConfig } from './access-config.ts';
import { passwordMatchesEmail, passwordMatchesSsn, passwordWasUsed } from './password-policy.ts';

/** `POST /api/CredentialValidationRules/GetPasswordValidationRules`: the institution's rule list. */
export async function getPasswordValidationRules(ctx: Pick<AppContext, 'db' | 'samples'>) {
  const config = await readAccessConfig(ctx);
  return {
    PasswordValidationRules: config.passwordRules,
    MinimumLength: config.options.PasswordMinimumLength,
    MaximumLength: credentialMaxLength(config.options.UsesCustomerCredentials),
  };
}

/**
 * `POST /api/CredentialValidationRules/GetLogonValidationRules` (designed answer): the institution's
 * logon-name rules (option `LogonValidationRules`, default a letter and not the e-mail) and lengths.
 */
export async function getLogonValidationRules(ctx: Pick<AppContext, 'db' | 'samples'>) {
  const config = await readAccessConfig(ctx);
  return {
    LogonValidationRules: config.logonRules,
    MinimumLength: config.options.UserNameMinimumLength,
    MaximumLength: credentialMaxLength(config.options.UsesCustomerCredentials),
  };
}

/** Which checks to run. */
export interface PasswordChecks {
  password: string;
  ssn: boolean;
  email: boolean;
  exists: boolean;
}

async function runChecks(ctx: Pick<AppContext, 'db'>, userName: string, c: PasswordChecks) {
  const user = await findAccessUser(ctx.db, userName);
  if (!user) throw new AppError(401, 'Unauthorized');
  return {
    PasswordMatchesSSN: c.ssn && passwordMatchesSsn(c.password, user.person.ssn),
    PasswordMatchesEmail: c.email && passwordMatchesEmail(c.password, user.person.emailAddress),
    PasswordExists:
      c.exists &&
      (await passwordWasUsed(c.password, [
        user.passwordHash,
        ...(await previousPasswordHashes(ctx.db, user.userName)),
      ])),
  };
}

/** `POST /api/Login/ValidatePasswordForLoggedInUser` (the session names the user). */
export function validatePasswordForUser(ctx: Pick<AppContext, 'db'>, userName: string, c: PasswordChecks) {
  return runChecks(ctx, userName, c);
}

/**
 * `POST /api/Login/ValidatePasswordForResetPassword`: the reset token names the user; 400 Expired when it is not live.
 */
export async function validatePasswordForReset(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  resetToken: string,
  c: PasswordChecks,
) {
  const token = await findToken(ctx.db, resetToken, 'reset');
  if (!isLive(token, ctx.clock()) || !token.userName) throw new AppError(400, 'Expired');
  return runChecks(ctx, token.userName, c);
}
