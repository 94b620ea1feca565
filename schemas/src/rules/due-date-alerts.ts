/**
 * Due-date alerts of the loan's alert preferences (accounts spec §3 Alerts, §4 Alerts, §9): ticking an
 * alert with empty days fills in "before due, 15 days"; alerts 1 and 2 take at most 3 digits of days,
 * alerts 3 and 4 at most 20.
 */

/** The four due-date alerts. */
export const DUE_DATE_ALERTS = [1, 2, 3, 4] as const;

/** One due-date alert number. */
export type DueDateAlert = (typeof DUE_DATE_ALERTS)[number];

/** Spec §9: "Alert default: 15 days before due." */
export const DEFAULT_ALERT_DAYS = 15;

/** Max length of the days input: 3 for alerts 1 and 2, 20 for alerts 3 and 4 (spec §4, §9). */
export function alertDaysMaxLength(alert: DueDateAlert): number {
  return alert <= 2 ? 3 : 20;
}

/** One due-date alert as the form holds it. */
export interface DueDateAlertValue {
  on: boolean;
  before: boolean;
  /** The days as typed (digits only); '' when empty. */
  days: string;
}

/**
 * Ticking or unticking an alert. Ticked with empty days: before due with `defaultDays` (spec §4); other
 * values are kept as the user left them.
 */
export function tickDueDateAlert(
  value: DueDateAlertValue,
  on: boolean,
  defaultDays = DEFAULT_ALERT_DAYS,
): DueDateAlertValue {
  if (on && value.days.trim() === '') return { on, before: true, days: String(defaultDays) };
  return { ...value, on };
}

/** The days typed into an alert: digits only, cut to the alert's max length. */
export function alertDaysInput(alert: DueDateAlert, typed: string): string {
  return typed.replace(/\D/g, '').slice(0, alertDaysMaxLength(alert));
}
