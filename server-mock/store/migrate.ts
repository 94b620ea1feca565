/**
 * Versioned migrations: `migrations/NNN-name.sql`, applied in number order, each in its own
 * transaction and recorded in `schema_migrations`, so a folder created by an older sandbox is
 * brought up to date on start and nothing runs twice. Areas own number ranges (see the wave plan):
 * core 001-019, access 020-039, accounts 040-059, payments 060-079.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.ts';

/** The folder of the sandbox's migrations. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/** One migration file. */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

const FILE_NAME = /^(\d{3})-([a-z0-9-]+)\.sql$/;

/** Reads the migrations of a folder in version order; a malformed name or a reused number throws. */
export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  const migrations = readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .map((file) => {
      const match = FILE_NAME.exec(file);
      if (!match) throw new Error(`Migration file "${file}" must be named NNN-kebab-name.sql`);
      return { version: Number(match[1]), name: match[2]!, sql: readFileSync(`${dir}/${file}`, 'utf8') };
    })
    .sort((a, b) => a.version - b.version);
  for (let i = 1; i < migrations.length; i += 1) {
    if (migrations[i]!.version === migrations[i - 1]!.version)
      throw new Error(`Two migrations share number ${migrations[i]!.version}`);
  }
  return migrations;
}

/** Applies every migration not yet recorded; answers the versions applied now. */
export async function migrate(db: Database, migrations: readonly Migration[] = readMigrations()): Promise<number[]> {
  await db.exec(
    'create table if not exists schema_migrations (version int primary key, name text not null, applied_at timestamptz not null default now())',
  );
  const done = new Set(
    (await db.query<{ version: number }>('select version from schema_migrations')).map((r) => r.version),
  );
  const applied: number[] = [];
  for (const migration of migrations) {
    if (done.has(migration.version)) continue;
    await db.transaction(async (tx) => {
      await tx.exec(migration.sql);
      await tx.execute('insert into schema_migrations (version, name) values ($1, $2)', [
        migration.version,
        migration.name,
      ]);
    });
    applied.push(migration.version);
  }
  return applied;
}
