/**
 * `Database` over PGlite: PostgreSQL compiled to WebAssembly, in memory or in a folder, with no
 * server and no native build step. One PGlite instance belongs to one app instance.
 */
import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { lockDataDir } from './data-dir-lock.ts';
import type { Database, Listen } from './database.ts';
import { cachedDump, pgliteVersion } from './template-cache.ts';

/** A PGlite-backed database that can be dumped (test templates) and must be closed. */
export interface PgliteDatabase extends Database {
  /** The folder's contents as one tarball (uncompressed: loading it is what tests wait for). */
  dump(): Promise<Blob>;
  /** Notifications of this database (one process owns a PGlite database, so there is never a gap). */
  listen: Listen;
  close(): Promise<void>;
}

/** Where an instance keeps its data: a folder, or memory (optionally starting from a dump). */
export type PgliteSource = { dataDir: string } | { loadDataDir?: Blob };

type Queryable = Pick<Transaction, 'query' | 'exec'>;

/** Wraps a PGlite handle or an open transaction; nested transactions join the open one. */
function over(handle: Queryable, startTransaction: Database['transaction'] | undefined): Database {
  const db: Database = {
    query: async <T>(sql: string, params: readonly unknown[] = []) => (await handle.query<T>(sql, [...params])).rows,
    execute: async (sql, params = []) => (await handle.query(sql, [...params])).affectedRows ?? 0,
    exec: async (script) => void (await handle.exec(script)),
    transaction: (work) => (startTransaction ? startTransaction(work) : work(db)),
  };
  return db;
}

/**
 * An empty cluster right after initdb, cached on disk per PGlite version: initdb is the slowest
 * step of a new in-memory database (seconds in WebAssembly), and its result never changes.
 */
function blankCluster(): Promise<Blob> {
  return cachedDump('pglite-blank', [pgliteVersion()], async () => {
    const pg = new PGlite();
    try {
      await pg.waitReady;
      return await pg.dumpDataDir('none');
    } finally {
      await pg.close();
    }
  });
}

/** Opens (and, in a new folder, creates) a PGlite database; in memory it starts blank or from a dump. */
export async function openPglite(source: PgliteSource = {}): Promise<PgliteDatabase> {
  if (!('dataDir' in source))
    return wrap(new PGlite({ loadDataDir: source.loadDataDir ?? (await blankCluster()) }), () => {});
  // PGlite creates only the last folder of a path: a new DATA_DIR such as `.data/sandbox` on a fresh
  // clone would fail with ENOENT, so the folder and its parents are made first.
  mkdirSync(source.dataDir, { recursive: true });
  const release = lockDataDir(source.dataDir);
  try {
    return await wrap(new PGlite(source.dataDir), release);
  } catch (error) {
    release();
    throw new Error(
      `The store in ${source.dataDir} could not be opened (${(error as Error).message}). ` +
        'If its first start was interrupted, delete the folder to start from the seed.',
      { cause: error },
    );
  }
}

async function wrap(pg: PGlite, release: () => void): Promise<PgliteDatabase> {
  await pg.waitReady;
  const base = over(pg, (work) => pg.transaction((tx) => work(over(tx, undefined))));
  return {
    ...base,
    dump: () => pg.dumpDataDir('none'),
    listen: async (channel, onNotify) => {
      const stop = await pg.listen(channel, onNotify);
      return async () => {
        if (!pg.closed) await stop();
      };
    },
    close: async () => {
      if (pg.closed) return;
      await pg.close();
      release();
    },
  };
}
