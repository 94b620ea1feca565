/**
 * Follow-up steps of the login process (spec §4): SSN validation (`VerifyNewUser`) and secret
 * question set-up (`SetPasswordQuestion`). Secret answers are stored as bcrypt hashes of the
 * trimmed, lower-cased answer, so "Austin" and " austin" match.
 */
import bcrypt from 'bcryptjs';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { findAccessUser, updateAccessState } from '../../store/access/user-records-repo.ts';
import { verifyPassword } from '../../store/password-hash.ts';
import { touchSession } from '../../store/sessions-repo.ts';

/** bcrypt cost for secret answers (as for passwords). */
const COST = 10;

/** Hash of a secret answer, normalised. */
export function hashSecretAnswer(answer: string): Promise<string> {
  return bcrypt.hash(answer.trim().toLowerCase(), COST);
}

/** True when `answer` matches the stored hash. */
export async function secretAnswerMatches(answer: string, hash: string | null): Promise<boolean> {
  return hash !== null && bcrypt.compare(answer.trim().toLowerCase(), hash);
}

/**
 * `POST /api/Login/VerifyNewUser`: the user's credentials and SSN must match; the user then counts
 * as verified (EmailIsVerified true), so the step is not asked again. 403 Invalid otherwise.
 */
export async function verifyNewUser(
  ctx: Pick<AppContext, 'db'>,
  req: { userName: string; password: string; ssn: string },
): Promise<void> {
  const user = await findAccessUser(ctx.db, req.userName);
  const ok = await verifyPassword(req.password, user?.passwordHash);
  if (!user || !ok || user.locked || user.restricted || user.person.ssn !== req.ssn)
    throw AppError.forbidden('Invalid');
  await updateAccessState(ctx.db, user.userName, { email_verified: true });
}

/** `POST /api/register/SetPasswordQuestion`: the token (body or header) must be a live session. */
export async function setPasswordQuestion(
  ctx: Pick<AppContext, 'db' | 'clock' | 'sessionIdleMinutes'>,
  req: { userToken: string; question: string; answer: string },
): Promise<void> {
  const session = await touchSession(ctx.db, req.userToken, ctx.clock(), ctx.sessionIdleMinutes);
  if (!session) throw AppError.unauthorized();
  if (req.question.trim() === '' || req.answer.trim() === '')
    throw AppError.badRequest('PasswordQuestion and PasswordAnswer are required');
  await updateAccessState(ctx.db, session.userName, {
    secret_question: req.question.trim(),
    secret_answer_hash: await hashSecretAnswer(req.answer),
    recovery_failures: 0,
  });
}
