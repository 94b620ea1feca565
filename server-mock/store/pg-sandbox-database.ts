/**
 * The sandbox's database on a PostgreSQL server (`DATABASE_URL`): the same migrations, seed and
 * reset as the PGlite folder, made safe for several processes starting at once. Migrating and the
 * first seed run under a PostgreSQL advisory lock, so exactly one process does them and the others
 * wait and find them done.
 *
 * Tests get a fresh database per app by `CREATE DATABASE ... TEMPLATE`: the template is migrated,
 * seeded and snapshotted once per code version, sample and day, and copying it is a file copy.
 */
import { createHash } from 'node:crypto';
import type { Database } from './database.ts';
import { migrate } from './migrate.ts';
import { openPg, type PgDatabase } from './pg-database.ts';
import { hasSeedSnapshot, restoreSeedSnapshot, takeSeedSnapshot } from './seed-snapshot.ts';

/** Seeds an empty, migrated database (given by the caller: the store does not know the scenarios). */
export type SeedInto = (db: Database) => Promise<void>;

/** A seeded server database that can go back to its seed and must be closed. */
export interface PgSandboxDatabase extends PgDatabase {
  reset(): Promise<void>;
}

/** Advisory lock key of "migrating and seeding this database" (any constant; per database). */
const SETUP_LOCK = 4_210_815;

/** Runs `work` while holding a session-level advisory lock on one pooled connection of `url`. */
async function withAdvisoryLock<T>(url: string, key: number, work: () => Promise<T>): Promise<T> {
  const lock = await openPg(url, { max: 1 });
  try {
    await lock.execute('select pg_advisory_lock($1)', [key]);
    return await work();
  } finally {
    await lock.close(); // ending the session releases the lock, even after a failed unlock
  }
}

/** Every table but the migration record, for reset of a database without a seed snapshot. */
async function truncateAll(db: Database): Promise<void> {
  const tables = await db.query<{ name: string }>(
    `select quote_ident(tablename) as name from pg_tables where schemaname = 'public' and tablename <> 'schema_migrations'`,
  );
  if (tables.length > 0) await db.exec(`truncate ${tables.map((t) => t.name).join(', ')} restart identity cascade`);
}

/** Brings the database of `url` up to date (no seed), safe beside servers starting at the same time. */
export async function migratePgUnderLock(url: string): Promise<void> {
  await withAdvisoryLock(url, SETUP_LOCK, async () => {
    const db = await openPg(url, { max: 1 });
    try {
      await migrate(db);
    } finally {
      await db.close();
    }
  });
}

/** Opens `url`: migrates it and seeds it when empty (once, whatever the number of processes). */
export async function openPgSandbox(url: string, seed: SeedInto): Promise<PgSandboxDatabase> {
  await withAdvisoryLock(url, SETUP_LOCK, async () => {
    const db = await openPg(url, { max: 2 });
    try {
      await migrate(db);
      const [seeded] = await db.query('select 1 from institution_state');
      if (!seeded) await seed(db);
    } finally {
      await db.close();
    }
  });
  const db = await openPg(url);
  // Test databases copied from a template carry a snapshot: reset is a copy back, not a new seed.
  const snapshot = await hasSeedSnapshot(db);
  return {
    ...db,
    reset: () =>
      snapshot
        ? restoreSeedSnapshot(db)
        : db.transaction(async (tx) => {
            await truncateAll(tx);
            await seed(tx);
          }),
  };
}

/** `url` with another database name. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * The name of a migrated, seeded and snapshotted template database for `parts` (code version,
 * sample, day), created on first use. Built under another name and renamed when complete, under an
 * advisory lock, so parallel test workers never copy a half-built template.
 */
export async function ensureTemplate(adminUrl: string, parts: readonly string[], seed: SeedInto): Promise<string> {
  const name = `sandbox_tpl_${createHash('sha256').update(parts.join('\0')).digest('hex').slice(0, 16)}`;
  const admin = await openPg(adminUrl, { max: 1 });
  try {
    const exists = async () => (await admin.query('select 1 from pg_database where datname = $1', [name])).length > 0;
    if (await exists()) return name;
    await withAdvisoryLock(adminUrl, SETUP_LOCK, async () => {
      if (await exists()) return;
      const building = `${name}_building`;
      await admin.exec(`drop database if exists ${quoted(building)}`);
      await admin.exec(`create database ${quoted(building)}`);
      const db = await openPg(withDatabase(adminUrl, building), { max: 1 });
      try {
        await migrate(db);
        await seed(db);
        await takeSeedSnapshot(db);
      } finally {
        await db.close();
      }
      await admin.exec(`alter database ${quoted(building)} rename to ${quoted(name)}`);
    });
    return name;
  } finally {
    await admin.close();
  }
}

let copies = 0;

/** A new database copied from `template`; `drop` removes it (after every connection to it closed). */
export async function copyDatabase(
  adminUrl: string,
  template: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  copies += 1;
  const name = `sandbox_test_${process.pid}_${Date.now().toString(36)}_${copies}`;
  const admin = await openPg(adminUrl, { max: 1 });
  try {
    await admin.exec(`create database ${quoted(name)} template ${quoted(template)}`);
  } finally {
    await admin.close();
  }
  return {
    url: withDatabase(adminUrl, name),
    drop: async () => {
      const dropper = await openPg(adminUrl, { max: 1 });
      try {
        await dropper.exec(`drop database if exists ${quoted(name)} with (force)`);
      } finally {
        await dropper.close();
      }
    },
  };
}

/** Drops the databases test processes copied (`sandbox_test_*`); only while no test process runs. */
export async function dropTestDatabases(adminUrl: string): Promise<void> {
  const admin = await openPg(adminUrl, { max: 1 });
  try {
    const rows = await admin.query<{ name: string }>(
      "select datname as name from pg_database where datname like 'sandbox\\_test\\_%'",
    );
    for (const { name } of rows) await admin.exec(`drop database if exists ${quoted(name)} with (force)`);
  } finally {
    await admin.close();
  }
}
