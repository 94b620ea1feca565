/**
 * The date calendar's words from the settings (paymentFrequency.calendar*): month and weekday names and the
 * month buttons' names. A list of the wrong length (a lender's typo) falls back to the catalogue's default.
 */
import { catalogueDefaults } from '@schemas/settings/catalogue';
import type { SettingKey } from '@schemas/settings/generated/setting-key';
import type { SettingsReader } from '@schemas/settings/reader';
import type { IsoDay } from '@schemas/rules/calendar';

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
}

function listOf(settings: SettingsReader, key: SettingKey, length: number): string[] {
  const given = settings.list(key);
  return given.length === length ? given : (catalogueDefaults[key]?.default ?? '').split(',');
}

/** Reads the calendar's words. */
export function calendarNamesOf(settings: SettingsReader): CalendarNames {
  return {
    months: listOf(settings, 'paymentFrequency.calendarMonthNames', 12),
    weekdays: listOf(settings, 'paymentFrequency.calendarWeekdayNames', 7),
    weekdayAbbreviations: listOf(settings, 'paymentFrequency.calendarWeekdayAbbreviations', 7),
    previousMonth: settings.text('paymentFrequency.calendarPreviousMonth'),
    nextMonth: settings.text('paymentFrequency.calendarNextMonth'),
  };
}

/** "November 2026". */
export function monthTitle(day: IsoDay, names: CalendarNames): string {
  return `${names.months[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;
}

/** "November 28". */
export function monthAndDay(day: IsoDay, names: CalendarNames): string {
  return `${names.months[Number(day.slice(5, 7)) - 1]} ${Number(day.slice(8))}`;
}
