/**
 * The one interface every repository talks to. The embedded default is PGlite (PostgreSQL's SQL in
 * WebAssembly, no server, no native build); a PostgreSQL server can implement the same interface
 * later and run the same migrations.
 */

/**
 * SQL access for repositories: parameters are `$1, $2, ...`; JSON values go in `jsonb` columns
 * (pass objects, they are serialised; rows come back parsed). `timestamptz` columns come back as
 * `Date`, `text[]` as arrays, `int8`/`count(*)` as numbers only when cast (`count(*)::int`).
 */
export interface Database {
  /** Rows of a query. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs one statement; answers how many rows it changed. */
  execute(sql: string, params?: readonly unknown[]): Promise<number>;
  /**
   * Runs `work` in one transaction: everything or nothing. Inside `work`, use only `tx`: the
   * embedded database runs one statement at a time, so a call on the outer handle waits forever.
   * A transaction started on `tx` joins the outer one.
   */
  transaction<T>(work: (tx: Database) => Promise<T>): Promise<T>;
  /** Runs a script of several statements without parameters (migrations, truncation). */
  exec(script: string): Promise<void>;
}

/**
 * Listens to PostgreSQL notifications (`NOTIFY channel, 'payload'`, from this process or any other on
 * the same database): `onNotify` gets each payload; `onGap` is called when some may have been missed
 * (the listening connection was lost and made again), so a cache over the data drops what it holds.
 * Answers the function that stops listening.
 */
export type Listen = (
  channel: string,
  onNotify: (payload: string) => void,
  onGap?: () => void,
) => Promise<() => Promise<void>>;
