import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../store/migrate.ts';
import { openPglite, type PgliteDatabase } from '../../store/pglite-database.ts';
import { listAuditEntries } from '../../store/studio/audit-log-repo.ts';
import { recordStaffAction } from './record-staff-action.ts';

describe('recordStaffAction (the staff command records through it)', { timeout: 60_000 }, () => {
  let db: PgliteDatabase;
  beforeAll(async () => {
    db = await openPglite();
    await migrate(db);
  }, 120_000);
  afterAll(async () => db?.close());

  it('when the command adds a staff member then the entry keeps who, when, what and an empty address; names are lower case and bounded', async () => {
    await recordStaffAction(db, {
      at: new Date('2026-11-27T10:00:00Z'),
      actor: ' Admin.Local ',
      action: 'staff-create',
      key: 'ann',
      newValue: 'editor',
    });
    await recordStaffAction(db, {
      at: new Date('2026-11-27T10:01:00Z'),
      actor: 'x'.repeat(500),
      action: 'sign-in-failed',
      address: '192.0.2.1',
    });
    const [failed, created] = await listAuditEntries(db, {}, { limit: 10 });
    expect(created).toMatchObject({
      at: '2026-11-27T10:00:00.000Z',
      actor: 'admin.local',
      action: 'staff-create',
      address: '',
      key: 'ann',
      oldValue: null,
      newValue: 'editor',
      detail: {},
    });
    expect(failed).toMatchObject({ actor: 'x'.repeat(100), address: '192.0.2.1' });
  });
});
