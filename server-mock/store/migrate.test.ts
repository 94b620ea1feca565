import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, readMigrations } from './migrate.ts';
import { openPglite, type PgliteDatabase } from './pglite-database.ts';

function folderWith(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
  for (const [name, sql] of Object.entries(files)) writeFileSync(join(dir, name), sql);
  return dir;
}

describe('migration runner', () => {
  let db: PgliteDatabase;
  beforeAll(async () => {
    db = await openPglite();
  }, 60_000);
  afterAll(() => db.close());

  it('when migrations are read then they come in number order whatever the file order', () => {
    const dir = folderWith({ '010-second.sql': 'select 2', '002-first.sql': 'select 1', 'notes.txt': 'ignored' });
    expect(readMigrations(dir).map((m) => [m.version, m.name])).toEqual([
      [2, 'first'],
      [10, 'second'],
    ]);
  });

  it.each([
    ['a file without a number', { 'create-users.sql': 'select 1' }, /NNN-kebab-name/],
    ['two files with one number', { '001-a.sql': 'select 1', '001-b.sql': 'select 1' }, /share number 1/],
  ])('when the folder has %s then reading fails naming the problem', (_case, files, message) => {
    expect(() => readMigrations(folderWith(files))).toThrow(message);
  });

  it('when migrations run twice then each is applied once and recorded in schema_migrations', async () => {
    const dir = folderWith({
      '001-items.sql': 'create table items (id serial primary key, name text);',
      '002-seed-items.sql': "insert into items (name) values ('a'); insert into items (name) values ('b');",
    });
    expect(await migrate(db, readMigrations(dir))).toEqual([1, 2]);
    expect(await migrate(db, readMigrations(dir))).toEqual([]);
    expect(await db.query('select version, name from schema_migrations order by version')).toEqual([
      { version: 1, name: 'items' },
      { version: 2, name: 'seed-items' },
    ]);
    expect(await db.query('select count(*)::int as n from items')).toEqual([{ n: 2 }]);
  });

  it('when a migration fails half-way then none of its statements stay and it is not recorded', async () => {
    const dir = folderWith({
      '001-items.sql': 'create table items (id serial primary key, name text);',
      '002-seed-items.sql': 'select 1',
      '003-broken.sql': "insert into items (name) values ('c'); insert into no_such_table values (1);",
    });
    await expect(migrate(db, readMigrations(dir))).rejects.toThrow(/no_such_table/);
    expect(await db.query('select count(*)::int as n from items')).toEqual([{ n: 2 }]);
    expect(await db.query('select version from schema_migrations where version = 3')).toEqual([]);
  });

  it("when the sandbox's own migrations are read then their numbers are unique and core's come first", () => {
    const versions = readMigrations().map((m) => m.version);
    expect(versions[0]).toBe(1);
    expect(new Set(versions).size).toBe(versions.length);
  });
});
