/**
 * Credential recovery (spec §2 "Recovery screen", §4, §8 "Recovery errors"): the identifying details
 * must match exactly one user; the secret answer (or, with recoverCredentialsWithoutQuestion, the
 * details alone) sends a reset link to the user's e-mail. Three wrong answers block recovery until
 * the password is reset by the institution (RecoveryMaxAttempts).
 */
import type { AppContext } from '../../app-context.ts';
import { issueToken, revokeTokens } from '../../store/access/access-tokens-repo.ts';
import {
  findAccessUser,
  listAccessUsers,
  updateAccessState,
  type AccessUser,
} from '../../store/access/user-records-repo.ts';
import { sendToOutbox } from '../../store/outbox-repo.ts';
import { readAccessConfig } from './access-config.ts';
import { secretAnswerMatches } from './login-steps.ts';

type Envelope = { HasNoErrors: boolean; Errors: { ErrorMessage: string }[] };
const fail = (code: string): Envelope => ({ HasNoErrors: false, Errors: [{ ErrorMessage: code }] });

/** Wrong secret answers allowed before recovery is blocked. */
export const RECOVERY_MAX_ATTEMPTS = 3;
/** A recovery link lives an hour. */
export const RESET_LINK_TTL_MS = 60 * 60_000;
/** Text of a successful recovery (spec §2). */
export const RECOVERY_SUCCESS = 'You will receive an email shortly with instructions on how to reset your password.';

/** Identifying details; each may be hidden by settings, so only those given are compared. */
export interface IdentityDetails {
  emailAddress?: string;
  servicingBranch?: string;
  /** yyyy-MM-dd */
  dateOfBirth?: string;
  zipCode?: string;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const sameBranch = (a: string, b: string) => Number(a) === Number(b);

function matches(user: AccessUser, d: IdentityDetails): boolean {
  const p = user.person;
  return (
    (d.emailAddress === undefined || (p.emailAddress !== '' && same(p.emailAddress, d.emailAddress))) &&
    (d.servicingBranch === undefined || sameBranch(p.servicingBranch, d.servicingBranch)) &&
    (d.dateOfBirth === undefined || p.dateOfBirth === d.dateOfBirth) &&
    (d.zipCode === undefined || p.zipCode === d.zipCode)
  );
}

const given = (d: IdentityDetails) => Object.values(d).filter((v) => v !== undefined && v !== '').length;

/** `POST /api/Recovery/GetSecretQuestion`. */
export async function getSecretQuestion(ctx: Pick<AppContext, 'db' | 'samples'>, details: IdentityDetails) {
  if (given(details) === 0) return { Credentials: null, ...fail('Invalid') };
  const found = (await listAccessUsers(ctx.db)).filter((u) => matches(u, details));
  if (found.length !== 1) return { Credentials: null, ...fail(found.length === 0 ? 'Invalid' : 'RecoveryFailed') };
  const user = found[0]!;
  if (user.restricted || user.logonNotAllowed) return { Credentials: null, ...fail('RecoveryFailed') };
  if (user.recoveryFailures >= RECOVERY_MAX_ATTEMPTS) return { Credentials: null, ...fail('RecoveryMaxAttempts') };
  const withoutQuestion = (await readAccessConfig(ctx)).flag('access.recoverCredentialsWithoutQuestion');
  if (!withoutQuestion && !user.secretQuestion) return { Credentials: null, ...fail('BadQuestion') };
  // CredentialExpiration: the sandbox's logins do not expire (null); the portal sends it back in step 2.
  const credentials = {
    LogonName: user.userName,
    SecretQuestion: withoutQuestion ? null : user.secretQuestion,
    CredentialExpiration: null,
  };
  return { Credentials: credentials, HasNoErrors: true, Errors: [] };
}

async function sendResetLink(ctx: Pick<AppContext, 'db' | 'clock'>, user: AccessUser): Promise<void> {
  const now = ctx.clock();
  await revokeTokens(ctx.db, user.userName, 'reset', now);
  const { token } = await issueToken(ctx.db, { kind: 'reset', userName: user.userName, now, ttlMs: RESET_LINK_TTL_MS });
  const link = `/#/home/forcePasswordChange/${token}`;
  await sendToOutbox(ctx.db, {
    to: user.person.emailAddress,
    channel: 'email',
    subject: 'Reset your password',
    body: `Your logon name is ${user.userName}. Open this link within an hour to choose a new password: ${link}`,
    link,
    sentAt: now,
  });
}

/** The user the second step names, checked against the details sent again with it. */
async function recoveryUser(
  ctx: Pick<AppContext, 'db'>,
  logonName: string,
  details: IdentityDetails,
): Promise<AccessUser | Envelope> {
  const user = await findAccessUser(ctx.db, logonName);
  if (!user || !matches(user, details)) return fail('Invalid');
  if (user.restricted || user.logonNotAllowed || !user.person.emailAddress) return fail('RecoveryFailed');
  if (user.recoveryFailures >= RECOVERY_MAX_ATTEMPTS) return fail('RecoveryMaxAttempts');
  return user;
}

/** `POST /api/Recovery/AnswerSecretQuestion`. */
export async function answerSecretQuestion(
  ctx: Pick<AppContext, 'db' | 'clock' | 'samples'>,
  req: { logonName: string; secretAnswer: string; details: IdentityDetails },
): Promise<Envelope & { SuccessMessage: string | null }> {
  const user = await recoveryUser(ctx, req.logonName, req.details);
  if (!('userName' in user)) return { ...user, SuccessMessage: null };
  if (!user.secretQuestion) return { ...fail('BadQuestion'), SuccessMessage: null };
  if (!(await secretAnswerMatches(req.secretAnswer, user.secretAnswerHash))) {
    const failures = user.recoveryFailures + 1;
    await updateAccessState(ctx.db, user.userName, { recovery_failures: failures });
    return {
      ...fail(failures >= RECOVERY_MAX_ATTEMPTS ? 'RecoveryMaxAttempts' : 'RecoveryFailed'),
      SuccessMessage: null,
    };
  }
  await updateAccessState(ctx.db, user.userName, { recovery_failures: 0 });
  await sendResetLink(ctx, user);
  return { HasNoErrors: true, Errors: [], SuccessMessage: RECOVERY_SUCCESS };
}

/** `POST /api/Recovery/GenerateNewPassword`: only when the institution recovers without a question. */
export async function generateNewPassword(
  ctx: Pick<AppContext, 'db' | 'clock' | 'samples'>,
  req: { logonName: string; details: IdentityDetails },
): Promise<Envelope> {
  if (!(await readAccessConfig(ctx)).flag('access.recoverCredentialsWithoutQuestion')) return fail('RecoveryFailed');
  const user = await recoveryUser(ctx, req.logonName, req.details);
  if (!('userName' in user)) return user;
  await sendResetLink(ctx, user);
  return { HasNoErrors: true, Errors: [] };
}
