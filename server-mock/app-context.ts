/** What routes and use cases receive: the database, the samples, the logger, the clock and the faults. */
import type { Logger } from 'pino';
import type { StaffAccess } from './config/staff-access.ts';
import type { FaultRegistry } from './http/fault-injection.ts';
import type { Clock, SandboxClock } from './sandbox-clock.ts';
import type { AppLimits } from './use-cases/limits/app-limits.ts';
import type { SampleSource } from './store/sample-source.ts';
import type { SandboxDatabase } from './store/sandbox-database.ts';

export type { Clock } from './sandbox-clock.ts';

/** Dependencies shared by every layer of one app instance. */
export interface AppContext {
  /** The store: repositories in `store/**` take this (or a transaction of it). */
  db: SandboxDatabase;
  samples: SampleSource;
  logger: Logger;
  /** Now. Use cases never call `new Date()`: tests freeze this through `PUT /__mock/clock`. */
  clock: Clock;
  /** The clock's control (test controls only). */
  clockControl: SandboxClock;
  faults: FaultRegistry;
  /** Sessions end after this many minutes without a call. */
  sessionIdleMinutes: number;
  /** Rate limits of sign-in, login and the login code, counted in the store (decision 290). */
  limits: AppLimits;
  /** NODE_ENV=production: stricter settings rules (https only) and no preview lab (decision 288). */
  production: boolean;
  /**
   * Gateway mode only: the sandbox the studio's preview frame talks to (scenario borrowers, started on
   * first use), so nothing in the preview reaches the lender's host (decision 301).
   */
  previewSandbox?: () => Promise<{ ctx: Pick<AppContext, 'db' | 'clock'> }>;
  /** Whether scenario staff exist and publishers need a second factor. */
  staffAccess: StaffAccess;
  /** Aborted when the process begins to stop: long-lived responses (the studio's live feed) end then. */
  shutdown?: AbortSignal;
}
