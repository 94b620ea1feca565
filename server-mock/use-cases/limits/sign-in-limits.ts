/**
 * Limits on guessing passwords and codes (decision 290): every attempt counts against the caller's
 * address per minute, and failures count against the account from that address. Past either limit
 * the call answers 429 with Retry-After before any password is checked, the same for a name that
 * exists and one that does not. Nothing counts against the account alone, so nobody can keep a
 * known staff member or borrower out by failing on purpose from their own address.
 */
import { createHash } from 'node:crypto';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../../errors/app-error.ts';
import type { Database } from '../../store/database.ts';
import { databaseLimiter } from '../../store/rate-limit-store.ts';

/** The numbers of one limited call. */
export interface LimitPolicy {
  /** Keeps this call's counters apart from the others'. */
  name: string;
  /** Attempts one address may make per minute, right or wrong. */
  attemptsPerAddressPerMinute: number;
  /** Failures in a row for one account from one address before that pair waits `blockMinutes`. */
  failuresPerAccountAndAddress: number;
  blockMinutes: number;
}

/** Staff sign-in (`POST /studio/api/session`). */
export const STAFF_SIGN_IN_LIMITS: LimitPolicy = {
  name: 'staff-sign-in',
  attemptsPerAddressPerMinute: 20,
  failuresPerAccountAndAddress: 5,
  blockMinutes: 15,
};
/** Borrower login (`POST /api/login/userlogin`); above the lender's own lockout (MaxBadPasswordAttempts, default 5). */
export const LOGIN_LIMITS: LimitPolicy = {
  name: 'login',
  attemptsPerAddressPerMinute: 60,
  failuresPerAccountAndAddress: 10,
  blockMinutes: 15,
};
/** The login's security code (`POST /api/Login/ValidateCode`); above the code's own three tries. */
export const CODE_CHECK_LIMITS: LimitPolicy = {
  name: 'login-code',
  attemptsPerAddressPerMinute: 60,
  failuresPerAccountAndAddress: 10,
  blockMinutes: 15,
};

/** Who is trying: the caller's address and the account named in the call. */
export interface Attempt {
  address: string;
  account: string;
}

/** The limits of one call over one store. */
export interface AttemptLimits {
  /** Counts the attempt; throws the policy's 429 when the address or the account from it is over its limit. */
  admit(attempt: Attempt): Promise<void>;
  /** A wrong password or code; true when this failure is the one that starts the pair's wait. */
  failed(attempt: Attempt): Promise<boolean>;
  /** A success starts the account's failures from that address again. */
  succeeded(attempt: Attempt): Promise<void>;
}

/** Makes the 429 of a limited call from the seconds to wait. */
export type TooMany = (retryAfterSeconds: number) => AppError;

/**
 * The account part of a key: hashed, so the table holds no user names and a long name cannot
 * overflow the key column.
 */
const pairKey = ({ address, account }: Attempt) =>
  `${address}|${createHash('sha256').update(account.trim().toLowerCase()).digest('base64url')}`;

const secondsOf = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** Builds the limits of one call; counters live in `db`, shared by every process on it. */
export function attemptLimits(db: Database, policy: LimitPolicy, tooMany: TooMany): AttemptLimits {
  const perAddress = databaseLimiter(db, {
    keyPrefix: `${policy.name}:address`,
    points: policy.attemptsPerAddressPerMinute,
    durationSeconds: 60,
  });
  const failures = databaseLimiter(db, {
    keyPrefix: `${policy.name}:failures`,
    points: policy.failuresPerAccountAndAddress,
    durationSeconds: policy.blockMinutes * 60,
  });
  return {
    admit: async (attempt) => {
      const blocked = await failures.get(pairKey(attempt));
      if (blocked && blocked.remainingPoints <= 0) throw tooMany(secondsOf(blocked.msBeforeNext));
      try {
        await perAddress.consume(attempt.address);
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes) throw tooMany(secondsOf(refusal.msBeforeNext));
        throw refusal;
      }
    },
    failed: async (attempt) => {
      // penalty counts without refusing: the refusal comes at the next admit.
      const counted = await failures.penalty(pairKey(attempt));
      return counted.consumedPoints === policy.failuresPerAccountAndAddress;
    },
    succeeded: async (attempt) => {
      await failures.delete(pairKey(attempt));
    },
  };
}

/**
 * Runs a call of the borrower API inside its limits: admitted first, a refusal whose code is one of
 * `failureCodes` (a wrong password or code) counted as a failure, a success clearing the failures.
 */
export async function withinLimits<T>(
  limits: AttemptLimits,
  attempt: Attempt,
  failureCodes: ReadonlySet<string>,
  work: () => Promise<T>,
): Promise<T> {
  await limits.admit(attempt);
  let result: T;
  try {
    result = await work();
  } catch (error) {
    if (error instanceof AppError && failureCodes.has(error.code)) await limits.failed(attempt);
    throw error;
  }
  await limits.succeeded(attempt);
  return result;
}
