/**
 * `Database` over a PostgreSQL server through a `pg` connection pool, for several server processes
 * (or machines) sharing one lender's data. Rows come back the way the PGlite implementation answers
 * them, so repositories do not know which one they run on (see `database.ts`).
 */
import pg from 'pg';
import type { Database, Listen } from './database.ts';

/** A server-backed database that must be closed (ends the pool). */
export interface PgDatabase extends Database {
  /** Notifications of this database from every process, on a connection of their own. */
  listen: Listen;
  close(): Promise<void>;
}

/** How long to wait before making a lost listening connection again. */
export const RELISTEN_DELAY_MS = 250;

/**
 * LISTEN on a client of its own (a pooled connection would be handed to other statements). When it
 * is lost (server restart, failover), it is made again and `onGap` says notices may have been missed.
 */
function listenOn(url: string): Listen {
  return async (channel, onNotify, onGap) => {
    let stopped = false;
    let client: pg.Client | undefined;
    let retry: NodeJS.Timeout | undefined;
    const connect = async (): Promise<void> => {
      const next = new pg.Client({ connectionString: url });
      client = next;
      let gone = false;
      const lost = () => {
        if (gone || stopped) return;
        gone = true;
        if (client === next) client = undefined;
        next.end().catch(() => undefined);
        onGap?.();
        retry = setTimeout(() => void connect().catch(() => undefined), RELISTEN_DELAY_MS);
      };
      next.on('error', lost);
      next.on('end', lost);
      next.on('notification', (message) => {
        if (message.channel === channel) onNotify(message.payload ?? '');
      });
      try {
        await next.connect();
        await next.query(`listen ${pg.escapeIdentifier(channel)}`);
      } catch (error) {
        lost();
        throw error;
      }
    };
    try {
      await connect();
    } catch (error) {
      // The first connection fails the caller (as opening the pool does); only later losses are retried.
      stopped = true;
      clearTimeout(retry);
      throw error;
    }
    return async () => {
      stopped = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    };
  };
}

/** Type ids whose text form `pg` would answer differently from PGlite. */
const INT8 = 20;
const DATE = 1082;
const JSON_TYPES = new Set(['json', 'jsonb']);

/**
 * PGlite answers `int8` as a number and `date` as UTC midnight; `pg` answers a string and local
 * midnight. Same answers everywhere keep repositories and their tests backend-neutral.
 */
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8) return (value: string) => Number(value);
    if (oid === DATE) return (value: string) => new Date(`${value}T00:00:00Z`);
    return format === 'binary' ? pg.types.getTypeParser(oid, 'binary') : pg.types.getTypeParser(oid, 'text');
  },
} as pg.CustomTypesConfig;

type Queryable = pg.Pool | pg.PoolClient;

/**
 * Parameter types per statement, for statements passing arrays. PGlite serialises a parameter by
 * its declared type, so an array bound to a `jsonb` column is JSON; `pg` would send any array as a
 * PostgreSQL array literal. Asking the server once per statement keeps the two the same.
 */
const jsonParams = new Map<string, Promise<boolean[]>>();

async function describeJsonParams(client: Queryable, sql: string): Promise<boolean[]> {
  const name = `describe_${Math.random().toString(36).slice(2)}`;
  const one = 'release' in client ? client : await client.connect();
  try {
    await one.query(`prepare ${name} as ${sql}`);
    const [row] = (
      await one.query<{ types: string[] }>(
        'select parameter_types::text[] as types from pg_prepared_statements where name = $1',
        [name],
      )
    ).rows;
    await one.query(`deallocate ${name}`);
    return (row?.types ?? []).map((type) => JSON_TYPES.has(type));
  } finally {
    if (one !== client) one.release();
  }
}

async function prepareParams(client: Queryable, sql: string, params: readonly unknown[]): Promise<unknown[]> {
  if (!params.some(Array.isArray)) return [...params];
  let described = jsonParams.get(sql);
  if (!described) {
    described = describeJsonParams(client, sql);
    jsonParams.set(sql, described);
    described.catch(() => jsonParams.delete(sql));
  }
  const isJson = await described;
  return params.map((value, i) => (Array.isArray(value) && isJson[i] ? JSON.stringify(value) : value));
}

/** Wraps the pool or a checked-out client; on a client (a transaction) nested transactions join. */
function over(handle: Queryable, startTransaction: Database['transaction'] | undefined): Database {
  const db: Database = {
    query: async <T>(sql: string, params: readonly unknown[] = []) =>
      (await handle.query(sql, await prepareParams(handle, sql, params))).rows as T[],
    execute: async (sql, params = []) =>
      (await handle.query(sql, await prepareParams(handle, sql, params))).rowCount ?? 0,
    exec: async (script) => void (await handle.query(script)),
    transaction: (work) => (startTransaction ? startTransaction(work) : work(db)),
  };
  return db;
}

/** How many connections one process keeps at most (a request holds one per statement or transaction). */
export const POOL_SIZE = 10;

/** Connects to `url` (`postgres://user:password@host:port/database`); fails here when unreachable. */
export async function openPg(url: string, options: { max?: number } = {}): Promise<PgDatabase> {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? POOL_SIZE, types });
  // An idle connection the server drops (restart, failover) must not crash the process: the pool
  // replaces it on the next checkout.
  pool.on('error', () => undefined);
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end();
    throw error;
  }
  const transaction: Database['transaction'] = async (work) => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      const result = await work(over(client, undefined));
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  };
  let closed: Promise<void> | undefined;
  return {
    ...over(pool, transaction),
    listen: listenOn(url),
    close: () => (closed ??= pool.end()),
  };
}
