/**
 * Recurring date rules (payments spec section 5 "Recurring date" and "Days before due"): which first
 * date a recurring schedule may start on, and which days-before-due choices are offered. Pure: "today"
 * is passed in; days come from the one calendar module.
 */
import { addDays, dayOfWeek, daysBetween, isBankHoliday, type IsoDay } from './calendar.ts';
import { checkPaymentDate, smallDollarWindowDays, type PaymentDateRules } from './payment-dates.ts';

/** Latest first date: 31 days from today (spec section 9). */
export const RECURRING_WINDOW_DAYS = 31;

/** Why a first date is refused, by the spec's message: see RECURRING_DATE_MESSAGES. */
export type RecurringDateProblem = 'notFuture' | 'beyondWindow' | 'notAllowed' | 'smallDollar';

/** The spec's texts, word for word. */
export const RECURRING_DATE_MESSAGES: Readonly<Record<RecurringDateProblem, string>> = {
  notFuture: 'Payment date must be in the future',
  beyondWindow: 'First payment date must be within 30 days',
  notAllowed: 'That date is not allowed.',
  smallDollar: 'Payment cannot be made on this date.',
};

/** What a recurring first date is checked against. */
export interface RecurringDateRules {
  today: IsoDay;
  /** MonthlyOnDate allows days 1-30, SemiMonthly 1-28; the others any day. */
  schedule: 'MonthlyOnDate' | 'SemiMonthly' | 'Weekly' | 'TwoWeeks';
  nonPaymentDays?: readonly IsoDay[];
  /** Weekends follow the ACH settings. */
  allowSaturday: boolean;
  allowSunday: boolean;
  smallDollar?: { mailPreference: 1 | 2 };
}

const LAST_DAY = { MonthlyOnDate: 30, SemiMonthly: 28, Weekly: 31, TwoWeeks: 31 } as const;

/** Checks a recurring first date; undefined when allowed. */
export function checkRecurringStart(date: IsoDay, rules: RecurringDateRules): RecurringDateProblem | undefined {
  const ahead = daysBetween(rules.today, date);
  if (ahead < 1) return 'notFuture';
  if (ahead > RECURRING_WINDOW_DAYS) return 'beyondWindow';
  if (Number(date.slice(8)) > LAST_DAY[rules.schedule]) return 'notAllowed';
  if (isBankHoliday(date) || (rules.nonPaymentDays ?? []).includes(date)) return 'notAllowed';
  const weekday = dayOfWeek(date);
  if ((weekday === 6 && !rules.allowSaturday) || (weekday === 0 && !rules.allowSunday)) return 'notAllowed';
  if (rules.smallDollar && ahead <= smallDollarWindowDays(rules.smallDollar.mailPreference)) return 'smallDollar';
  return undefined;
}

/**
 * Days-before-due choices: 1 to 9 for a monthly loan, 1 to 3 otherwise, without any whose date (due date
 * less the days) is a non-payment date, and only dates from tomorrow on. The spec asks for the last only
 * when no non-payment dates are given; a date before tomorrow is refused by the host either way, so it is
 * never offered (decision 312).
 */
export function daysBeforeDueChoices(
  dueDate: IsoDay,
  monthly: boolean,
  today: IsoDay,
  nonPaymentDays: readonly IsoDay[] = [],
): number[] {
  const max = monthly ? 9 : 3;
  const choices: number[] = [];
  for (let days = 1; days <= max; days++) {
    const date = addDays(dueDate, -days);
    if (nonPaymentDays.includes(date) || daysBetween(today, date) < 1) continue;
    choices.push(days);
  }
  return choices;
}

/**
 * Whether an on-due-date schedule (days before due 0) can start on `dueDate`: from tomorrow on, within the
 * recurring window and a payable day by the date rules (weekends, holidays, small dollar), as the sandbox's
 * submit check asks (decision 312).
 */
export function onDueDateAllowed(dueDate: IsoDay, rules: PaymentDateRules): boolean {
  return (
    daysBetween(rules.today, dueDate) >= 1 &&
    checkPaymentDate(dueDate, { ...rules, maxDaysAhead: RECURRING_WINDOW_DAYS }) === undefined
  );
}
