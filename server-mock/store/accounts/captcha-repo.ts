/**
 * The `sandbox_secrets` and `captcha_solutions` tables: the captcha's signing key and the solutions already accepted.
 */
import type { Database } from '../database.ts';

/**
 * The secret named `name`, created with `generate()` the first time. The insert is race-safe: when
 * several processes share the store they all read back the one value that won.
 */
export async function secretOf(db: Database, name: string, generate: () => string): Promise<string> {
  await db.execute('INSERT INTO sandbox_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    name,
    generate(),
  ]);
  const rows = await db.query<{ value: string }>('SELECT value FROM sandbox_secrets WHERE name = $1', [name]);
  return rows[0]!.value;
}

/**
 * Records a solution as used; false when it was used before. Solutions whose challenge expired
 * before `now` are dropped first (an expired challenge is refused anyway, so they need no keeping).
 */
export async function claimSolution(db: Database, signature: string, expiresAt: Date, now: Date): Promise<boolean> {
  await db.execute('DELETE FROM captcha_solutions WHERE expires_at < $1', [now]);
  const inserted = await db.query(
    'INSERT INTO captcha_solutions (signature, expires_at) VALUES ($1, $2) ON CONFLICT (signature) DO NOTHING RETURNING signature',
    [signature, expiresAt],
  );
  return inserted.length === 1;
}

/** How many used solutions are kept (tests of the cleanup). */
export async function countClaimedSolutions(db: Database): Promise<number> {
  const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM captcha_solutions');
  return rows[0]?.n ?? 0;
}
