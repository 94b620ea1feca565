/**
 * Account activation (spec §2 "Activation", §3 "Activation result", §8 "Activation"): the lender
 * created a login for a known person and mailed an activation token; the person chooses a password.
 * The token is single use. LogonNameTaken when someone registered that logon name meanwhile;
 * Restricted when the person's login is restricted (it is created, but cannot sign in).
 */
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { findToken, isLive, useToken } from '../../store/access/access-tokens-repo.ts';
import { findUnregisteredById, markRegistered } from '../../store/access/unregistered-persons-repo.ts';
import { insertUser, updateAccessState } from '../../store/access/user-records-repo.ts';
import { hashPassword } from '../../store/password-hash.ts';
import { readAccessConfig } from './access-config.ts';
import { checkNewPassword } from './password-policy.ts';
import { customerIdFor } from './registration-checks.ts';

/** `POST /api/Register/ActivateAccount` answer. */
export interface ActivationResult {
  LogonNameTaken: boolean;
  Restricted: boolean;
  UserName: string | null;
}

/** `POST /api/Register/ActivateAccount`; an unknown, used or expired token or a weak password answers 403. */
export async function activateAccount(
  ctx: Pick<AppContext, 'db' | 'clock' | 'samples'>,
  req: { token: string; password: string },
): Promise<ActivationResult> {
  const now = ctx.clock();
  const token = await findToken(ctx.db, req.token, 'activation');
  const personId = isLive(token, now) && typeof token.data.personId === 'string' ? token.data.personId : undefined;
  const person = personId ? await findUnregisteredById(ctx.db, personId) : undefined;
  if (!person?.logonName || person.registeredUser) throw AppError.forbidden('Invalid');
  const config = await readAccessConfig(ctx);
  const problem = await checkNewPassword(req.password, {
    userName: person.logonName,
    ssn: person.person.ssn,
    emailAddress: person.person.emailAddress,
    minimumLength: config.options.PasswordMinimumLength,
    rules: config.passwordRules,
  });
  if (problem) throw AppError.forbidden('Invalid');
  const created = await insertUser(ctx.db, {
    userName: person.logonName,
    displayName: `${person.person.firstName} ${person.person.lastName}`,
    passwordHash: await hashPassword(req.password),
    person: person.person,
    customerId: customerIdFor(person.id),
  });
  if (!created) return { LogonNameTaken: true, Restricted: false, UserName: person.logonName };
  await useToken(ctx.db, req.token, now);
  await markRegistered(ctx.db, person.id, person.logonName);
  await updateAccessState(ctx.db, person.logonName, { restricted: person.restricted, always_trusted: false });
  return { LogonNameTaken: false, Restricted: person.restricted, UserName: person.logonName.toLowerCase() };
}
