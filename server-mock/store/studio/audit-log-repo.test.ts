import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database.ts';
import { migrate } from '../migrate.ts';
import { backends } from '../../testing/database-backends.ts';
import { appendAuditEntry, listAuditEntries } from './audit-log-repo.ts';

const at = (iso: string) => new Date(iso);

describe.each(backends)('staff audit log on $name', { timeout: 60_000 }, (backend) => {
  let handle: Awaited<ReturnType<(typeof backends)[number]['open']>>;
  let db: Database;

  beforeAll(async () => {
    handle = await backend.open();
    db = handle.db;
    await migrate(db);
    await appendAuditEntry(db, {
      at: at('2026-11-01T10:00:00Z'),
      actor: 'ann',
      action: 'sign-in',
      address: '10.0.0.1',
    });
    await appendAuditEntry(db, {
      at: at('2026-11-02T23:59:59Z'),
      actor: 'ann',
      action: 'draft-save',
      address: '10.0.0.1',
      key: 'loginPage.heading',
      oldValue: 'Old',
      newValue: 'New',
      detail: { scope: 'setting' },
    });
    await appendAuditEntry(db, {
      at: at('2026-11-03T00:00:00Z'),
      actor: 'bob',
      action: 'publish',
      address: '10.0.0.2',
      key: 'version',
      oldValue: '1',
      newValue: '2',
    });
  }, 120_000);
  afterAll(async () => handle?.close());

  it('when entries are listed then they come newest first with every field, and paging by id goes on where the page ended', async () => {
    const all = await listAuditEntries(db, {}, { limit: 10 });
    expect(all.map((e) => e.action)).toEqual(['publish', 'draft-save', 'sign-in']);
    expect(all[1]).toEqual({
      id: expect.any(Number),
      at: '2026-11-02T23:59:59.000Z',
      actor: 'ann',
      action: 'draft-save',
      address: '10.0.0.1',
      key: 'loginPage.heading',
      oldValue: 'Old',
      newValue: 'New',
      detail: { scope: 'setting' },
    });
    const first = await listAuditEntries(db, {}, { limit: 2 });
    const next = await listAuditEntries(db, {}, { limit: 2, before: first.at(-1)!.id });
    expect([...first, ...next]).toEqual(all);
  });

  it('when filtered by person, action and time then only matching entries come back', async () => {
    const actions = async (filter: Parameters<typeof listAuditEntries>[1]) =>
      (await listAuditEntries(db, filter, { limit: 10 })).map((e) => e.action);
    expect(await actions({ actor: 'ANN' })).toEqual(['draft-save', 'sign-in']);
    expect(await actions({ action: 'publish' })).toEqual(['publish']);
    expect(await actions({ since: at('2026-11-02T00:00:00Z'), until: at('2026-11-03T00:00:00Z') })).toEqual([
      'draft-save',
    ]);
    expect(await actions({ actor: 'bob', action: 'sign-in' })).toEqual([]);
  });

  it('when any code updates or deletes an entry then the store refuses it and the entry stays', async () => {
    await expect(db.execute("update staff_audit_log set actor = 'mallory'")).rejects.toThrow(/append-only/);
    await expect(db.execute('delete from staff_audit_log')).rejects.toThrow(/append-only/);
    await expect(
      db.transaction((tx) => tx.execute("update staff_audit_log set new_value = 'x' where action = 'publish'")),
    ).rejects.toThrow(/append-only/);
    expect((await listAuditEntries(db, {}, { limit: 10 })).map((e) => e.actor)).toEqual(['bob', 'ann', 'ann']);
  });
});
