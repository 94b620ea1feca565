/**
 * Payment amount limits (payments spec section 5 "Payment amount"): the default minimum 0.01 raised by
 * the method's setting minimum, the forced-total-due rules, and the maximum from the card maximum,
 * the regular payment for recurring, or the payoff amount times the max payoff percent.
 * Limits are rounded to cents by the one money rule (money.ts).
 */
import type { SettingsReader } from '../settings/reader.ts';
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

/**
 * The maximum (§5): the card maximum, the regular payment for a recurring payment held to it, else the payoff
 * times the max percent. A recurring card payment held to the regular payment is held to it below a higher card
 * maximum too (decision 310: "at most the regular payment amount" names no method).
 */
function paymentMaximum(input: AmountLimitInput): number {
  const heldToRegular = input.isRecurring && !input.allowExtraOnRecurring;
  if (input.isCard && input.settingMaximum > 0)
    return heldToRegular ? Math.min(input.settingMaximum, input.regularPayment) : input.settingMaximum;
  if (heldToRegular) return input.regularPayment;
  const percent = input.maxPayoffPercent > 0 ? input.maxPayoffPercent : 1;
  const max = fromCents(multiplyByRate(toCents(input.payoffAmount), percent));
  return !input.isCard && input.settingMaximum > 0 ? Math.min(max, input.settingMaximum) : max;
}

/**
 * The minimum before it is capped at the maximum (§5). At or above a card maximum it means only ACH can
 * pay ('Only payment by ACH is allowed at this time...'), which the capped minimum would hide.
 */
export function paymentMinimum(input: AmountLimitInput): number {
  let min = Math.max(DEFAULT_MINIMUM_PAYMENT, input.settingMinimum);
  if (input.requireMinimumToday)
    min = Math.min(input.regularPayment, input.totalDue, input.requireMinimumToday.payoffQuote);
  if (input.forceTotalDue && !input.isRecurring) min = input.totalDue;
  if (input.forceTotalDueDelinquent) min = Math.max(input.totalDue, input.settingMinimum);
  return roundDollars(Math.max(min, DEFAULT_MINIMUM_PAYMENT));
}

/** Computes the limits; the minimum is capped at the maximum as the spec says. */
export function paymentAmountLimits(input: AmountLimitInput): AmountLimits {
  const max = paymentMaximum(input);
  return { min: roundDollars(Math.min(paymentMinimum(input), max)), max: roundDollars(max) };
}

/** Checks an amount against limits: the submit-error keys amountMinimum / amountMaximum. */
export function checkPaymentAmount(
  amount: number,
  limits: AmountLimits,
): 'amountMinimum' | 'amountMaximum' | undefined {
  if (!Number.isFinite(amount) || amount < limits.min) return 'amountMinimum';
  if (amount > limits.max) return 'amountMaximum';
  return undefined;
}

/**
 * Whether a recurring payment may be above the regular payment (§4 "Amount step", §5 "Payment amount"): every
 * recurring frequency is held to the regular payment unless the custom-amount setting allows more (decision 310;
 * additional principal is a separate figure and lifts nothing). The portal and the sandbox both ask here.
 */
export function recurringAllowsExtra(settings: SettingsReader): boolean {
  return settings.flag('recurringPaymentOptions.allowCustomAmountOnDaysBeforeDueOption');
}
