/**
 * The sign-in limits on the store, on both backends: counting, blocking and clearing; two app
 * instances (on PostgreSQL, two connection pools) counting together; concurrent attempts admitted
 * exactly up to the limit, as several workers would send them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error.ts';
import { backends, type Backend } from '../testing/database-backends.ts';
import { attemptLimits, type LimitPolicy } from '../use-cases/limits/sign-in-limits.ts';
import type { Database } from './database.ts';
import { migrate } from './migrate.ts';
import { openPg, type PgDatabase } from './pg-database.ts';

const POLICY: LimitPolicy = {
  name: 'test',
  attemptsPerAddressPerMinute: 6,
  failuresPerAccountAndAddress: 3,
  blockMinutes: 15,
};

/** The seconds of the 429 an admit threw, or 'admitted'. */
async function outcome(work: Promise<void>): Promise<number | 'admitted'> {
  try {
    await work;
    return 'admitted';
  } catch (error) {
    if (error instanceof AppError && error.status === 429) return error.retryAfterSeconds!;
    throw error;
  }
}

describe.each(backends)('sign-in limits on $name', { timeout: 60_000 }, (backend) => {
  let handle: Awaited<ReturnType<Backend['open']>>;
  let db: Database;
  let second: PgDatabase | undefined;
  beforeAll(async () => {
    handle = await backend.open();
    db = handle.db;
    await migrate(db);
    if (handle.url) second = await openPg(handle.url, { max: 2 });
  }, 120_000);
  afterAll(async () => {
    await second?.close();
    await handle?.close();
  });

  it('when an account fails from one address up to the limit then that pair waits up to the block time, other pairs do not, and a success clears it', async () => {
    const limits = attemptLimits(db, POLICY, AppError.tooManyAttempts);
    const pair = { address: '192.0.2.1', account: 'Staff.Editor' };
    for (let i = 0; i < POLICY.failuresPerAccountAndAddress; i += 1) {
      await limits.admit(pair);
      await limits.failed(pair);
    }
    const waited = await outcome(limits.admit({ ...pair, account: ' staff.editor ' }));
    expect(waited).toBeGreaterThan(POLICY.blockMinutes * 60 - 60);
    expect(waited).toBeLessThanOrEqual(POLICY.blockMinutes * 60);
    expect(await outcome(limits.admit({ address: '192.0.2.2', account: 'staff.editor' }))).toBe('admitted');
    await limits.succeeded(pair);
    expect(await outcome(limits.admit(pair))).toBe('admitted');
    const keys = await db.query<{ key: string }>('select key from rate_limits');
    expect(keys.map((k) => k.key).join(' ')).not.toMatch(/editor/i);
  });

  it('when two app instances count one address then they share its limit per minute, and concurrent attempts are admitted exactly up to it', async () => {
    const one = attemptLimits(db, POLICY, AppError.tooManyAttempts);
    const other = attemptLimits(second ?? db, POLICY, AppError.tooManyAttempts);
    const address = '192.0.2.50';
    const results = await Promise.all(
      Array.from({ length: POLICY.attemptsPerAddressPerMinute * 2 }, (_, i) =>
        outcome((i % 2 === 0 ? one : other).admit({ address, account: `name.${i}` })),
      ),
    );
    expect(results.filter((r) => r === 'admitted')).toHaveLength(POLICY.attemptsPerAddressPerMinute);
    const waits = results.filter((r) => r !== 'admitted');
    expect(waits.every((seconds) => seconds > 0 && seconds <= 60)).toBe(true);
  });
});
