/** Calendar helpers for seed data: plain UTC dates as yyyy-MM-dd, so seeds never depend on the machine's time zone. */

/** yyyy-MM-dd of a moment (UTC). */
export function ymd(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** A UTC midnight date from yyyy-MM-dd. */
export function parseYmd(value: string): Date {
  return new Date(`${value}T00:00:00.000Z`);
}

/** `date` plus `days` (negative goes back). */
export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}

/** The same day `months` later (clamped to the month's end, so 31 Jan + 1 month is 28/29 Feb). */
export function addMonths(date: Date, months: number, day = date.getUTCDate()): Date {
  const first = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(day, last)));
}

/** Whole days from `from` to `to` (UTC calendar days). */
export function daysBetween(from: Date, to: Date): number {
  const a = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate());
  const b = Date.UTC(to.getUTCFullYear(), to.getUTCMonth(), to.getUTCDate());
  return Math.round((b - a) / 86_400_000);
}

/** The last day of the month of `date`. */
export function monthEnd(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0));
}

/** Rounds to cents. */
export function cents(value: number): number {
  return Math.round(value * 100) / 100;
}
