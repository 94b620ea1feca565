/**
 * The one-time code check shared by login (spec §4 step 1) and registration (§4 "E-mail verification
 * in registration"): the same limits and the same 403 codes (§8 "Security code") for both.
 */
import type { Database } from '../../store/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { countAttempt, hashCode, markValidated, type CodeChallenge } from '../../store/access/one-time-codes-repo.ts';

/** A code's lifetime. */
export const CODE_TTL_MS = 10 * 60_000;
/** Wrong tries allowed per code; the next one answers MaxAttemptsReached. */
export const CODE_MAX_ATTEMPTS = 3;

/**
 * Accepts `code` for `challenge` and marks the challenge validated. Throws 403 `Invalid` (no such or an
 * already used challenge, or a wrong code), `MaxAttemptsReached` (the tries are used up, counting this
 * one) or `CodeExpired`. A wrong code counts as a try.
 */
export async function checkOneTimeCode(
  db: Database,
  challenge: CodeChallenge | undefined,
  code: string,
  now: Date,
): Promise<void> {
  if (!challenge || challenge.validatedAt) throw AppError.forbidden('Invalid');
  if (challenge.attempts >= CODE_MAX_ATTEMPTS) throw AppError.forbidden('MaxAttemptsReached');
  if (challenge.expiresAt.getTime() <= now.getTime()) throw AppError.forbidden('CodeExpired');
  if (hashCode(challenge.id, code) !== challenge.codeHash) {
    await countAttempt(db, challenge.id);
    throw AppError.forbidden(challenge.attempts + 1 >= CODE_MAX_ATTEMPTS ? 'MaxAttemptsReached' : 'Invalid');
  }
  await markValidated(db, challenge.id, now);
}
