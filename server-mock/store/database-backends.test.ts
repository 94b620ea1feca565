/**
 * The `Database` contract on both backends: PGlite always, a PostgreSQL server when TEST_DATABASE_URL
 * is set (the PostgreSQL pass of `npm test`). Repositories rely on these answers being the same.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, type Backend } from '../testing/database-backends.ts';
import type { Database } from './database.ts';

describe.each(backends)('Database on $name', { timeout: 30_000 }, (backend) => {
  let handle: Awaited<ReturnType<Backend['open']>>;
  let db: Database;

  beforeAll(async () => {
    handle = await backend.open();
    db = handle.db;
    await db.exec(`create table t (id serial primary key, n int8 not null, d date, j jsonb, tags text[] not null default '{}');
                   create table u (id int primary key)`);
  }, 60_000);
  afterAll(async () => handle?.close());

  it('when rows are read then int8 is a number, date is UTC midnight, jsonb is parsed and text[] is an array', async () => {
    await db.execute('insert into t (n, d, j, tags) values ($1, $2, $3, $4)', [
      42,
      '2026-06-09',
      [{ a: 1 }, 'x'],
      ['p', 'q'],
    ]);
    const [row] = await db.query<{ n: number; d: Date; j: unknown; tags: string[] }>('select n, d, j, tags from t');
    expect(row).toEqual({ n: 42, d: new Date('2026-06-09T00:00:00.000Z'), j: [{ a: 1 }, 'x'], tags: ['p', 'q'] });
    expect((await db.query<{ c: number }>('select count(*) as c from t'))[0]!.c).toBe(1);
  });

  it('when a statement changes rows then execute answers how many', async () => {
    await db.execute('insert into u (id) values (1), (2), (3)');
    expect(await db.execute('update u set id = id + 10 where id > $1', [1])).toBe(2);
    expect(await db.execute('delete from u')).toBe(3);
  });

  it('when a transaction fails then none of it stays, and a nested transaction joins the outer one', async () => {
    const failing = db.transaction(async (tx) => {
      await tx.execute('insert into u (id) values (1)');
      await tx.transaction(async (inner) => inner.execute('insert into u (id) values (2)'));
      await tx.execute('insert into u (id) values (1)'); // duplicate key: everything rolls back
    });
    await expect(failing).rejects.toThrow();
    expect(await db.query('select id from u')).toEqual([]);

    const answer = await db.transaction(async (tx) => {
      await tx.transaction(async (inner) => inner.execute('insert into u (id) values (5)'));
      return (await tx.query<{ id: number }>('select id from u'))[0]!.id;
    });
    expect(answer).toBe(5);
    expect(await db.query('select id from u')).toEqual([{ id: 5 }]);
  });
});
