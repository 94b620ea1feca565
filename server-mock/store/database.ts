/**
 * The one interface every repository talks to. The embedded default is PGlite (PostgreSQL's SQL in
 * WebAssembly, no server, no native build); a PostgreSQL server can implement the same interface
 * later and run the same migrations.
 */

/** SQL access for repositories: parameters are `$1, $2, ...`; JSON values go in `jsonb` columns. */
export interface Database {
  /** Rows of a query. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs one statement; answers how many rows it changed. */
  execute(sql: string, params?: readonly unknown[]): Promise<number>;
  /** Runs `work` in one transaction: everything or nothing. */
  transaction<T>(work: (tx: Database) => Promise<T>): Promise<T>;
}
