/**
 * The server's store opened by an operator's command (`npm run staff`): the same DATA_DIR folder or
 * DATABASE_URL, migrated, never seeded. A PGlite folder belongs to one process, so while the server
 * holds it the command is refused with what to do instead (decision 283); on PostgreSQL the command
 * runs beside any number of servers.
 */
import { existsSync } from 'node:fs';
import type { Database } from './database.ts';
import { DataDirInUse } from './data-dir-lock.ts';
import { migrate } from './migrate.ts';
import { openPg } from './pg-database.ts';
import { migratePgUnderLock } from './pg-sandbox-database.ts';
import { openPglite } from './pglite-database.ts';

/** An open store for one command. */
export interface CommandStore extends Database {
  close(): Promise<void>;
}

/** Why the store could not be opened, in words for the operator. */
export class StoreUnavailable extends Error {}

/** Opens the PostgreSQL database when `databaseUrl` is set, else the PGlite folder `dataDir`. */
export async function openCommandStore(where: { dataDir: string; databaseUrl?: string }): Promise<CommandStore> {
  if (where.databaseUrl) {
    await migratePgUnderLock(where.databaseUrl);
    return openPg(where.databaseUrl, { max: 1 });
  }
  // A missing folder is more likely a mistyped DATA_DIR than a wish for a new, empty store.
  if (!existsSync(where.dataDir)) {
    throw new StoreUnavailable(
      `DATA_DIR ${where.dataDir} does not exist: start the server once to create its store, or set DATA_DIR to the server's folder.`,
    );
  }
  let db;
  try {
    db = await openPglite({ dataDir: where.dataDir });
  } catch (error) {
    if (!(error instanceof DataDirInUse)) throw error;
    throw new StoreUnavailable(
      `The server (process ${error.owner.pid} on ${error.owner.host}) holds DATA_DIR ${where.dataDir}, and a PGlite folder serves one process. ` +
        'Stop the server, run this command, then start the server again; or keep the store on PostgreSQL (DATABASE_URL), where this command runs beside the server.',
      { cause: error },
    );
  }
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
