/**
 * Why a calendar day cannot be chosen (payments spec §5: the calendar shows which days can be chosen
 * and, for a day that cannot, why). The verdict is the one of the date rules (payment-dates.ts for a
 * one-time date, recurring-start.ts for a first recurring date); this module only names the reason
 * finer, so the calendar can tell a holiday from a lender's non-payment day (decision 211).
 */
import { dayOfWeek, isBankHoliday, type IsoDay } from './calendar.ts';
import { checkPaymentDate, type PaymentDateRules } from './payment-dates.ts';
import { checkRecurringStart, type RecurringDateRules } from './recurring-start.ts';

/** A reason the calendar explains. */
export type DayReason =
  | 'past'
  | 'beyondWindow'
  | 'saturday'
  | 'sunday'
  | 'holiday'
  | 'nonPaymentDay'
  | 'smallDollar'
  | 'dayOfMonth'
  | 'immediateAch';

/** Latest day of the month a first recurring date may fall on (§5 "Recurring date"). */
const LAST_DAY_OF_MONTH = { MonthlyOnDate: 30, SemiMonthly: 28, Weekly: 31, TwoWeeks: 31 } as const;

/**
 * The finer reason behind a "not allowed" verdict, in the order the rules check: day of month, holiday, non-payment
 * day, weekend.
 */
function notAllowedReason(date: IsoDay, nonPaymentDays: readonly IsoDay[] | undefined, lastDay = 31): DayReason {
  if (Number(date.slice(8)) > lastDay) return 'dayOfMonth';
  if (isBankHoliday(date)) return 'holiday';
  if ((nonPaymentDays ?? []).includes(date)) return 'nonPaymentDay';
  const weekday = dayOfWeek(date);
  if (weekday === 6) return 'saturday';
  return weekday === 0 ? 'sunday' : 'dayOfMonth';
}

/** Why a one-time date cannot be chosen; undefined when it can. */
export function oneTimeDayReason(date: IsoDay, rules: PaymentDateRules): DayReason | undefined {
  switch (checkPaymentDate(date, rules)) {
    case undefined:
      return undefined;
    case 'required':
    case 'minDate':
      return 'past';
    case 'maxDate':
      return 'beyondWindow';
    case 'immediateACHPaymentsNotAllowed':
      return 'immediateAch';
    case 'saturday':
      return 'saturday';
    case 'sunday':
      return 'sunday';
    case 'smallDollar':
      return 'smallDollar';
    case 'dateNotAllowed':
      return notAllowedReason(date, rules.nonPaymentDays);
  }
}

/** Why a first recurring date cannot be chosen; undefined when it can. */
export function recurringDayReason(date: IsoDay, rules: RecurringDateRules): DayReason | undefined {
  switch (checkRecurringStart(date, rules)) {
    case undefined:
      return undefined;
    case 'notFuture':
      return 'past';
    case 'beyondWindow':
      return 'beyondWindow';
    case 'smallDollar':
      return 'smallDollar';
    case 'notAllowed':
      return notAllowedReason(date, rules.nonPaymentDays, LAST_DAY_OF_MONTH[rules.schedule]);
  }
}
