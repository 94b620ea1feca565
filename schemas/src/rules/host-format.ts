/**
 * The one way the portal writes the host's dates, date-times, money and rates (accounts spec §5 "Other", §9),
 * through `Intl`. Dates follow the borrower's language (decision 361): `en` reads "02/07/2025", `es` reads
 * "07/02/2025" (es-US). Money and rates are US formats in every language (decision 361): the amounts are
 * dollars, and es-US writes them the same way. The host writes "no date" as 0001-01-01 (§5: None).
 */
import { isValid, parseISO } from 'date-fns';
import { localeOf } from '../settings/languages.ts';
import { formatCurrency, toCents } from './money.ts';

/** The host's "no date" (accounts spec §5 Other: 0001-01-01 means None). */
export const NO_HOST_DATE = '0001-01-01';

/**
 * How much of a date is written, in English: 02/07/2025, February 7, 2025, Friday, February 7, 2025, and the
 * calendar's February 2025 and February 7.
 */
export type DateLength = 'short' | 'long' | 'full' | 'monthYear' | 'monthDay';

const DATE_OPTIONS: Readonly<Record<DateLength | 'time', Intl.DateTimeFormatOptions>> = {
  short: { year: 'numeric', month: '2-digit', day: '2-digit' },
  long: { dateStyle: 'long' },
  full: { dateStyle: 'full' },
  monthYear: { month: 'long', year: 'numeric' },
  monthDay: { month: 'long', day: 'numeric' },
  time: { hour: 'numeric', minute: '2-digit' },
};

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(language: string, length: DateLength | 'time'): Intl.DateTimeFormat {
  const key = `${language}|${length}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(localeOf(language), DATE_OPTIONS[length]);
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A host value (yyyy-MM-dd, or an ISO date-time read in the viewer's zone) as a Date; null for none
 * (empty, 0001-01-01) and for a value that is not a real date. A bare day is its local midnight, never shifted.
 */
function hostMoment(value: string | null | undefined): Date | null {
  if (!value || value.startsWith(NO_HOST_DATE)) return null;
  const date = parseISO(value);
  return isValid(date) ? date : null;
}

// Some engines put a narrow or no-break space before AM/PM; the portal writes a plain one.
const plainSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

/** A host date in the borrower's language; '' for none or a value that is not a date (the caller shows its None). */
export function dateText(value: string | null | undefined, language: string, length: DateLength = 'short'): string {
  const date = hostMoment(value);
  return date ? plainSpaces(formatterOf(language, length).format(date)) : '';
}

/** A host date-time as the short date and the time, in the viewer's zone: "02/07/2025 3:04 PM"; '' for none. */
export function dateTimeText(value: string | null | undefined, language: string): string {
  const date = hostMoment(value);
  if (!date) return '';
  return plainSpaces(`${formatterOf(language, 'short').format(date)} ${formatterOf(language, 'time').format(date)}`);
}

/** Names of the months (January first) and weekdays (Sunday first) in a language, as Intl writes them. */
export function calendarWords(language: string): {
  months: string[];
  weekdays: string[];
  weekdayAbbreviations: string[];
} {
  const locale = localeOf(language);
  const month = new Intl.DateTimeFormat(locale, { month: 'long' });
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'long' });
  const weekdayShort = new Intl.DateTimeFormat(locale, { weekday: 'short' });
  const months = Array.from({ length: 12 }, (_, m) => month.format(new Date(2001, m, 1)));
  // 2001-01-07 was a Sunday.
  const sundays = Array.from({ length: 7 }, (_, d) => new Date(2001, 0, 7 + d));
  return {
    months,
    weekdays: sundays.map((d) => weekday.format(d)),
    weekdayAbbreviations: sundays.map((d) => weekdayShort.format(d)),
  };
}

/** Dollars as currency ("$1,234.50", "-$5.00"), counted in cents like every amount; '' when absent. */
export function moneyText(dollars: number | null | undefined): string {
  return typeof dollars === 'number' && Number.isFinite(dollars) ? formatCurrency(toCents(dollars)) : '';
}

const percent = new Intl.NumberFormat('en-US', {
  style: 'percent',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** The host's rate (6.49 means 6.49 %) divided by 100, as a percent with 2 decimals: "6.49%"; '' when absent. */
export function rateText(rate: number | null | undefined): string {
  return typeof rate === 'number' && Number.isFinite(rate) ? percent.format(rate / 100) : '';
}
