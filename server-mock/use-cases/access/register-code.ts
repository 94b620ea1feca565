/**
 * E-mail verification during registration (spec §4 "E-mail verification in registration", §8):
 * `GenerateMFACode` mails a six-digit code and answers a token naming it; `ValidateCode` checks it
 * (403 CodeExpired, MaxAttemptsReached, Invalid). The registration then counts the address verified.
 */
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { createChallenge, findChallenge } from '../../store/access/one-time-codes-repo.ts';
import { sendToOutbox } from '../../store/outbox-repo.ts';
import { CODE_TTL_MS, checkOneTimeCode } from './one-time-code.ts';

/** `POST /api/Register/GenerateMFACode`. */
export async function generateRegistrationCode(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  req: { id: string; firstName: string; emailAddress: string },
): Promise<{ MFAToken: string }> {
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(req.emailAddress))
    throw AppError.badRequest('EmailAddress is not an e-mail address');
  const now = ctx.clock();
  const { id, code } = await createChallenge(ctx.db, {
    purpose: 'register',
    userName: null,
    emailAddress: req.emailAddress,
    now,
    ttlMs: CODE_TTL_MS,
  });
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
export async function validateRegistrationCode(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  req: { mfaToken: string; code: string },
): Promise<void> {
  const now = ctx.clock();
  const challenge = await findChallenge(ctx.db, req.mfaToken);
  // A login code's token must not validate a registration.
  await checkOneTimeCode(ctx.db, challenge?.purpose === 'register' ? challenge : undefined, req.code, now);
}
