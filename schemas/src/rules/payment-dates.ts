/**
 * Payment date rules (payments spec section 5 "Payment date", "One-time date", section 8 date errors):
 * calendar arithmetic on yyyy-MM-dd strings, US federal (bank) holidays, weekends per settings, the
 * one-time window and the small-dollar rule. Pure: "today" is always passed in.
 */

/** Error keys of the payment-date table in spec section 5. */
export type PaymentDateProblem = 'required' | 'minDate' | 'maxDate' | 'saturday' | 'sunday' | 'dateNotAllowed' | 'smallDollar';

const MS_PER_DAY = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Milliseconds of a yyyy-MM-dd date at UTC midnight; NaN when malformed. */
function utcOf(iso: string): number {
  const m = ISO_DATE.exec(iso);
  if (!m) return NaN;
  const time = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(time).toISOString().slice(0, 10) === iso ? time : NaN;
}

const fromUtc = (time: number): string => new Date(time).toISOString().slice(0, 10);

/** True for a real calendar date written yyyy-MM-dd. */
export function isIsoDate(value: string): boolean {
  return !Number.isNaN(utcOf(value));
}

/** The local calendar date of a moment as yyyy-MM-dd (the borrower's "today"). */
export function isoDateOf(moment: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}

/** `iso` plus `days` (negative goes back). */
export function addDays(iso: string, days: number): string {
  return fromUtc(utcOf(iso) + days * MS_PER_DAY);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcOf(to) - utcOf(from)) / MS_PER_DAY);
}

/** 0 Sunday ... 6 Saturday. */
export function dayOfWeek(iso: string): number {
  return new Date(utcOf(iso)).getUTCDay();
}

/** The `nth` (1-based) `weekday` of a month, or the last one when `nth` is -1. */
function nthWeekday(year: number, month: number, weekday: number, nth: number): string {
  if (nth === -1) {
    const last = Date.UTC(year, month, 0);
    const back = (new Date(last).getUTCDay() - weekday + 7) % 7;
    return fromUtc(last - back * MS_PER_DAY);
  }
  const first = Date.UTC(year, month - 1, 1);
  const ahead = (weekday - new Date(first).getUTCDay() + 7) % 7;
  return fromUtc(first + (ahead + (nth - 1) * 7) * MS_PER_DAY);
}

/**
 * The days the Federal Reserve (and so ACH) is closed in `year`: the eleven US federal holidays, a
 * Sunday holiday observed on the Monday after. A Saturday holiday is not moved (the Fed stays open on
 * the Friday before), which is how banks publish their calendars.
 */
export function usFederalHolidays(year: number): string[] {
  const fixed = (month: number, day: number) => fromUtc(Date.UTC(year, month - 1, day));
  const holidays = [
    fixed(1, 1), // New Year's Day
    nthWeekday(year, 1, 1, 3), // Birthday of Martin Luther King, Jr.
    nthWeekday(year, 2, 1, 3), // Washington's Birthday
    nthWeekday(year, 5, 1, -1), // Memorial Day
    fixed(6, 19), // Juneteenth National Independence Day
    fixed(7, 4), // Independence Day
    nthWeekday(year, 9, 1, 1), // Labor Day
    nthWeekday(year, 10, 1, 2), // Columbus Day
    fixed(11, 11), // Veterans Day
    nthWeekday(year, 11, 4, 4), // Thanksgiving Day
    fixed(12, 25), // Christmas Day
  ];
  return holidays.map((day) => (dayOfWeek(day) === 0 ? addDays(day, 1) : day));
}

/** True when `iso` is a bank holiday (see usFederalHolidays). */
export function isBankHoliday(iso: string): boolean {
  return usFederalHolidays(Number(iso.slice(0, 4))).includes(iso);
}

/** True on Saturday or Sunday. */
export function isWeekend(iso: string): boolean {
  const day = dayOfWeek(iso);
  return day === 0 || day === 6;
}

/** The first day on or after `iso` that is neither a weekend nor a bank holiday. */
export function nextBusinessDay(iso: string): string {
  let day = iso;
  while (isWeekend(day) || isBankHoliday(day)) day = addDays(day, 1);
  return day;
}

/** Small-dollar window: 4 days ahead for mail preference 1, 7 days for 2 (spec section 9). */
export function smallDollarWindowDays(mailPreference: 1 | 2): number {
  return mailPreference === 2 ? 7 : 4;
}

/** What a payment date is checked against. */
export interface PaymentDateRules {
  today: string;
  /** Latest date is today plus this many days (the loan's NumberDaysInPeriod). */
  maxDaysAhead: number;
  allowSaturday: boolean;
  allowSunday: boolean;
  /** Host non-payment days (yyyy-MM-dd); bank holidays are always added. */
  nonPaymentDays?: readonly string[];
  /** The small-dollar rule when enabled: the loan's mail preference. */
  smallDollar?: { mailPreference: 1 | 2 };
}

/**
 * Checks a payment date; answers the spec's error key or undefined when the date is allowed.
 * Order follows the spec's one-time date list: required, non-payment day, window, weekend, small dollar.
 */
export function checkPaymentDate(date: string, rules: PaymentDateRules): PaymentDateProblem | undefined {
  if (date === '' || !isIsoDate(date)) return 'required';
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
