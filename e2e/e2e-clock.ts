/**
 * The e2e suite's clock (decision 267). Immediate ACH is refused after the 17:00 UTC cut-off and on
 * weekends and bank holidays, and the payoff toggle hides once the earliest date is tomorrow, so a
 * suite on the wall clock passes or fails by the hour CI happens to run. Every worker's sandbox
 * (base clock of `createApp`) and every browser context (Playwright's clock) therefore run on one
 * clock that starts at a business-day morning and then advances in real time: session idle limits,
 * code expiry and timers behave as usual, and a spec that needs another moment still freezes the
 * sandbox with `PUT /__mock/clock`.
 */
import { nextBusinessDay, todayOf } from '../schemas/src/rules/calendar.ts';

/** The start moment chosen by the runner (global setup), so every worker starts at the same one. */
const START_ENV = 'E2E_START';
/** Optional: start at this ISO moment instead (e.g. a Saturday evening, to see what a spec does then). */
const NOW_ENV = 'E2E_NOW';

/** Hour (UTC, the sandbox's zone) of the morning the suite starts at: well before the 17:00 cut-off. */
export const E2E_MORNING_HOUR_UTC = 9;

/** 09:00 UTC of the first business day (not a weekend, not a bank holiday) on or after `wallClock`'s UTC day. */
export function businessMorningOf(wallClock: Date): Date {
  const day = nextBusinessDay(todayOf(wallClock, 'UTC'));
  return new Date(`${day}T${String(E2E_MORNING_HOUR_UTC).padStart(2, '0')}:00:00.000Z`);
}

/**
 * The suite's start moment: `E2E_NOW` when set, else the business morning of today's wall clock.
 * Global setup calls it once and stores it in `E2E_START`, which the workers inherit.
 */
export function e2eStartMoment(): Date {
  const chosen = process.env[START_ENV] ?? process.env[NOW_ENV];
  if (chosen !== undefined) {
    const moment = new Date(chosen);
    if (Number.isNaN(moment.getTime())) throw new Error(`${START_ENV}/${NOW_ENV} is not a moment: "${chosen}"`);
    return moment;
  }
  return businessMorningOf(new Date());
}

/** Pins the start moment for the workers (run from global setup, in the runner process). */
export function pinE2eStart(): Date {
  const start = e2eStartMoment();
  process.env[START_ENV] = start.toISOString();
  return start;
}

/** Real time at which this process's clock was at the start moment. */
const realStart = Date.now();
let start: Date | undefined;

/** Now on the suite's clock: the start moment plus the real time this process has run since loading this module. */
export function e2eNow(): Date {
  start ??= e2eStartMoment();
  return new Date(start.getTime() + (Date.now() - realStart));
}
