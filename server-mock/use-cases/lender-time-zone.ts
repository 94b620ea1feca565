/**
 * The lender's time zone: institution option `AchCutoffTimeZone` (IANA name), else the sandbox's
 * zone (SANDBOX_TIME_ZONE, the one "today" follows). Payments read their cut-off in it (decision
 * 160); the studio schedules publishing in it (decision 341).
 */
import { SANDBOX_TIME_ZONE } from '../sandbox-clock.ts';

/** An institution option by name, ignoring case (lenders vary the casing). */
export function rawOption(raw: Record<string, unknown>, name: string): unknown {
  const key = Object.keys(raw).find((k) => k.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : raw[key];
}

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The zone named by the institution's options, or the sandbox's. */
export function lenderTimeZone(institutionOptions: Record<string, unknown>): string {
  const zone = rawOption(institutionOptions, 'AchCutoffTimeZone');
  return typeof zone === 'string' && zone.trim() !== '' && isTimeZone(zone.trim()) ? zone.trim() : SANDBOX_TIME_ZONE;
}
