/**
 * What the payment-info answer of the chosen loan allows (payments spec §4 "Account selection", §8
 * "Payment-info errors"): card and ACH blocking, and the one on-screen error that stops the payment,
 * whether the server sent it or the screen sets it locally.
 */

/** Catalogue keys of the payment-info texts (settings section paymentInfoErrors). */
export type PaymentInfoErrorKey =
  | 'generic'
  | 'niteMode'
  | 'paymentBlocked'
  | 'blockedOnPendingRecurring'
  | 'delinquent'
  | 'noPaymentNeeded'
  | 'disabledAfterCutoff';

/** The payment-info fields these rules read. */
export interface PaymentInfoFacts {
  HasNoErrors: boolean;
  Errors: readonly { ErrorMessage?: string | null }[];
  PaymentOptions?: { AllowCards?: boolean; AllowACH?: boolean };
  ScheduledPayments?: readonly unknown[];
  BlockImmediateACHPaymentsAfterCutoffTime?: boolean;
  blockAchPayment?: boolean;
  blockCardPayment?: boolean;
}

/** The server's codes and their texts' keys; any other code is Generic. */
const SERVER_CODES: Readonly<Record<string, PaymentInfoErrorKey>> = {
  Generic: 'generic',
  NiteMode: 'niteMode',
  PaymentBlocked: 'paymentBlocked',
  BlockedOnPendingRecurring: 'blockedOnPendingRecurring',
  Delinquent: 'delinquent',
  NoPaymentNeeded: 'noPaymentNeeded',
  DisabledPaymentsAfterCutoffTime: 'disabledAfterCutoff',
};

/** The key for a server code: the catalogue's entry, Generic for an unknown or empty code. */
export function serverErrorKey(code: string | null | undefined): PaymentInfoErrorKey {
  return (
    (code && Object.prototype.hasOwnProperty.call(SERVER_CODES, code) ? SERVER_CODES[code] : undefined) ?? 'generic'
  );
}

/** What the screen may do with the chosen loan. */
export interface PaymentAccess {
  /** Card is blocked: blockCardPayment set or AllowCards false ('Card payment not allowed ...'). */
  cardBlocked: boolean;
  /** ACH is blocked: blockAchPayment set ('ACH payment not allowed ...'). */
  achBlocked: boolean;
  /** The text that stops the payment, if any. */
  errorKey?: PaymentInfoErrorKey;
}

/**
 * Reads a payment-info answer (`undefined` when the call failed) for a loan whose list balance is
 * `balance` (dollars; undefined when the list does not say). The server's error wins; otherwise the
 * screen sets NoPaymentNeeded for a zero balance and DisabledPaymentsAfterCutoffTime when the cut-off
 * blocks today's ACH, a scheduled payment exists and cards are not allowed.
 */
export function assessPaymentInfo(info: PaymentInfoFacts | undefined, balance?: number): PaymentAccess {
  if (!info) return { cardBlocked: true, achBlocked: true, errorKey: 'generic' };
  const cardBlocked = info.blockCardPayment === true || info.PaymentOptions?.AllowCards === false;
  const achBlocked = info.blockAchPayment === true;
  if (!info.HasNoErrors) return { cardBlocked, achBlocked, errorKey: serverErrorKey(info.Errors[0]?.ErrorMessage) };
  if (balance === 0) return { cardBlocked, achBlocked, errorKey: 'noPaymentNeeded' };
  const scheduled = info.ScheduledPayments?.length ?? 0;
  if (info.BlockImmediateACHPaymentsAfterCutoffTime === true && scheduled > 0 && cardBlocked) {
    return { cardBlocked, achBlocked, errorKey: 'disabledAfterCutoff' };
  }
  return { cardBlocked, achBlocked };
}
