/** The limited calls of one app, each with its 429 in the shape its API answers errors in. */
import { AppError } from '../../errors/app-error.ts';
import { studioError } from '../../errors/studio-error.ts';
import type { Database } from '../../store/database.ts';
import {
  attemptLimits,
  CODE_CHECK_LIMITS,
  LOGIN_LIMITS,
  STAFF_SIGN_IN_LIMITS,
  type AttemptLimits,
} from './sign-in-limits.ts';

/** Limits of staff sign-in, borrower login and the login's security code. */
export interface AppLimits {
  staffSignIn: AttemptLimits;
  login: AttemptLimits;
  codeCheck: AttemptLimits;
}

/** The studio's body: one sentence, in whole minutes. */
function studioTooMany(retryAfterSeconds: number): AppError {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const error = studioError(
    429,
    `Too many sign-in attempts; try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  );
  error.retryAfterSeconds = retryAfterSeconds;
  return error;
}

/** Builds the limits over the app's store. */
export function appLimits(db: Database): AppLimits {
  return {
    staffSignIn: attemptLimits(db, STAFF_SIGN_IN_LIMITS, studioTooMany),
    login: attemptLimits(db, LOGIN_LIMITS, AppError.tooManyAttempts),
    codeCheck: attemptLimits(db, CODE_CHECK_LIMITS, AppError.tooManyAttempts),
  };
}
