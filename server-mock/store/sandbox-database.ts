/**
 * The sandbox's database for one app instance, seeded and resettable.
 *
 * - With a folder (`npm start`: `.data/sandbox/`): state survives restarts; migrations run on
 *   open; an empty folder is seeded; reset empties every table and seeds again.
 * - Without one (tests): a fresh in-memory copy of a template. The template (migrated and seeded)
 *   is built once per process, sample and day, dumped, and each instance loads the dump — far
 *   cheaper than creating, migrating and seeding a database per app. The template carries a
 *   snapshot of the seeded tables, so reset is a few SQL statements (`seed-snapshot.ts`).
 * - On a PostgreSQL server (`DATABASE_URL`): `pg-sandbox-database.ts`. Test copies on a server
 *   (`pg-test-databases.ts`) are opened by the test app itself, never from here.
 */
import type { Database, Listen } from './database.ts';
import { migrate } from './migrate.ts';
import { openPglite, type PgliteDatabase } from './pglite-database.ts';
import { openPgSandbox } from './pg-sandbox-database.ts';
import { restoreSeedSnapshot, takeSeedSnapshot } from './seed-snapshot.ts';
import { cachedDump, sandboxCodeHash } from './template-cache.ts';

/** A seeded database that can go back to its seed and must be closed. */
export interface SandboxDatabase extends Database {
  /** Back to the seeded state (every table). */
  reset(): Promise<void>;
  /** PostgreSQL notifications of this store (published settings, decision 302). */
  listen: Listen;
  close(): Promise<void>;
}

/**
 * What a new or reset store is filled with. The store does not know what the seed holds: the app
 * (`create-app.ts`) hands it the scenarios' seed, so `store/` never imports `scenarios/`.
 */
export interface StoreSeed {
  /**
   * Names everything that shapes the seeded rows (sample, day, institution): stores with equal
   * keys share one template. Must change whenever `run` would write other rows.
   */
  key: string;
  /** Writes the seed into an empty, migrated database (inside one transaction of its own). */
  run(db: Database): Promise<void>;
}

/** How to open it. */
export interface SandboxDatabaseOptions {
  /** Folder to keep state in; undefined for a fresh in-memory copy of the template. */
  dataDir?: string;
  /** A PostgreSQL server database instead (`DATABASE_URL`); wins over `dataDir`. */
  databaseUrl?: string;
  /** The seed as of now: called when the store is opened and again on every reset (a new day seeds new dates). */
  seed: () => StoreSeed;
}

/** A template and the instances loaded from it that tests have closed, reset, ready for reuse. */
interface TemplateEntry {
  dump: Promise<Blob>;
  idle: PgliteDatabase[];
}

const templates = new Map<string, TemplateEntry>();

/** Closed instances kept per template: one is enough, since a test process starts apps one after another. */
export const MAX_IDLE = 1;

function templateEntry(seed: StoreSeed): TemplateEntry {
  const key = seed.key;
  let entry = templates.get(key);
  if (!entry) {
    const dump = cachedDump('seeded', [sandboxCodeHash(), key], async () => {
      const db = await openPglite();
      try {
        await migrate(db);
        await seed.run(db);
        await takeSeedSnapshot(db);
        return await db.dump();
      } finally {
        await db.close();
      }
    });
    entry = { dump, idle: [] };
    // A failed build is not cached: the next app tries again and reports its own error.
    dump.catch(() => templates.delete(key));
    templates.set(key, entry);
  }
  return entry;
}

/**
 * The dump of a migrated, seeded database for a sample and day: built once per process, and kept
 * on disk for the next process while the sandbox's code is unchanged.
 */
export function seededTemplate(seed: StoreSeed): Promise<Blob> {
  return templateEntry(seed).dump;
}

/** Every table but the migration record, for reset. */
async function truncateAll(db: Database): Promise<void> {
  const tables = await db.query<{ name: string }>(
    `select quote_ident(tablename) as name from pg_tables where schemaname = 'public' and tablename <> 'schema_migrations'`,
  );
  if (tables.length > 0) await db.exec(`truncate ${tables.map((t) => t.name).join(', ')} restart identity cascade`);
}

async function openFolder(options: SandboxDatabaseOptions & { dataDir: string }): Promise<SandboxDatabase> {
  const db = await openPglite({ dataDir: options.dataDir });
  const seed = (into: Database) => options.seed().run(into);
  try {
    await migrate(db);
    const [seeded] = await db.query('select 1 from institution_state');
    if (!seeded) await seed(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return {
    ...db,
    reset: () =>
      db.transaction(async (tx) => {
        await truncateAll(tx);
        await seed(tx);
      }),
  };
}

/**
 * A fresh in-memory database: an instance a closed app left behind (already back at its seed), or
 * one loaded from the template. Reusing instances makes every app after a process's first start in
 * milliseconds instead of the second or more that loading the dump takes.
 */
async function openFresh(options: SandboxDatabaseOptions): Promise<SandboxDatabase> {
  const entry = templateEntry(options.seed());
  const db = entry.idle.pop() ?? (await openPglite({ loadDataDir: await entry.dump }));
  let closed = false;
  return {
    ...db,
    reset: () => restoreSeedSnapshot(db),
    close: async () => {
      if (closed) return;
      closed = true;
      if (entry.idle.length < MAX_IDLE) {
        try {
          await restoreSeedSnapshot(db);
          entry.idle.push(db);
          return;
        } catch {
          // Not reusable: close it below.
        }
      }
      await db.close();
    },
  };
}

/** Opens the sandbox database of one app instance. */
export function openSandboxDatabase(options: SandboxDatabaseOptions): Promise<SandboxDatabase> {
  if (options.databaseUrl !== undefined) return openPgSandbox(options.databaseUrl, (into) => options.seed().run(into));
  return options.dataDir === undefined ? openFresh(options) : openFolder({ ...options, dataDir: options.dataDir });
}
