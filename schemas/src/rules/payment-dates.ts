/**
 * Payment date rules (payments spec section 5 "Payment date", "One-time date", section 8 date errors):
 * the one-time window, bank holidays and host non-payment days, weekends per settings and the small-dollar
 * rule. Days and holidays come from the one calendar (calendar.ts). Pure: "today" is always passed in.
 */
import { dayOfWeek, daysBetween, isBankHoliday, isIsoDay, type IsoDay } from './calendar';

/** Error keys of the payment-date table in spec section 5. */
export type PaymentDateProblem =
  | 'required'
  | 'minDate'
  | 'maxDate'
  | 'saturday'
  | 'sunday'
  | 'dateNotAllowed'
  | 'smallDollar'
  | 'immediateACHPaymentsNotAllowed';

/** Small-dollar window: 4 days ahead for mail preference 1, 7 days for 2 (spec section 9). */
export function smallDollarWindowDays(mailPreference: 1 | 2): number {
  return mailPreference === 2 ? 7 : 4;
}

/** What a payment date is checked against. */
export interface PaymentDateRules {
  today: IsoDay;
  /** Latest date is today plus this many days (the loan's NumberDaysInPeriod). */
  maxDaysAhead: number;
  allowSaturday: boolean;
  allowSunday: boolean;
  /** Host non-payment days (yyyy-MM-dd); bank holidays are always added. */
  nonPaymentDays?: readonly IsoDay[];
  /** The small-dollar rule when enabled: the loan's mail preference. */
  smallDollar?: { mailPreference: 1 | 2 };
  /** The blocked immediate-ACH date (today, when immediate ACH is blocked by setting or past the cut-off). */
  blockedDate?: IsoDay;
}

/**
 * Checks a payment date; answers the spec's error key or undefined when the date is allowed.
 * Order follows the spec's one-time date list: required, non-payment day, window, weekend, small dollar.
 */
export function checkPaymentDate(date: IsoDay, rules: PaymentDateRules): PaymentDateProblem | undefined {
  if (date === '' || !isIsoDay(date)) return 'required';
  if (rules.blockedDate === date) return 'immediateACHPaymentsNotAllowed';
  if (daysBetween(rules.today, date) < 0) return 'minDate';
  if (daysBetween(rules.today, date) > rules.maxDaysAhead) return 'maxDate';
  if (isBankHoliday(date) || (rules.nonPaymentDays ?? []).includes(date)) return 'dateNotAllowed';
  if (dayOfWeek(date) === 6 && !rules.allowSaturday) return 'saturday';
  if (dayOfWeek(date) === 0 && !rules.allowSunday) return 'sunday';
  if (rules.smallDollar) {
    const ahead = daysBetween(rules.today, date);
    if (ahead > 0 && ahead <= smallDollarWindowDays(rules.smallDollar.mailPreference)) return 'smallDollar';
  }
  return undefined;
}
