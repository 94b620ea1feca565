/**
 * `Idempotency-Key` on payment submits (decision 240): the first call with a key runs and its answer
 * is kept; a retry with the same key and body gets that answer and creates nothing; the same key with
 * another body answers 422 `IdempotencyKeyReused`. A retry arriving while the first call still runs
 * waits for its answer. Keys are per user and per path. The body is compared without its access tokens
 * (EncryptedData, AchDraftAgreementToken): each tab fetches its own for the same loan and agreement, and the
 * portal sends a second tab's confirm of the same payment with the first tab's key (decision 240).
 */
import { AppError } from '../../errors/app-error.ts';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  findIdempotentAnswer,
  hashBody,
  releaseIdempotencyKey,
} from '../../store/payments/idempotency-repo.ts';
import type { PaymentsContext } from './payments-context.ts';

/** Longest accepted key. */
export const MAX_IDEMPOTENCY_KEY_LENGTH = 255;
const WAIT_STEP_MS = 20;
const WAIT_LIMIT_MS = 5000;

/** One keyed call. */
export interface KeyedCall {
  userName: string;
  /** The header's value; undefined runs the call without a key. */
  key: string | undefined;
  path: string;
  body: unknown;
}

/** Fields that name the same loan or agreement differently per fetch: not part of what is paid. */
const ACCESS_TOKEN_FIELDS = new Set(['EncryptedData', 'AchDraftAgreementToken']);

/** The body without its access tokens, at any depth. */
export function withoutAccessTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutAccessTokens);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([k]) => !ACCESS_TOKEN_FIELDS.has(k))
        .map(([k, v]) => [k, withoutAccessTokens(v)]),
    );
  }
  return value;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `work` once per key; answers the JSON body to send (status 200). */
export async function idempotent<T>(ctx: PaymentsContext, call: KeyedCall, work: () => Promise<T>): Promise<T> {
  if (call.key === undefined) return work();
  if (call.key.trim() === '' || call.key.length > MAX_IDEMPOTENCY_KEY_LENGTH)
    throw AppError.badRequest('Idempotency-Key must be 1 to 255 characters');
  const { userName, key, path } = call;
  const bodyHash = hashBody(withoutAccessTokens(call.body));
  if (await claimIdempotencyKey(ctx.db, userName, key, path, bodyHash, ctx.clock())) {
    try {
      const answer = await work();
      await completeIdempotencyKey(ctx.db, userName, key, path, 200, answer);
      return answer;
    } catch (err) {
      await releaseIdempotencyKey(ctx.db, userName, key, path);
      throw err;
    }
  }
  for (let waited = 0; waited <= WAIT_LIMIT_MS; waited += WAIT_STEP_MS) {
    const first = await findIdempotentAnswer(ctx.db, userName, key, path);
    if (!first) return idempotent(ctx, call, work); // the first call failed and gave its claim up
    if (first.bodyHash !== bodyHash)
      throw new AppError(422, 'IdempotencyKeyReused', 'This Idempotency-Key was used with another body');
    if (first.status !== 0) return first.response as T;
    await sleep(WAIT_STEP_MS);
  }
  throw new AppError(409, 'IdempotencyKeyInUse', 'A call with this Idempotency-Key is still running');
}
