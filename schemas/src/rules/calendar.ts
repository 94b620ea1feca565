/**
 * Calendar days for the portal and the sandbox (decision 121): a day is an ISO 'yyyy-MM-dd' string,
 * never a Date, so no time of day or time zone slips into a due date. Arithmetic goes through
 * date-fns on local midnights (date-fns' calendar functions are DST-safe there); "today" is the only
 * place a moment becomes a day, and it names the time zone it reads the moment in.
 * Holidays and business days live here and nowhere else.
 */
import {
  addDays as addDaysToDate,
  addMonths as addMonthsToDate,
  addYears as addYearsToDate,
  differenceInCalendarDays,
  format,
  getDay,
  isValid,
  lastDayOfMonth,
  nextDay,
  previousDay,
  type Day,
} from 'date-fns';

/** A calendar day written yyyy-MM-dd. Plain strings compare in calendar order. */
export type IsoDay = string;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_FORMAT = 'yyyy-MM-dd';

/** The local midnight of a day; an Invalid Date when `day` is not a real yyyy-MM-dd date. */
function dateOf(day: IsoDay): Date {
  const m = ISO_DAY.exec(day);
  if (!m) return new Date(NaN);
  const [year, month, date] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const at = new Date(2000, month - 1, date);
  // Set the year apart: new Date(1, ...) would mean 1901 (the host writes "no date" as 0001-01-01).
  at.setFullYear(year, month - 1, date);
  // new Date rolls 2025-02-30 over to March; a real day keeps its own month and date.
  return at.getFullYear() === year && at.getMonth() === month - 1 && at.getDate() === date ? at : new Date(NaN);
}

/** The day of a local midnight. */
const dayOf = (date: Date): IsoDay => format(date, DAY_FORMAT);

/** The local midnight of `day`, failing loudly on a malformed one (arithmetic on it is a bug). */
function validDateOf(day: IsoDay): Date {
  const date = dateOf(day);
  if (!isValid(date)) throw new RangeError(`Not a yyyy-MM-dd day: ${day}`);
  return date;
}

/** True for a real calendar day written yyyy-MM-dd (2025-02-29 is not one). */
export function isIsoDay(value: string): boolean {
  return isValid(dateOf(value));
}

/**
 * The calendar day of `moment` in `timeZone` (an IANA name such as 'UTC' or 'America/Chicago');
 * without one, the machine's local day (the portal: the borrower's "today").
 */
export function todayOf(moment: Date, timeZone?: string): IsoDay {
  if (!timeZone) return dayOf(moment);
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(moment);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** `day` plus `days` (negative goes back). */
export function addDays(day: IsoDay, days: number): IsoDay {
  return dayOf(addDaysToDate(validDateOf(day), days));
}

/** The same date `months` later, clamped to the month's end (31 Jan + 1 month is 28/29 Feb). */
export function addMonths(day: IsoDay, months: number): IsoDay {
  return dayOf(addMonthsToDate(validDateOf(day), months));
}

/** The same date `years` later; 29 February becomes 28 February in a common year. */
export function addYears(day: IsoDay, years: number): IsoDay {
  return dayOf(addYearsToDate(validDateOf(day), years));
}

/** MM/DD/YYYY as the portal's masked inputs write dates → the day, or undefined when it is not a real day. */
export function fromUsDate(text: string): IsoDay | undefined {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  const day = m ? `${m[3]}-${m[1]}-${m[2]}` : '';
  return isIsoDay(day) ? day : undefined;
}

/** The day as the portal writes dates for people, MM/DD/YYYY (the inverse of {@link fromUsDate}). */
export function toUsDate(day: IsoDay): string {
  const [year, month, date] = day.slice(0, 10).split('-');
  return `${month}/${date}/${year}`;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDay, to: IsoDay): number {
  return differenceInCalendarDays(validDateOf(to), validDateOf(from));
}

/** The first day of the month of `day`. */
export function monthStart(day: IsoDay): IsoDay {
  return `${day.slice(0, 7)}-01`;
}

/** The last day of the month of `day`. */
export function monthEnd(day: IsoDay): IsoDay {
  return dayOf(lastDayOfMonth(validDateOf(day)));
}

/** 0 Sunday ... 6 Saturday. */
export function dayOfWeek(day: IsoDay): Day {
  return getDay(validDateOf(day)) as Day;
}

/** True on Saturday or Sunday. */
export function isWeekend(day: IsoDay): boolean {
  const weekday = dayOfWeek(day);
  return weekday === 0 || weekday === 6;
}

/** The `nth` (1-based) `weekday` of a month (1-12), or the last one when `nth` is -1. */
function nthWeekday(year: number, month: number, weekday: Day, nth: number): IsoDay {
  if (nth === -1) {
    const last = lastDayOfMonth(new Date(year, month - 1, 1));
    return dayOf(getDay(last) === weekday ? last : previousDay(last, weekday));
  }
  const first = new Date(year, month - 1, 1);
  const firstMatch = getDay(first) === weekday ? first : nextDay(first, weekday);
  return dayOf(addDaysToDate(firstMatch, (nth - 1) * 7));
}

/**
 * The days the Federal Reserve (and so ACH) is closed in `year`: the eleven US federal holidays, a
 * Sunday holiday observed on the Monday after. A Saturday holiday is not moved (the Fed stays open on
 * the Friday before), which is how banks publish their calendars.
 */
export function usFederalHolidays(year: number): IsoDay[] {
  const fixed = (month: number, date: number) => dayOf(new Date(year, month - 1, date));
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

/** The bank holidays from `from` to `to`, both included, in calendar order. */
export function bankHolidaysBetween(from: IsoDay, to: IsoDay): IsoDay[] {
  const years: number[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year += 1) years.push(year);
  return years.flatMap(usFederalHolidays).filter((day) => day >= from && day <= to);
}

/** Holidays by year, computed once: a calendar month asks for every one of its days on each render. */
const holidaysByYear = new Map<number, ReadonlySet<IsoDay>>();

/** True when `day` is a bank holiday (see usFederalHolidays). */
export function isBankHoliday(day: IsoDay): boolean {
  const year = Number(day.slice(0, 4));
  let holidays = holidaysByYear.get(year);
  if (!holidays) {
    holidays = new Set(usFederalHolidays(year));
    holidaysByYear.set(year, holidays);
  }
  return holidays.has(day);
}

/** True on a day banks settle ACH: not a weekend, not a bank holiday. */
export function isBusinessDay(day: IsoDay): boolean {
  return !isWeekend(day) && !isBankHoliday(day);
}

/** The first business day on or after `day`. */
export function nextBusinessDay(day: IsoDay): IsoDay {
  let next = day;
  while (!isBusinessDay(next)) next = addDays(next, 1);
  return next;
}

/** `day` moved by `count` business days (the "three business days" of a notice); 0 keeps `day`. */
export function addBusinessDays(day: IsoDay, count: number): IsoDay {
  const step = count < 0 ? -1 : 1;
  let next = day;
  for (let left = Math.abs(count); left > 0; ) {
    next = addDays(next, step);
    if (isBusinessDay(next)) left -= 1;
  }
  return next;
}
