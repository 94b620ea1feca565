import { beforeEach, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../schemas/src/studio/staff-audit.ts';
import { STAFF_PASSWORD } from '../../scenarios/staff-scenarios.ts';
import { settingsSamples } from '../../store/sample-source.ts';
import { STAFF_SIGN_IN_LIMITS } from '../../use-cases/limits/sign-in-limits.ts';

const STAFF_MAX_FAILURES = STAFF_SIGN_IN_LIMITS.failuresPerAccountAndAddress;
import { putDraft, signIn, type StaffClient, studioRouteApp } from './studio-test-kit.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const FROZEN = '2026-11-20T09:30:00.000Z';
const LOOPBACK = /^(::ffff:)?127\.0\.0\.1$|^::1$/;

describe('staff actions in the audit log', { timeout: 60_000 }, () => {
  const app = studioRouteApp({ samples: settingsSamples }, { now: FROZEN });
  let auditor: StaffClient | undefined;
  beforeEach(async () => {
    auditor = undefined;
  }, 60_000);

  /** Every entry, oldest first, read as a publisher (whose own sign-in is the first entry). */
  async function log(action?: string): Promise<AuditEntry[]> {
    auditor ??= await signIn(app, 'staff.publisher2');
    const res = await auditor.call(`/studio/api/audit?limit=200${action ? `&action=${action}` : ''}`);
    expect(res.status).toBe(200);
    return ((await res.json()).entries as AuditEntry[]).reverse();
  }
  const signInAs = (userName: string, password: string) =>
    app.call('/studio/api/session', { json: { userName, password } });

  it('when staff sign in, fail, get locked and sign out then each is recorded with who, when (app clock) and the address', async () => {
    auditor = await signIn(app, 'staff.publisher2');
    const editor = await signIn(app, 'staff.editor');
    for (let i = 0; i < STAFF_MAX_FAILURES; i += 1) await signInAs('staff.viewer', 'wrong-password');
    await signInAs('nobody.at.all', 'wrong-password');
    expect((await editor.call('/studio/api/session', { method: 'DELETE' })).status).toBe(204);

    const entries = await log();
    const lines = entries.map((e) => [e.action, e.actor]);
    expect(lines).toEqual([
      ['sign-in', 'staff.publisher2'],
      ['sign-in', 'staff.editor'],
      ...Array.from({ length: STAFF_MAX_FAILURES }, () => ['sign-in-failed', 'staff.viewer']),
      ['lockout', 'staff.viewer'],
      ['sign-in-failed', 'nobody.at.all'],
      ['sign-out', 'staff.editor'],
    ]);
    for (const entry of entries) {
      expect(entry.at).toBe(FROZEN);
      expect(entry.address).toMatch(LOOPBACK);
      expect(JSON.stringify(entry)).not.toContain('wrong-password');
      expect(JSON.stringify(entry)).not.toContain(STAFF_PASSWORD);
    }
  });

  it('when an editor saves and discards drafts then the key and its value before and after are recorded', async () => {
    const editor = await signIn(app, 'staff.editor');
    expect((await editor.call('/studio/api/draft/settings/loginPage.heading', putDraft('First'))).status).toBe(200);
    expect((await editor.call('/studio/api/draft/settings/loginPage.heading', putDraft('Second', 1))).status).toBe(200);
    expect(
      (await editor.call('/studio/api/draft/institution-options/PasswordMinimumLength', putDraft('12'))).status,
    ).toBe(200);
    const discard = await editor.call('/studio/api/draft/settings/loginPage.heading', {
      method: 'DELETE',
      headers: { 'if-match': '"2"' },
    });
    expect(discard.status).toBe(200);
    const published = (await discard.json()).storedValue as string;

    const saves = (await log()).filter((e) => e.action.startsWith('draft-'));
    expect(saves.map((e) => [e.actor, e.action, e.key, e.oldValue, e.newValue])).toEqual([
      ['staff.editor', 'draft-save', 'loginPage.heading', published, 'First'],
      ['staff.editor', 'draft-save', 'loginPage.heading', 'First', 'Second'],
      ['staff.editor', 'draft-save', 'PasswordMinimumLength', expect.any(String), '12'],
      ['staff.editor', 'draft-discard', 'loginPage.heading', 'Second', published],
    ]);
    expect(saves[2]!.detail).toEqual({ scope: 'institutionOption' });
  });

  it('when a draft save is refused then nothing is recorded for it', async () => {
    const viewer = await signIn(app, 'staff.viewer');
    expect((await viewer.call('/studio/api/draft/settings/loginPage.heading', putDraft('No'))).status).toBe(403);
    expect(await log('draft-save')).toEqual([]);
  });

  it('when publishers publish, roll back, switch four eyes and choose a sample then each is recorded with the versions and keys, and a change waiting for a second publisher as a request', async () => {
    const editor = await signIn(app, 'staff.editor');
    const publisher = await signIn(app, 'staff.publisher');
    const second = (auditor ??= await signIn(app, 'staff.publisher2'));
    await editor.call('/studio/api/draft/settings/loginPage.heading', putDraft('Published heading'));
    const etag = (await (await publisher.call('/studio/api/state')).json()).draft.etag as string;
    expect(
      (await publisher.call('/studio/api/publish', { json: { note: 'New heading' }, headers: { 'if-match': etag } }))
        .status,
    ).toBe(200);
    // Four eyes is on: a rollback and switching it off wait for a second publisher asking the same.
    expect((await publisher.call('/studio/api/rollback', { json: { version: 1, note: '' } })).status).toBe(202);
    expect((await second.call('/studio/api/rollback', { json: { version: 1, note: '' } })).status).toBe(200);
    expect((await publisher.call('/studio/api/config', { method: 'PUT', json: { fourEyes: false } })).status).toBe(202);
    expect((await second.call('/studio/api/config', { method: 'PUT', json: { fourEyes: false } })).status).toBe(200);
    expect(
      (await publisher.call('/studio/api/sample', { method: 'PUT', json: { sampleId: 'small-credit-union' } })).status,
    ).toBe(200);

    const entries = (await log()).filter((e) =>
      ['publish', 'rollback', 'four-eyes', 'sample', 'approval-request'].includes(e.action),
    );
    expect(entries.map((e) => [e.actor, e.action, e.key, e.oldValue, e.newValue])).toEqual([
      ['staff.publisher', 'publish', 'version', '1', '2'],
      ['staff.publisher', 'approval-request', 'rollback', null, '1'],
      ['staff.publisher2', 'rollback', 'version', '2', '3'],
      ['staff.publisher', 'approval-request', 'fourEyes', 'true', 'false'],
      ['staff.publisher2', 'four-eyes', 'fourEyes', 'true', 'false'],
      ['staff.publisher', 'sample', 'sampleId', 'default', 'small-credit-union'],
    ]);
    const [published, , rolledBack] = entries;
    expect(published!.detail).toEqual({ version: 2, note: 'New heading', keys: ['loginPage.heading'] });
    expect(rolledBack!.detail).toMatchObject({ version: 3, rollbackOf: 1, keys: ['loginPage.heading'] });
    for (const entry of entries) expect(entry.address).toMatch(LOOPBACK);
  });

  it('when staff upload an image, open a preview session, export and import then each is recorded, and no token is kept', async () => {
    const editor = await signIn(app, 'staff.editor');
    const upload = await editor.call('/studio/api/images', {
      method: 'POST',
      body: PNG as unknown as string,
      headers: { 'content-type': 'image/png' },
    });
    const { url } = await upload.json();
    const preview = await editor.call('/studio/api/preview-session', { json: { userName: 'basic.user' } });
    const { userToken } = await preview.json();
    const exported = await editor.call('/studio/api/export');
    expect(exported.status).toBe(200);
    const zip = Buffer.from(await exported.arrayBuffer());
    const imported = await editor.call('/studio/api/import', {
      method: 'POST',
      body: zip as unknown as string,
      headers: { 'content-type': 'application/zip' },
    });
    expect(imported.status).toBe(200);

    const entries = (await log()).filter((e) => e.actor === 'staff.editor' && e.action !== 'sign-in');
    expect(entries.map((e) => [e.action, e.key, e.newValue])).toEqual([
      ['image-upload', null, url],
      ['preview-session', 'basic.user', null],
      ['export', null, 'default.zip'],
      ['import', null, null],
    ]);
    expect(entries[0]!.detail).toEqual({ contentType: 'image/png', bytes: PNG.length });
    expect(entries[3]!.detail).toEqual({ changedKeys: (await imported.json()).changedKeys });
    expect(JSON.stringify(entries)).not.toContain(userToken);
  });
});
