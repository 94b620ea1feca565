/**
 * Payment amount limits (payments spec section 5 "Payment amount"): the default minimum 0.01 raised by
 * the method's setting minimum, the forced-total-due rules, and the maximum from the card maximum,
 * the regular payment for recurring, or the payoff amount times the max payoff percent.
 * Limits are rounded to cents by the one money rule (money.ts).
 */
import { fromCents, multiplyByRate, roundDollars, toCents } from './money';

/** The spec's default minimum payment. */
export const DEFAULT_MINIMUM_PAYMENT = 0.01;

/** What the limits depend on. Money in dollars; a setting of 0 means "not set". */
export interface AmountLimitInput {
  isCard: boolean;
  isRecurring: boolean;
  /** Minimum for the method from settings (card or ACH minimum option). */
  settingMinimum: number;
  /** Maximum for the method from settings (maximumCardPaymentAmountOption or the ACH maximum). */
  settingMaximum: number;
  payoffAmount: number;
  /** generalPaymentOptions.maxPayoffPercentOption (1 = the full payoff). */
  maxPayoffPercent: number;
  /** The loan's regular (installment) payment. */
  regularPayment: number;
  totalDue: number;
  /** Recurring payments may exceed the regular payment (custom amount or additional principal allowed). */
  allowExtraOnRecurring?: boolean;
  /** requireMinimumPaymentOption with a payment dated today. */
  requireMinimumToday?: { payoffQuote: number };
  /** forceTotalDueAsMinimumPaymentOption. */
  forceTotalDue?: boolean;
  /** forceTotalDueAsMinimumPaymentWhenDelinquentOption on a delinquent loan. */
  forceTotalDueDelinquent?: boolean;
}

/** Inclusive limits in dollars. */
export interface AmountLimits {
  min: number;
  max: number;
}

/** Computes the limits; the minimum is capped at the maximum as the spec says. */
export function paymentAmountLimits(input: AmountLimitInput): AmountLimits {
  const methodMinimum = Math.max(DEFAULT_MINIMUM_PAYMENT, input.settingMinimum);
  let max: number;
  if (input.isCard && input.settingMaximum > 0) max = input.settingMaximum;
  else if (input.isRecurring && !input.allowExtraOnRecurring) max = input.regularPayment;
  else {
    const percent = input.maxPayoffPercent > 0 ? input.maxPayoffPercent : 1;
    max = fromCents(multiplyByRate(toCents(input.payoffAmount), percent));
    if (!input.isCard && input.settingMaximum > 0) max = Math.min(max, input.settingMaximum);
  }
  let min = methodMinimum;
  if (input.requireMinimumToday) {
    min = Math.min(input.regularPayment, input.totalDue, input.requireMinimumToday.payoffQuote);
  }
  if (input.forceTotalDue && !input.isRecurring) min = input.totalDue;
  if (input.forceTotalDueDelinquent) min = Math.max(input.totalDue, input.settingMinimum);
  min = Math.max(min, DEFAULT_MINIMUM_PAYMENT);
  return { min: roundDollars(Math.min(min, max)), max: roundDollars(max) };
}

/** Checks an amount against limits: the submit-error keys amountMinimum / amountMaximum. */
export function checkPaymentAmount(amount: number, limits: AmountLimits): 'amountMinimum' | 'amountMaximum' | undefined {
  if (!Number.isFinite(amount) || amount < limits.min) return 'amountMinimum';
  if (amount > limits.max) return 'amountMaximum';
  return undefined;
}
