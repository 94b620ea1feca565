/**
 * Leases (table `studio_leases`, decision 341): a named job held by one process until a moment. One
 * statement takes a free or expired lease (or renews one's own), so of several processes on one
 * database exactly one holds it at a time.
 */
import type { Database } from '../database.ts';

/** Takes `name` for `holder` until `until` when it is free, expired at `now`, or already theirs; true when held. */
export async function takeLease(
  db: Database,
  lease: { name: string; holder: string; now: Date; until: Date },
): Promise<boolean> {
  const taken = await db.execute(
    `insert into studio_leases (name, holder, until) values ($1, $2, $4)
     on conflict (name) do update set holder = excluded.holder, until = excluded.until
     where studio_leases.until <= $3 or studio_leases.holder = excluded.holder`,
    [lease.name, lease.holder, lease.now, lease.until],
  );
  return taken > 0;
}
