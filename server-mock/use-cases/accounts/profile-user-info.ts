/**
 * Saving the user-information section: e-mail, password (old-password check, the spec's server
 * codes) and secret question. Logon names are fixed in the sandbox: a different one is refused.
 */
import { hashSecretAnswer } from '../access/login-steps.ts';
import { changePasswordHash, previousPasswordHashes, updateAccessState } from '../../store/access/user-records-repo.ts';
import { sendToOutbox } from '../../store/outbox-repo.ts';
import { hashPassword, verifyPassword } from '../../store/password-hash.ts';
import { findUserByName, updateUserPerson, type StoredUser } from '../../store/users-repo.ts';
import { getInstitutionOptions } from '../setup/get-application-options.ts';
import { parseInstitutionOptions } from '../../../schemas/src/settings/institution-options.ts';
import type { AccountsContext, Schemas } from './accounts-context.ts';
import { userInfoView } from './profile.ts';

type Result = { ok: true; userInfo: Schemas['UserInfo'] } | { ok: false; code: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

async function passwordProblem(
  ctx: AccountsContext,
  user: StoredUser,
  oldPassword: string,
  next: string,
): Promise<string | undefined> {
  if (!(await verifyPassword(oldPassword, user.passwordHash))) return 'InvalidCurrentPassword';
  const options = parseInstitutionOptions(await getInstitutionOptions(ctx));
  if (next.length < options.PasswordMinimumLength) return 'PasswordTooShort';
  if (!/[A-Za-z]/.test(next) || !/[0-9]/.test(next)) return 'PasswordNeedsLetterNumber';
  if (next.toLowerCase() === user.userName) return 'PasswordSameAsLogin';
  if (next === oldPassword) return 'ChooseDifferentPassword';
  for (const hash of await previousPasswordHashes(ctx.db, user.userName))
    if (await verifyPassword(next, hash)) return 'ReusedPassword';
  return undefined;
}

/** Validates everything first, then applies; answers the saved UserInfo or the first server code. */
export async function updateUserInfo(
  ctx: AccountsContext,
  userName: string,
  input: Schemas['UserInfoInput'],
): Promise<Result> {
  const user = await findUserByName(ctx.db, userName);
  if (!user) return { ok: false, code: 'Unauthorized' };
  if (input.LogonName !== undefined && input.LogonName.toLowerCase() !== user.userName) {
    return { ok: false, code: (await findUserByName(ctx.db, input.LogonName)) ? 'LogonNameExists' : 'Error' };
  }
  const email = input.EmailAddress?.trim();
  if (email !== undefined && email !== user.person.emailAddress && !EMAIL.test(email))
    return { ok: false, code: 'Invalid' };
  if (input.NewPassword) {
    const problem = await passwordProblem(ctx, user, input.OldPassword ?? '', input.NewPassword);
    if (problem) return { ok: false, code: problem };
  }
  const question = input.SecretQuestion?.trim();
  if (question && !input.SecretAnswer?.trim()) return { ok: false, code: 'Invalid' };

  const now = ctx.clock();
  if (input.NewPassword) await changePasswordHash(ctx.db, user.userName, await hashPassword(input.NewPassword), now);
  if (question && input.SecretAnswer) {
    await updateAccessState(ctx.db, user.userName, {
      secret_question: question,
      secret_answer_hash: await hashSecretAnswer(input.SecretAnswer),
    });
  }
  if (email !== undefined && email !== user.person.emailAddress) {
    await updateUserPerson(ctx.db, user.userName, { ...user.person, emailAddress: email });
    if (user.person.emailAddress) {
      await sendToOutbox(ctx.db, {
        to: user.person.emailAddress,
        channel: 'email',
        subject: 'Your e-mail address was changed',
        body: `The e-mail address of your online account is now ${email}.`,
        sentAt: now,
      });
    }
  }
  const saved = await findUserByName(ctx.db, user.userName);
  return { ok: true, userInfo: await userInfoView(ctx, saved ?? user) };
}
