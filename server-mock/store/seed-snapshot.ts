/**
 * A copy of the seeded tables inside the database itself (schema `seed_snapshot`), so reset is a
 * few SQL statements — empty every table, copy the snapshot back, restart the id sequences —
 * instead of loading a dump or seeding again. Taken once, right after the seed.
 */
import type { Database } from './database.ts';

const SNAPSHOT = 'seed_snapshot';

/** The application's tables (public schema, not the migration record). */
async function appTables(db: Database): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = 'public' and tablename <> 'schema_migrations' order by tablename`,
  );
  return rows.map((r) => r.name);
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Copies every table into the snapshot schema (replacing an older snapshot). */
export async function takeSeedSnapshot(db: Database): Promise<void> {
  const tables = await appTables(db);
  await db.exec(
    [`drop schema if exists ${SNAPSHOT} cascade`, `create schema ${SNAPSHOT}`]
      .concat(tables.map((t) => `create table ${SNAPSHOT}.${ident(t)} as table public.${ident(t)}`))
      .join(';\n'),
  );
}

/** Whether a snapshot exists (false in a folder created before snapshots, or not yet seeded). */
export async function hasSeedSnapshot(db: Database): Promise<boolean> {
  const [row] = await db.query('select 1 from pg_namespace where nspname = $1', [SNAPSHOT]);
  return row !== undefined;
}

/** Puts every snapshotted table back to its seeded rows, in one transaction. */
export async function restoreSeedSnapshot(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const snapshotted = new Set(
      (
        await tx.query<{ name: string }>('select tablename as name from pg_tables where schemaname = $1', [SNAPSHOT])
      ).map((r) => r.name),
    );
    const tables = await appTables(tx);
    const serials = await tx.query<{ table_name: string; column_name: string }>(
      `select table_name, column_name from information_schema.columns
       where table_schema = 'public' and column_default like 'nextval(%'`,
    );
    // Replica mode skips foreign-key triggers, so tables can be refilled in any order.
    const script = [
      `set local session_replication_role = replica`,
      `truncate ${tables.map((t) => `public.${ident(t)}`).join(', ')}`,
    ]
      .concat(
        tables
          .filter((t) => snapshotted.has(t))
          .map((t) => `insert into public.${ident(t)} select * from ${SNAPSHOT}.${ident(t)}`),
      )
      .concat(
        serials.map(
          ({ table_name: t, column_name: c }) =>
            `select setval(pg_get_serial_sequence('public.${ident(t)}', '${c}'), coalesce((select max(${ident(c)}) from public.${ident(t)}), 0) + 1, false)`,
        ),
      );
    if (tables.length > 0) await tx.exec(script.join(';\n'));
  });
}
