/**
 * The sandbox's clock: the system clock (or a base clock a test passes), unless a test froze it at
 * a moment through `PUT /__mock/clock`. Use cases read time only through `ctx.clock()`, so payment
 * dates, cut-off times, code expiry and session idle time all follow a frozen clock.
 *
 * The frozen moment lives in the store (several processes may serve one database). Use cases read
 * time synchronously, so each call first refreshes this process's copy (`refresh`, one query
 * shared with the faults: see `http/shared-controls.ts`), and `now()` answers from that copy.
 */
import type { Database } from './store/database.ts';
import { readSharedControls, saveFrozenClock, type SharedControls } from './store/shared-controls-repo.ts';

/** Current time. */
export type Clock = () => Date;

/** The settable clock of one app instance. */
export interface SandboxClock {
  /** Now: the frozen moment, else the base clock. */
  now: Clock;
  /**
   * Freezes at `moment`; `null` returns to the base clock. Applies in this process at once; resolves
   * once stored (the next call's refresh waits for it, so callers in tests need not await).
   */
  set(moment: Date | null): Promise<void>;
  /** Whether a moment is frozen. */
  frozen(): boolean;
  /** Keeps the clock in `db` from now on (the store opens after the clock: the seed needs "today"). */
  attach(db: Database): void;
  /** Re-reads the shared controls (the frozen moment, whether faults are armed) from the store. */
  refresh(): Promise<SharedControls>;
}

/** Creates a clock over `base` (default the system clock). */
export function createSandboxClock(base: Clock = () => new Date()): SandboxClock {
  let frozenAt: Date | null = null;
  let db: Database | undefined;
  let pending: Promise<void> = Promise.resolve();
  return {
    now: () => (frozenAt ? new Date(frozenAt) : base()),
    set: (moment) => {
      frozenAt = moment ? new Date(moment) : null;
      const store = db;
      if (!store) return Promise.resolve();
      // Writes land in the order they were made; a failed one does not block the next.
      pending = pending.catch(() => undefined).then(() => saveFrozenClock(store, frozenAt));
      return pending;
    },
    frozen: () => frozenAt !== null,
    attach: (store) => {
      db = store;
    },
    refresh: async () => {
      if (!db) return { frozenAt, faultsArmed: false };
      await pending.catch(() => undefined);
      const controls = await readSharedControls(db);
      frozenAt = controls.frozenAt;
      return controls;
    },
  };
}
