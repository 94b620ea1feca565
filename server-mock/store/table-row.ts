/**
 * Typed rows (decision 356): a repository declares its table's row as the database answers it (snake_case
 * columns, SQL types as JavaScript sees them) and the list of its columns; rows are read with that type and
 * written from an object of it, so no field is cast and no insert lists twenty positional parameters. The
 * columns are checked against the migrated table by `table-row.test.ts`, so the type cannot drift from the
 * migrations.
 */
import type { Database } from './database.ts';

/** Every column of a row type, once: `satisfies ColumnsOf<Row>` makes the compiler hold the list to the type. */
export type ColumnsOf<Row> = { readonly [Column in keyof Row]-?: true };

/** A table's name and its columns, for inserts and for the check against the migrated table. */
export interface TableShape<Row> {
  table: string;
  columns: ColumnsOf<Row>;
}

/** Inserts one row; every column of the shape gets its value from the row, as `$1`, `$2`, ... */
export async function insertRow<Row extends object>(db: Database, shape: TableShape<Row>, row: Row): Promise<void> {
  const columns = Object.keys(shape.columns) as (keyof Row & string)[];
  const placeholders = columns.map((_, i) => `$${i + 1}`).join(', ');
  await db.execute(
    `insert into ${shape.table} (${columns.join(', ')}) values (${placeholders})`,
    columns.map((column) => row[column]),
  );
}

/** The rows a query answers, each read into the repository's own type by `read`. */
export async function readRows<Row, T>(
  db: Database,
  read: (row: Row) => T,
  sql: string,
  params?: readonly unknown[],
): Promise<T[]> {
  return (await db.query<Row>(sql, params)).map(read);
}

/** The first row a query answers, read into the repository's own type by `read`; undefined when there is none. */
export async function readFirstRow<Row, T>(
  db: Database,
  read: (row: Row) => T,
  sql: string,
  params?: readonly unknown[],
): Promise<T | undefined> {
  const [row] = await db.query<Row>(sql, params);
  return row === undefined ? undefined : read(row);
}
