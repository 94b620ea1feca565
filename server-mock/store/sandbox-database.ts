/**
 * The sandbox's database for one app instance, seeded and resettable.
 *
 * - With a folder (`npm start`: `.data/sandbox/`): state survives restarts; migrations run on
 *   open; an empty folder is seeded; reset empties every table and seeds again.
 * - Without one (tests): a fresh in-memory copy of a template. The template (migrated and seeded)
 *   is built once per process, sample and day, dumped, and each instance loads the dump — far
 *   cheaper than creating, migrating and seeding a database per app. The template carries a
 *   snapshot of the seeded tables, so reset is a few SQL statements (`seed-snapshot.ts`).
 */
import type { Clock } from '../sandbox-clock.ts';
import { seedSandbox, type SeedOptions } from '../scenarios/seed.ts';
import type { Database } from './database.ts';
import { migrate } from './migrate.ts';
import { openPglite, type PgliteDatabase } from './pglite-database.ts';
import { copyDatabase, ensureTemplate, openPgSandbox } from './pg-sandbox-database.ts';
import type { SampleSource } from './sample-source.ts';
import { restoreSeedSnapshot, takeSeedSnapshot } from './seed-snapshot.ts';
import { cachedDump, sandboxCodeHash } from './template-cache.ts';

/** A seeded database that can go back to its seed and must be closed. */
export interface SandboxDatabase extends Database {
  /** Back to the seeded state (every table). */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/** How to open it. */
export interface SandboxDatabaseOptions {
  /** Folder to keep state in; undefined for a fresh in-memory copy of the template. */
  dataDir?: string;
  /** A PostgreSQL server database instead (`DATABASE_URL`); wins over `dataDir`. */
  databaseUrl?: string;
  /** Tests: a PostgreSQL server URL on which to copy the seeded template into a new database, dropped on close. */
  freshDatabaseOn?: string;
  sampleId: string;
  samples: SampleSource;
  /** "Today" of the seed. */
  clock: Clock;
}

/** A template and the instances loaded from it that tests have closed, reset, ready for reuse. */
interface TemplateEntry {
  dump: Promise<Blob>;
  idle: PgliteDatabase[];
}

const templates = new WeakMap<SampleSource, Map<string, TemplateEntry>>();

/** Closed instances kept per template: one is enough, since a test process starts apps one after another. */
const MAX_IDLE = 1;

function templateEntry(seed: Omit<SeedOptions, 'scenarios'>): TemplateEntry {
  const perSample = templates.get(seed.samples) ?? new Map<string, TemplateEntry>();
  templates.set(seed.samples, perSample);
  const key = `${seed.sampleId}|${seed.now.toISOString().slice(0, 10)}`;
  let entry = perSample.get(key);
  if (!entry) {
    const institution = JSON.stringify(seed.samples.load(seed.sampleId).institutionOptions);
    const dump = cachedDump('seeded', [sandboxCodeHash(), key, institution], async () => {
      const db = await openPglite();
      try {
        await migrate(db);
        await seedSandbox(db, seed);
        await takeSeedSnapshot(db);
        return await db.dump();
      } finally {
        await db.close();
      }
    });
    entry = { dump, idle: [] };
    // A failed build is not cached: the next app tries again and reports its own error.
    dump.catch(() => perSample.delete(key));
    perSample.set(key, entry);
  }
  return entry;
}

/**
 * The dump of a migrated, seeded database for a sample and day: built once per process, and kept
 * on disk for the next process while the sandbox's code is unchanged.
 */
export function seededTemplate(seed: Omit<SeedOptions, 'scenarios'>): Promise<Blob> {
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
  const seed = (into: Database) => seedSandbox(into, { sampleId: options.sampleId, samples: options.samples, now: options.clock() });
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
  const entry = templateEntry({ sampleId: options.sampleId, samples: options.samples, now: options.clock() });
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

/**
 * The seeded template database on a PostgreSQL server for a sample and day (built once per code
 * version; tests' global setup builds it before the workers start). Answers its name.
 */
export function seededServerTemplate(adminUrl: string, seed: Omit<SeedOptions, 'scenarios'>): Promise<string> {
  const key = `${seed.sampleId}|${seed.now.toISOString().slice(0, 10)}`;
  const institution = JSON.stringify(seed.samples.load(seed.sampleId).institutionOptions);
  return ensureTemplate(adminUrl, [sandboxCodeHash(), key, institution], (db) => seedSandbox(db, seed));
}

/** Server databases that closed test apps left behind, back at their seed, per template. */
const idleOnServer = new Map<string, { db: SandboxDatabase; drop(): Promise<void> }[]>();

/**
 * A new database on a PostgreSQL server, copied from the seeded template, or one a closed app left
 * behind (already back at its seed: a snapshot restore is far cheaper than CREATE DATABASE). Not
 * reused, it is dropped on close; `dropIdleTestDatabases` removes what a test run left.
 */
async function openFreshOnServer(adminUrl: string, options: SandboxDatabaseOptions): Promise<SandboxDatabase> {
  const seed = { sampleId: options.sampleId, samples: options.samples, now: options.clock() };
  const template = await seededServerTemplate(adminUrl, seed);
  const idle = idleOnServer.get(template) ?? [];
  idleOnServer.set(template, idle);
  let instance = idle.pop();
  if (!instance) {
    const copy = await copyDatabase(adminUrl, template);
    const db = await openPgSandbox(copy.url, (into) => seedSandbox(into, seed)).catch(async (error: unknown) => {
      await copy.drop();
      throw error;
    });
    instance = { db, drop: () => db.close().then(copy.drop) };
  }
  const { db, drop } = instance;
  let closed = false;
  return {
    ...db,
    close: async () => {
      if (closed) return;
      closed = true;
      if (idle.length < MAX_IDLE) {
        try {
          await db.reset();
          idle.push({ db, drop });
          return;
        } catch {
          // Not reusable: dropped below.
        }
      }
      await drop();
    },
  };
}

/** Opens the sandbox database of one app instance. */
export function openSandboxDatabase(options: SandboxDatabaseOptions): Promise<SandboxDatabase> {
  if (options.databaseUrl !== undefined) {
    const seed = (into: Database) => seedSandbox(into, { sampleId: options.sampleId, samples: options.samples, now: options.clock() });
    return openPgSandbox(options.databaseUrl, seed);
  }
  if (options.freshDatabaseOn !== undefined && options.dataDir === undefined) return openFreshOnServer(options.freshDatabaseOn, options);
  return options.dataDir === undefined ? openFresh(options) : openFolder({ ...options, dataDir: options.dataDir });
}
