/**
 * Changes waiting for a second publisher (decision 287) on both backends: PGlite always, a PostgreSQL
 * server when TEST_DATABASE_URL is set (the PostgreSQL pass of `npm test`), where two approvals race.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../database.ts';
import { migrate } from '../migrate.ts';
import { openPg } from '../pg-database.ts';
import { withDatabase } from '../pg-sandbox-database.ts';
import { openPglite } from '../pglite-database.ts';
import { listApprovals, requestApproval, takeApproval } from './approvals-repo.ts';

const ADMIN_URL = process.env.TEST_DATABASE_URL;

const backends = [
  { name: 'PGlite', open: async () => openPglite().then((db) => ({ db, close: () => db.close() })) },
  ...(ADMIN_URL
    ? [
        {
          name: 'PostgreSQL',
          open: async () => {
            const name = `sandbox_test_approvals_${process.pid}_${Date.now().toString(36)}`;
            const admin = await openPg(ADMIN_URL, { max: 1 });
            await admin.exec(`create database ${name}`);
            const db = await openPg(withDatabase(ADMIN_URL, name), { max: 4 });
            const close = async () => {
              await db.close();
              await admin.exec(`drop database ${name}`);
              await admin.close();
            };
            return { db, close };
          },
        },
      ]
    : []),
];

const at = new Date('2026-11-27T12:00:00.000Z');

describe.each(backends)('studio approvals on $name', { timeout: 30_000 }, (backend) => {
  let handle: { db: Database; close(): Promise<void> };
  beforeAll(async () => {
    handle = await backend.open();
    await migrate(handle.db);
  }, 120_000);
  afterAll(async () => handle?.close());
  beforeEach(async () => {
    await handle.db.execute('delete from studio_approvals');
  });

  it('when the publisher who asked approves, or another asks for something else, then nothing is taken', async () => {
    const { db } = handle;
    await requestApproval(db, { kind: 'rollback', value: '3', requestedBy: 'staff.publisher', requestedAt: at });
    expect(await takeApproval(db, { kind: 'rollback', value: '3' }, 'staff.publisher')).toBe(false);
    expect(await takeApproval(db, { kind: 'rollback', value: '2' }, 'staff.publisher2')).toBe(false);
    expect(await listApprovals(db)).toEqual([
      { kind: 'rollback', value: '3', requestedBy: 'staff.publisher', requestedAt: at.toISOString() },
    ]);
  });

  it('when a newer request of a kind comes then it replaces the older one; other kinds stay', async () => {
    const { db } = handle;
    await requestApproval(db, { kind: 'sample', value: 'second', requestedBy: 'staff.publisher', requestedAt: at });
    await requestApproval(db, { kind: 'fourEyes', value: 'false', requestedBy: 'staff.publisher', requestedAt: at });
    await requestApproval(db, { kind: 'sample', value: 'default', requestedBy: 'staff.publisher2', requestedAt: at });
    expect((await listApprovals(db)).map((p) => [p.kind, p.value, p.requestedBy])).toEqual([
      ['fourEyes', 'false', 'staff.publisher'],
      ['sample', 'default', 'staff.publisher2'],
    ]);
  });

  it('when two other publishers approve the same request at once then exactly one takes it', async () => {
    const { db } = handle;
    await requestApproval(db, { kind: 'rollback', value: '1', requestedBy: 'staff.publisher', requestedAt: at });
    const taken = await Promise.all(
      ['staff.publisher2', 'staff.publisher3'].map((who) =>
        db.transaction((tx) => takeApproval(tx, { kind: 'rollback', value: '1' }, who)),
      ),
    );
    expect(taken.filter(Boolean)).toHaveLength(1);
    expect(await listApprovals(db)).toEqual([]);
  });
});
