/**
 * Test apps on a PostgreSQL server (the PostgreSQL pass of `npm test`, TEST_DATABASE_URL): each app
 * gets its own database, copied from a seeded template, so tests stay isolated as on PGlite.
 */
import { copyDatabase, ensureTemplate, openPgSandbox, type PgSandboxDatabase } from './pg-sandbox-database.ts';
import { MAX_IDLE, type SandboxDatabase, type StoreSeed } from './sandbox-database.ts';
import { sandboxCodeHash } from './template-cache.ts';

/**
 * The seeded template database for a seed (built once per code version and seed key; the tests'
 * global setup builds it before the workers start). Answers its name.
 */
export function seededServerTemplate(adminUrl: string, seed: StoreSeed): Promise<string> {
  return ensureTemplate(adminUrl, [sandboxCodeHash(), seed.key], (db) => seed.run(db));
}

/** Server databases that closed test apps left behind, back at their seed, per template. */
const idleOnServer = new Map<string, { db: PgSandboxDatabase; drop(): Promise<void> }[]>();

/**
 * A new database copied from the seeded template, or one a closed app left behind (already back at
 * its seed: a snapshot restore costs far less than CREATE DATABASE). One not kept for reuse is
 * dropped on close; the tests' global setup drops what an earlier run kept (`dropTestDatabases`).
 */
export async function openFreshOnServer(adminUrl: string, seed: StoreSeed): Promise<SandboxDatabase> {
  const template = await seededServerTemplate(adminUrl, seed);
  const idle = idleOnServer.get(template) ?? [];
  idleOnServer.set(template, idle);
  let instance = idle.pop();
  if (!instance) {
    const copy = await copyDatabase(adminUrl, template);
    const db = await openPgSandbox(copy.url, (into) => seed.run(into)).catch(async (error: unknown) => {
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
          await db.reset(); // a copy of the template carries its seed snapshot: this restores it
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
