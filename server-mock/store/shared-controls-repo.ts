/**
 * The test controls shared by every process of one database (tables `sandbox_clock`, `mock_faults`):
 * the frozen clock, and faults consumed one call at a time. Every API call reads both in one query,
 * so a control set through one process applies to the next call on any other.
 */
import type { Database } from './database.ts';

/** A fault as posted to `POST /__mock/faults`. */
export interface FaultSpec {
  /** HTTP method, or `*` for any. */
  method: string;
  /** Full path, e.g. `/api/setup/ApplicationOptions`; compared ignoring case like Express routes. */
  path: string;
  status: number;
  errorCode: string;
  /** How many matching calls fail; then the fault is gone. */
  times: number;
  /** Only requests carrying this `X-Mock-Scope` header match; unscoped faults match every request. */
  scope?: string;
}

/** What a call needs to know before it runs: the frozen moment and whether any fault is armed. */
export interface SharedControls {
  frozenAt: Date | null;
  faultsArmed: boolean;
}

/** Both controls in one round trip (read on every API call). */
export async function readSharedControls(db: Database): Promise<SharedControls> {
  const [row] = await db.query<{ frozen_at: Date | null; faults: boolean }>(
    'select (select frozen_at from sandbox_clock where id = 1) as frozen_at, exists (select 1 from mock_faults where times_left > 0) as faults',
  );
  return { frozenAt: row?.frozen_at ?? null, faultsArmed: row?.faults ?? false };
}

/** Freezes the clock at `moment`, or releases it with `null`. */
export async function saveFrozenClock(db: Database, moment: Date | null): Promise<void> {
  await db.execute(
    'insert into sandbox_clock (id, frozen_at) values (1, $1) on conflict (id) do update set frozen_at = $1',
    [moment],
  );
}

/** Arms a fault. */
export async function addFault(db: Database, fault: FaultSpec): Promise<void> {
  await db.execute(
    'insert into mock_faults (method, path, status, error_code, times_left, scope) values ($1, $2, $3, $4, $5, $6)',
    [fault.method, fault.path.toLowerCase(), fault.status, fault.errorCode, fault.times, fault.scope ?? null],
  );
}

/** Removes every fault, or those of one scope. */
export async function clearFaults(db: Database, scope?: string): Promise<void> {
  if (scope === undefined) await db.execute('delete from mock_faults');
  else await db.execute('delete from mock_faults where scope = $1', [scope]);
}

/**
 * Consumes one use of the oldest fault matching the call, atomically: two processes taking the
 * last use of one fault at once answer it once (the row lock makes the second re-check `times_left`).
 */
export async function takeFault(
  db: Database,
  method: string,
  path: string,
  scope: string | undefined,
): Promise<FaultSpec | undefined> {
  const [row] = await db.query<{
    method: string;
    path: string;
    status: number;
    error_code: string;
    scope: string | null;
  }>(
    `update mock_faults set times_left = times_left - 1
     where id = (select id from mock_faults
                 where times_left > 0 and path = $2 and (method = '*' or upper(method) = upper($1)) and (scope is null or scope = $3)
                 order by id limit 1 for update skip locked)
       and times_left > 0
     returning method, path, status, error_code, scope`,
    [method, path.toLowerCase(), scope ?? null],
  );
  if (!row) return undefined;
  await db.execute('delete from mock_faults where times_left <= 0');
  return {
    method: row.method,
    path: row.path,
    status: row.status,
    errorCode: row.error_code,
    times: 1,
    ...(row.scope ? { scope: row.scope } : {}),
  };
}
