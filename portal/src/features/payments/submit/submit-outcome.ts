/**
 * What one submit attempt came to, from the borrower's point of view (payments spec §4 "Submit", §8, and
 * a payment is made once). Pure, so the rules are unit-tested without rendering.
 *
 * - accepted: the server answered with a reference number.
 * - refused: the server answered HasNoErrors false (or a 4xx): the payment was not made; the §8 text shows.
 * - lost: no answer, a 5xx or "key still in use": the payment may have gone through. The caller resends
 *   with the same Idempotency-Key (the server then answers the first call's answer, or runs it once);
 *   when every resend is lost too, the borrower reads 'processing' and is not invited to pay again.
 */
import type { SubmitPaymentResponse } from '@/api/payments/submit-payment';
import { toApiFailure, type ApiFailure } from '@/api/api-failure';
import { submitErrorOutcome, type SubmitErrorOutcome } from '@schemas/rules/submit-errors';

/** The outcome of one attempt. */
export type SubmitAttempt =
  | { kind: 'accepted'; referenceNumber: string }
  | { kind: 'refused'; error: SubmitErrorOutcome }
  | { kind: 'lost' };

/**
 * True when a failed call may have reached the server and run: no answer, a 5xx, or 409 (the keyed call still runs).
 */
export function answerLost(failure: ApiFailure): boolean {
  if (failure.kind === 'network') return true;
  const status = 'status' in failure ? failure.status : undefined;
  return status !== undefined && (status >= 500 || status === 409);
}

/** The attempt for an answer the server gave (2xx). */
export function attemptFromAnswer(answer: SubmitPaymentResponse | undefined): SubmitAttempt {
  const reference = answer?.ReferenceNumber;
  if (answer?.HasNoErrors === true && typeof reference === 'string' && reference !== '')
    return { kind: 'accepted', referenceNumber: reference };
  return { kind: 'refused', error: submitErrorOutcome(answer?.Errors?.[0]?.ErrorMessage) };
}

/**
 * The attempt for a call that failed (the client rejected). `cancelled` never happens here: submits are not aborted.
 */
export function attemptFromError(error: unknown): SubmitAttempt {
  const failure = toApiFailure(error);
  if (answerLost(failure)) return { kind: 'lost' };
  if (failure.kind === 'flag') return { kind: 'refused', error: submitErrorOutcome(failure.flag) };
  return { kind: 'refused', error: submitErrorOutcome(undefined) };
}

/** Pauses before each resend of a lost submit (ms); three tries in all, about 3 s. */
export const RESEND_DELAYS_MS: readonly number[] = [1000, 2000];

/**
 * Sends `send` and resends it (same key, same body: `send` must close over both) while the answer is lost.
 * Resolves with the last attempt's outcome; never rejects for an API failure.
 */
export async function sendUntilAnswered(
  send: () => Promise<SubmitPaymentResponse>,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<SubmitAttempt> {
  let attempt: SubmitAttempt = { kind: 'lost' };
  for (let i = 0; i <= RESEND_DELAYS_MS.length; i += 1) {
    if (i > 0) await wait(RESEND_DELAYS_MS[i - 1] ?? 0);
    attempt = await send().then(attemptFromAnswer, attemptFromError);
    if (attempt.kind !== 'lost') return attempt;
  }
  return attempt;
}
