/**
 * The six payment submits (payments spec §7): POST /api/PaymentImmediate|PaymentScheduled|PaymentRecurring
 * /SubmitCard|SubmitAch. One file for the six: they share one body shape (recurring adds RecurringDetails
 * and AchDraftAgreementToken), one answer and one policy; only the path differs (decision 215).
 *
 * Every call carries an `Idempotency-Key` made once per confirmed payment by the caller and sent again by
 * every retry of it, so a retry after a lost answer gets the first answer back instead of paying twice.
 */
import type { components } from '@contract/api-types';
import { api } from '../api-client';

type Schemas = components['schemas'];

/** When the payment is made: today, a later date, or on a schedule (§4 "A payment is immediate if ..."). */
export type PaymentTiming = 'immediate' | 'scheduled' | 'recurring';

/** Body of an immediate or scheduled submit. */
export type PaymentSubmitBody = Schemas['PaymentSubmitBody'];
/** Body of a recurring submit. */
export type RecurringPaymentSubmitBody = Schemas['RecurringPaymentSubmitBody'];
/** The answer: HasNoErrors, Errors, ReferenceNumber. */
export type SubmitPaymentResponse = Schemas['SubmitPaymentResponse'];

const CONTROLLER = {
  immediate: 'PaymentImmediate',
  scheduled: 'PaymentScheduled',
  recurring: 'PaymentRecurring',
} as const satisfies Readonly<Record<PaymentTiming, string>>;

/** One of the six submit paths of the contract. */
export type SubmitPath = `${(typeof CONTROLLER)[PaymentTiming]}/${'SubmitCard' | 'SubmitAch'}`;

/** The path of the submit for a timing and method, relative to /api/. */
export function submitPath(timing: PaymentTiming, isCard: boolean): SubmitPath {
  return `${CONTROLLER[timing]}/${isCard ? 'SubmitCard' : 'SubmitAch'}` as const;
}

/** One submit: which endpoint, the body, and the payment's idempotency key. */
export type SubmitPaymentInput =
  | { timing: 'immediate' | 'scheduled'; isCard: boolean; body: PaymentSubmitBody; idempotencyKey: string }
  | { timing: 'recurring'; isCard: boolean; body: RecurringPaymentSubmitBody; idempotencyKey: string };

/** Posts the payment. Resolves with the answer (also a refusal, HasNoErrors false); rejects when the call failed. */
export async function submitPayment(input: SubmitPaymentInput): Promise<SubmitPaymentResponse> {
  const { data } = await api.post(submitPath(input.timing, input.isCard), input.body, {
    headers: { 'Idempotency-Key': input.idempotencyKey },
  });
  return data;
}
