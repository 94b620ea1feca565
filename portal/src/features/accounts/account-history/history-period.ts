/** The history periods (spec §2: 30, 60, 90 days or all, default 30, each hideable by setting). */
import type { SettingKey } from '@schemas/settings/generated/setting-key';
import type { SettingsReader } from '@schemas/settings/reader';

/** A period choice. */
export type HistoryPeriod = 30 | 60 | 90 | 'all';

/** "All" when the days since opening are unknown: everything the host keeps (100 years). */
export const ALL_DAYS_FALLBACK = 36500;

const PERIODS: readonly { period: HistoryPeriod; labelKey: SettingKey; hiddenKey: SettingKey }[] = [
  { period: 30, labelKey: 'accountHistory.days30Label', hiddenKey: 'accountHistory.days30Hidden' },
  { period: 60, labelKey: 'accountHistory.days60Label', hiddenKey: 'accountHistory.days60Hidden' },
  { period: 90, labelKey: 'accountHistory.days90Label', hiddenKey: 'accountHistory.days90Hidden' },
  { period: 'all', labelKey: 'accountHistory.allLabel', hiddenKey: 'accountHistory.allHidden' },
];

/** The periods the institution offers, with their labels, in order. */
export function visiblePeriods(settings: SettingsReader): { period: HistoryPeriod; label: string }[] {
  return PERIODS.filter((p) => !settings.flag(p.hiddenKey)).map((p) => ({
    period: p.period,
    label: settings.text(p.labelKey),
  }));
}

/** The days a period asks the API for. */
export function daysOf(period: HistoryPeriod, daysSinceOpened: number | undefined): number {
  if (period !== 'all') return period;
  return typeof daysSinceOpened === 'number' && daysSinceOpened > 0 ? Math.ceil(daysSinceOpened) : ALL_DAYS_FALLBACK;
}
