/**
 * The sandbox's clock: the system clock (or a base clock a test passes), unless a test froze it at
 * a moment through `PUT /__mock/clock`. Use cases read time only through `ctx.clock()`, so payment
 * dates, cut-off times, code expiry and session idle time all follow a frozen clock.
 */

import { todayOf, type IsoDay } from '../schemas/src/rules/calendar.ts';

/**
 * The time zone the sandbox host keeps its calendar in: payment dates, due dates and "today" are
 * days there. UTC so seeds and tests give the same days on every machine (decision 121).
 */
export const SANDBOX_TIME_ZONE = 'UTC';

/** Today's day (yyyy-MM-dd) by a clock, in the sandbox's time zone: the one "today" of the sandbox. */
export function sandboxToday(clock: () => Date): IsoDay {
  return todayOf(clock(), SANDBOX_TIME_ZONE);
}

/** Current time. */
export type Clock = () => Date;

/** The settable clock of one app instance. */
export interface SandboxClock {
  /** Now: the frozen moment, else the base clock. */
  now: Clock;
  /** Freezes at `moment`; `null` returns to the base clock. */
  set(moment: Date | null): void;
  /** Whether a moment is frozen. */
  frozen(): boolean;
}

/** Creates a clock over `base` (default the system clock). */
export function createSandboxClock(base: Clock = () => new Date()): SandboxClock {
  let frozenAt: Date | null = null;
  return {
    now: () => (frozenAt ? new Date(frozenAt) : base()),
    set: (moment) => {
      frozenAt = moment ? new Date(moment) : null;
    },
    frozen: () => frozenAt !== null,
  };
}
