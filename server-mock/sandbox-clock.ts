/**
 * The sandbox's clock: the system clock (or a base clock a test passes), unless a test froze it at
 * a moment through `PUT /__mock/clock`. Use cases read time only through `ctx.clock()`, so payment
 * dates, cut-off times, code expiry and session idle time all follow a frozen clock.
 *
 * Several processes may serve one database, so the frozen moment is kept in the store: `set` writes
 * it through `persistWith`, and every call first adopts the stored moment (`http/shared-controls.ts`).
 * Use cases read time synchronously, so `now()` answers from this process's copy.
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
  /**
   * Freezes at `moment`; `null` returns to the base clock. Applies in this process at once and
   * resolves once stored (the next call waits for it through `settled`, so tests need not await).
   */
  set(moment: Date | null): Promise<void>;
  /** Whether a moment is frozen. */
  frozen(): boolean;
  /** Where `set` stores the moment from now on (the store opens after the clock: the seed needs "today"). */
  persistWith(save: (moment: Date | null) => Promise<void>): void;
  /** Resolves when every `set` so far is stored. */
  settled(): Promise<void>;
  /** Takes the moment read from the store (another process may have set it), without storing it again. */
  adopt(moment: Date | null): void;
}

/** Creates a clock over `base` (default the system clock). */
export function createSandboxClock(base: Clock = () => new Date()): SandboxClock {
  let frozenAt: Date | null = null;
  let save: ((moment: Date | null) => Promise<void>) | undefined;
  let pending: Promise<void> = Promise.resolve();
  return {
    now: () => (frozenAt ? new Date(frozenAt) : base()),
    set: (moment) => {
      frozenAt = moment ? new Date(moment) : null;
      const store = save;
      if (!store) return Promise.resolve();
      const value = frozenAt;
      // Writes land in the order they were made; a failed one does not block the next.
      pending = pending.catch(() => undefined).then(() => store(value));
      return pending;
    },
    frozen: () => frozenAt !== null,
    persistWith: (store) => {
      save = store;
    },
    settled: () => pending.catch(() => undefined),
    adopt: (moment) => {
      frozenAt = moment ? new Date(moment) : null;
    },
  };
}
