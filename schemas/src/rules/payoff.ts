/**
 * Payoff quote (payments spec sections 4 and 7): the payoff amount on file plus per-diem interest
 * from today to the payoff date, balance x rate / 100 / 365 per day, rounded to cents once by the
 * money rule (money.ts).
 */
import { fromCents, roundCents, toCents } from './money';

/** Latest payoff date a quote is given for, in days from today. */
export const PAYOFF_QUOTE_WINDOW_DAYS = 90;

/** The facts a quote is computed from. */
export interface PayoffQuoteInput {
  /** Principal plus interest to today. */
  payoffAmount: number;
  /** Principal balance that accrues interest. */
  balance: number;
  /** Annual rate in percent, e.g. 6.49. */
  ratePercent: number;
  /** Days from today to the payoff date (0 for today). */
  days: number;
}

/** Interest for one day, in dollars (not rounded). */
export function perDiemInterest(balance: number, ratePercent: number): number {
  return (balance * ratePercent) / 100 / 365;
}

/** The quote in dollars: the interest of all the days is summed first, then rounded once to cents. */
export function payoffQuoteAmount(input: PayoffQuoteInput): number {
  if (input.days < 0) throw new Error('A payoff date cannot be in the past');
  const interestCents = roundCents(perDiemInterest(input.balance, input.ratePercent) * 100 * input.days);
  return fromCents(toCents(input.payoffAmount) + interestCents);
}

/** Why a payoff date is refused: before today, or beyond the quote window. */
export function checkPayoffDate(days: number): 'minDate' | 'maxDate' | undefined {
  if (days < 0) return 'minDate';
  if (days > PAYOFF_QUOTE_WINDOW_DAYS) return 'maxDate';
  return undefined;
}

/** What the payoff toggle's visibility depends on (§5 "Payoff toggle shown only when"). */
export interface PayoffToggleInput {
  payoffAmount: number;
  hideToggle: boolean;
  /** generalPaymentOptions.maxPayoffPercentOption as set: empty (undefined) or 1 shows the toggle. */
  maxPayoffPercent: number | undefined;
  isCard: boolean;
  /** maximumCardPaymentAmountOption (0 = no maximum). */
  cardMaximum: number;
  /** The chosen date is after today. */
  futureDate: boolean;
  /** Future payoff allowed for the method (allowFuturePayoffbyCreditCardOption / allowFuturePayoffByACHOption). */
  futurePayoffAllowed: boolean;
}

/**
 * §5: payoffAmount above 0; toggle not hidden; max percent empty or 1; card within its maximum; a future date allowed
 * for the method.
 */
export function payoffToggleShown(input: PayoffToggleInput): boolean {
  if (!(input.payoffAmount > 0) || input.hideToggle) return false;
  if (input.maxPayoffPercent !== undefined && input.maxPayoffPercent !== 1) return false;
  if (input.isCard && input.cardMaximum > 0 && input.payoffAmount > input.cardMaximum) return false;
  return !input.futureDate || input.futurePayoffAllowed;
}
