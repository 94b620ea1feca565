/**
 * E-mail verification during registration (spec §4 "E-mail verification in registration", §8):
 * `GenerateMFACode` mails a six-digit code and answers a token naming it; `ValidateCode` checks it
 * (403 CodeExpired, MaxAttemptsReached, Invalid). The registration then counts the address verified.
 */
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { countAttempt, createChallenge, findChallenge, hashCode, markValidated } from '../../store/access/one-time-codes-repo.ts';
import { sendToOutbox } from '../../store/outbox-repo.ts';
import { CODE_MAX_ATTEMPTS, CODE_TTL_MS } from './login-mfa.ts';

/** `POST /api/Register/GenerateMFACode`. */
export async function generateRegistrationCode(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  req: { id: string; firstName: string; emailAddress: string },
): Promise<{ MFAToken: string }> {
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(req.emailAddress)) throw AppError.badRequest('EmailAddress is not an e-mail address');
  const now = ctx.clock();
  const { id, code } = await createChallenge(ctx.db, { purpose: 'register', userName: null, emailAddress: req.emailAddress, now, ttlMs: CODE_TTL_MS });
  await sendToOutbox(ctx.db, {
    to: req.emailAddress,
    channel: 'email',
    subject: 'Your verification code',
    body: `Hello ${req.firstName || 'there'}, your verification code is ${code}. It expires in 10 minutes.`,
    code,
    sentAt: now,
  });
  return { MFAToken: id };
}

/** `POST /api/Register/ValidateCode`. */
export async function validateRegistrationCode(ctx: Pick<AppContext, 'db' | 'clock'>, req: { mfaToken: string; code: string }): Promise<void> {
  const now = ctx.clock();
  const challenge = await findChallenge(ctx.db, req.mfaToken);
  if (!challenge || challenge.purpose !== 'register' || challenge.validatedAt) throw AppError.forbidden('Invalid');
  if (challenge.attempts >= CODE_MAX_ATTEMPTS) throw AppError.forbidden('MaxAttemptsReached');
  if (challenge.expiresAt.getTime() <= now.getTime()) throw AppError.forbidden('CodeExpired');
  if (hashCode(challenge.id, req.code) !== challenge.codeHash) {
    await countAttempt(ctx.db, challenge.id);
    throw AppError.forbidden(challenge.attempts + 1 >= CODE_MAX_ATTEMPTS ? 'MaxAttemptsReached' : 'Invalid');
  }
  await markValidated(ctx.db, challenge.id, now);
}
