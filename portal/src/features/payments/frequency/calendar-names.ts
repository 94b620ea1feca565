/**
 * The date calendar's words from the settings (paymentFrequency.calendar*): month and weekday names and the
 * month buttons' names. A list of the wrong length (a lender's typo) falls back to the catalogue's default.
 * In another language than English, a lender who names no months or weekdays gets Intl's names and dates in
 * that language (decision 362): "noviembre de 2026", "martes, 24 de noviembre de 2026".
 */
import { catalogueDefaults } from '@schemas/settings/catalogue';
import type { SettingKey } from '@schemas/settings/generated/setting-key';
import type { SettingsReader } from '@schemas/settings/reader';
import { dayOfWeek, type IsoDay } from '@schemas/rules/calendar';
import { calendarWords, dateText } from '@schemas/rules/host-format';

/** The words one calendar uses. */
export interface CalendarNames {
  /** January first. */
  readonly months: readonly string[];
  /** Sunday first, as a day is read out. */
  readonly weekdays: readonly string[];
  /** Sunday first, the column headings. */
  readonly weekdayAbbreviations: readonly string[];
  readonly previousMonth: string;
  readonly nextMonth: string;
  /** "{day}, not available: {reason}": a day that cannot be chosen, as a screen reader says it. */
  readonly notAvailable: string;
  /** The language whose Intl names and dates these are; null when the words are the settings' lists. */
  readonly language: string | null;
}

const LIST_KEYS: readonly SettingKey[] = [
  'paymentFrequency.calendarMonthNames',
  'paymentFrequency.calendarWeekdayNames',
  'paymentFrequency.calendarWeekdayAbbreviations',
];

function listOf(settings: SettingsReader, key: SettingKey, length: number): string[] {
  const given = settings.list(key);
  return given.length === length ? given : (catalogueDefaults[key]?.default ?? '').split(',');
}

/** Reads the calendar's words for a borrower reading `language`. */
export function calendarNamesOf(settings: SettingsReader, language: string): CalendarNames {
  const buttons = {
    previousMonth: settings.text('paymentFrequency.calendarPreviousMonth'),
    nextMonth: settings.text('paymentFrequency.calendarNextMonth'),
    notAvailable: settings.text('paymentFrequency.calendarDayNotAvailable'),
  };
  if (language !== 'en' && !LIST_KEYS.some((key) => settings.isSet(key)))
    return { ...calendarWords(language), ...buttons, language };
  return {
    months: listOf(settings, 'paymentFrequency.calendarMonthNames', 12),
    weekdays: listOf(settings, 'paymentFrequency.calendarWeekdayNames', 7),
    weekdayAbbreviations: listOf(settings, 'paymentFrequency.calendarWeekdayAbbreviations', 7),
    ...buttons,
    language: null,
  };
}

/** "November 2026". */
export function monthTitle(day: IsoDay, names: CalendarNames): string {
  if (names.language) return dateText(day, names.language, 'monthYear');
  return `${names.months[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;
}

/** "November 28". */
export function monthAndDay(day: IsoDay, names: CalendarNames): string {
  if (names.language) return dateText(day, names.language, 'monthDay');
  return `${names.months[Number(day.slice(5, 7)) - 1]} ${Number(day.slice(8))}`;
}

/** "Saturday, November 28, 2026": what a screen reader says for a day. */
export function spokenDay(day: IsoDay, names: CalendarNames): string {
  if (names.language) return dateText(day, names.language, 'full');
  return `${names.weekdays[dayOfWeek(day)]}, ${monthAndDay(day, names)}, ${day.slice(0, 4)}`;
}
