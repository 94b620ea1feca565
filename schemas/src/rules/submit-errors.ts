/**
 * Submit errors (payments spec §8 "Submit errors"): which catalogue text a refused or failed payment submit
 * shows. Pure: the portal turns the outcome into words with its settings (section `paymentSubmitErrors`).
 *
 * - Server messages are lowercased and converted to camelCase keys: the host answers PascalCase codes
 *   ('ReachedMaxScheduledAllowed', decision 085), so a message is matched to a key ignoring case.
 * - A message containing 'Generic -' is shown as a processing error with that prefix removed (first only).
 * - A key containing a space leads to the generic host error ('processing').
 * - A failed call with no error list shows a generic error.
 * - For card payments an extra configured card-payment text is added if it exists.
 * - After declined, over limit, invalid info or expired the submit button is disabled (§4 "Submit").
 */

/** Every submit-error text key of the catalogue (schemas/settings/paymentSubmitErrors.json, less the card suffix). */
export const SUBMIT_ERROR_KEYS = [
  'generic',
  'invalid',
  'multipleScheduled',
  'scheduled',
  'retrieving',
  'securityNotAllowed',
  'payWithoutSaving',
  'deleting',
  'reachedMaxScheduledAllowed',
  'dateNotAllowed',
  'holiday',
  'weekend',
  'payOffQuote',
  'amountMaximum',
  'amountMinimum',
  'routingNumberInvalid',
  'processing',
  'connection',
  'declined',
  'overLimit',
  'invalidInfo',
  'expired',
  'contactUs',
  'hostSecurity',
  'hostACHSecurity',
  'noPaymentOnline',
  'noAchPayment',
  'hostNightMode',
  'nightError',
  'recurringDeleteNotAllowed',
  'recurringDeleteNotAllowedAch',
  'recurringDeleteNotAllowedCard',
  'recurringNotAllowedAch',
  'recurringNotAllowedCard',
  'scheduledNotAllowedAch',
  'scheduledNotAllowedCard',
  'modifyScheduledNotAllowedAch',
  'modifyScheduledNotAllowedCard',
  'noCreditCards',
  'invalidNodeStatus',
  'wallet',
] as const;

/** A submit-error text key. */
export type SubmitErrorKey = (typeof SUBMIT_ERROR_KEYS)[number];

/**
 * Server keys that share another key's text (§8): 'invalid (and new/error text)', 'payWithoutSaving /
 * mustSavePaymentMethod', and the date errors (minimum, maximum, before cut-off time, small-dollar blocked
 * days) that all read 'The payment can not be scheduled for that time.'
 */
const ALIASES: Readonly<Record<string, SubmitErrorKey>> = {
  new: 'invalid',
  error: 'invalid',
  mustsavepaymentmethod: 'payWithoutSaving',
  mindate: 'dateNotAllowed',
  maxdate: 'dateNotAllowed',
  dateminimum: 'dateNotAllowed',
  datemaximum: 'dateNotAllowed',
  beforecutofftime: 'dateNotAllowed',
  smalldollar: 'dateNotAllowed',
};

const BY_LOWER_CASE = new Map<string, SubmitErrorKey>(SUBMIT_ERROR_KEYS.map((key) => [key.toLowerCase(), key]));

/** Keys after which the same card cannot be submitted again (§4: declined, over limit, invalid info, expired). */
export const SUBMIT_BLOCKING_KEYS: ReadonlySet<SubmitErrorKey> = new Set([
  'declined',
  'overLimit',
  'invalidInfo',
  'expired',
]);

/** What a submit failure shows: a catalogue text, or the server's own processing text. */
export type SubmitErrorOutcome = { kind: 'key'; key: SubmitErrorKey } | { kind: 'processingText'; text: string };

const GENERIC_PREFIX = 'Generic -';

/**
 * The outcome for the first server message of a refused submit (`Errors[0].ErrorMessage`), or for a
 * failed call without one (`undefined`).
 */
export function submitErrorOutcome(message: string | null | undefined): SubmitErrorOutcome {
  const trimmed = (message ?? '').trim();
  if (trimmed === '') return { kind: 'key', key: 'generic' };
  if (trimmed.includes(GENERIC_PREFIX)) {
    const text = trimmed.replace(GENERIC_PREFIX, '').trim();
    return text === '' ? { kind: 'key', key: 'processing' } : { kind: 'processingText', text };
  }
  if (/\s/.test(trimmed)) return { kind: 'key', key: 'processing' };
  const lower = trimmed.toLowerCase();
  const key = BY_LOWER_CASE.get(lower) ?? ALIASES[lower] ?? 'generic';
  return { kind: 'key', key };
}

/** The text to show: the base text plus, for a card payment, the institution's card text when set. */
export function withCardText(text: string, isCard: boolean, cardText: string): string {
  const extra = cardText.trim();
  return isCard && extra !== '' ? `${text} ${extra}` : text;
}

/** True when the outcome disables the submit button for this payment. */
export function blocksResubmit(outcome: SubmitErrorOutcome): boolean {
  return outcome.kind === 'key' && SUBMIT_BLOCKING_KEYS.has(outcome.key);
}
