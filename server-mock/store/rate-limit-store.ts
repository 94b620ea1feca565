/**
 * rate-limiter-flexible's Postgres store (table `rate_limits`, migration 085) over the sandbox's
 * `Database`: on PostgreSQL that is the app's `pg` pool, so every process and machine on the
 * database counts together; on PGlite the one process's store, so limits survive a restart and a
 * test reset clears them like any table (decision 290).
 */
import { RateLimiterPostgres } from 'rate-limiter-flexible';
import type { Database } from './database.ts';

/** One limit: `points` consumptions per `durationSeconds`, optionally blocking for `blockSeconds` when passed. */
export interface LimitOptions {
  /** Distinguishes this limit's keys from the others' in the shared table. */
  keyPrefix: string;
  points: number;
  durationSeconds: number;
  blockSeconds?: number;
}

/** The library's query shape (a `pg` query config) answered through the sandbox's Database. */
interface QueryConfig {
  text: string;
  values?: unknown[];
}

function storeClient(db: Database) {
  return {
    // The library reads `rows`, and `rowCount` of its select and delete; execute counts deleted rows.
    query: async ({ text, values = [] }: QueryConfig) => {
      if (/^\s*DELETE\b/i.test(text)) return { rows: [], rowCount: await db.execute(text, values) };
      const rows = await db.query(text, values);
      return { rows, rowCount: rows.length };
    },
  };
}

/** A limiter whose counters live in the database. */
export function databaseLimiter(db: Database, options: LimitOptions): RateLimiterPostgres {
  return new RateLimiterPostgres({
    storeClient: storeClient(db),
    storeType: 'pool',
    tableName: 'rate_limits',
    tableCreated: true,
    keyPrefix: options.keyPrefix,
    points: options.points,
    duration: options.durationSeconds,
    ...(options.blockSeconds ? { blockDuration: options.blockSeconds } : {}),
  });
}
