/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read loosely here and checked by expect */
/**
 * Bulk work (decisions 371, 372) through the studio API: who may plan, search and write; the reset plan
 * with the Spanish keys; find and replace that leaves markup alone; every change in a change request, never
 * live, recorded in the audit log. Runs on PGlite, and on PostgreSQL in the PostgreSQL pass of `npm test`.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../schemas/src/studio/staff-audit.ts';
import { startTestApp, type TestApp } from '../../testing/start-test-app.ts';
import { putDraft, signIn, type StaffClient } from './studio-test-kit.ts';

const LINK_TEXT =
  '<p>Read the <a href="https://quokka.example/quokka" title="quokka">quokka terms</a> before you sign in.</p>';
/** Published before each test through drafts, as staff would (the test control takes no Spanish keys). */
const LIVE = {
  'loginPage.heading': 'Welcome, members',
  'loginPage.heading@es': 'Bienvenidos, socios',
  'loginPage.createAccountLink': 'Create an account',
  'loginPage.richTextTop': LINK_TEXT,
};

describe('bulk reset and find and replace', { timeout: 60_000 }, () => {
  let app: TestApp;
  let editor: StaffClient;
  let publisher: StaffClient;
  beforeAll(async () => {
    app = await startTestApp();
  }, 120_000);
  afterAll(() => app?.close());
  beforeEach(async () => {
    await app.call('/__mock/reset', { method: 'POST' });
    [editor, publisher] = await Promise.all([signIn(app, 'staff.editor'), signIn(app, 'staff.publisher')]);
    for (const [key, value] of Object.entries(LIVE))
      expect((await editor.call(`/studio/api/draft/settings/${key}`, putDraft(value))).status).toBe(200);
    const etag = (await (await publisher.call('/studio/api/state')).json()).draft.etag;
    const published = await publisher.call('/studio/api/publish', {
      json: { note: 'Texts' },
      headers: { 'if-match': etag },
    });
    expect(published.status).toBe(200);
  }, 60_000);

  const bulk = (staff: StaffClient, json: unknown) => staff.call('/studio/api/change-requests/bulk', { json });
  const served = async () => (await (await app.call('/api/setup/ApplicationOptions')).json()).gassySettings.shared;
  const auditOf = async (action: string): Promise<AuditEntry[]> =>
    (await (await publisher.call(`/studio/api/audit?action=${action}`)).json()).entries;

  it('when a viewer, a stranger or a call without the CSRF token asks, then nothing is planned, found or written', async () => {
    const viewer = await signIn(app, 'staff.viewer');
    const calls: [string, unknown][] = [
      ['/studio/api/bulk/reset-plan', { keys: ['loginPage.heading'] }],
      ['/studio/api/bulk/find', { find: 'Welcome' }],
      ['/studio/api/change-requests/bulk', { target: { title: 'X' }, operation: { kind: 'reset', keys: ['a.b'] } }],
    ];
    for (const [path, json] of calls) {
      expect((await app.call(path, { json })).status).toBe(401);
      expect((await viewer.call(path, { json })).status).toBe(403);
      expect((await editor.call(path, { json, csrf: false })).status).toBe(403);
    }
    expect(await (await editor.call('/studio/api/change-requests')).json()).toEqual([]);
  });

  it('when a section is planned, then each set key that is not its default is listed with its Spanish key, current → default', async () => {
    const res = await editor.call('/studio/api/bulk/reset-plan', {
      json: { keys: ['loginPage.richTextTop', 'loginPage.heading', 'loginPage.createAccountLink', 'loginPage.logo'] },
    });
    expect(res.status).toBe(200);
    expect((await res.json()).changes).toEqual([
      { key: 'loginPage.heading', current: 'Welcome, members', value: 'Sign In' },
      { key: 'loginPage.heading@es', current: 'Bienvenidos, socios', value: 'Iniciar sesión' },
      { key: 'loginPage.richTextTop', current: LINK_TEXT, value: '' },
    ]);
    const unknown = await editor.call('/studio/api/bulk/reset-plan', { json: { keys: ['loginPage.nope'] } });
    expect(unknown.status).toBe(422);
    expect((await unknown.json()).problems).toEqual([
      { key: 'loginPage.nope', message: 'not a key of the settings catalogue' },
    ]);
    expect((await editor.call('/studio/api/bulk/reset-plan', { json: { keys: 'loginPage' } })).status).toBe(400);
  });

  it('when a reset goes into a new request, then the drafts are in it over the live values, nothing is live, and each key is audited', async () => {
    const keys = ['loginPage.heading', 'loginPage.heading@es'];
    const res = await bulk(editor, { target: { title: '  Back to defaults ' }, operation: { kind: 'reset', keys } });
    expect(res.status).toBe(201);
    const request = await res.json();
    expect(request).toMatchObject({ title: 'Back to defaults', author: 'staff.editor', status: 'open' });
    expect(request.entries.map((e: any) => [e.key, e.value, e.base, e.revision])).toEqual([
      ['loginPage.heading', 'Sign In', 'Welcome, members', 1],
      ['loginPage.heading@es', 'Iniciar sesión', 'Bienvenidos, socios', 1],
    ]);
    expect((await served())['loginPage.heading']).toBe('Welcome, members');
    expect((await auditOf('change-request-open'))[0]).toMatchObject({ actor: 'staff.editor', key: String(request.id) });
    const saves = (await auditOf('change-request-save')).reverse();
    expect(saves.map((e) => [e.key, e.oldValue, e.newValue, e.detail])).toEqual([
      [
        'loginPage.heading',
        'Welcome, members',
        'Sign In',
        { changeRequest: request.id, scope: 'setting', bulk: 'reset' },
      ],
      [
        'loginPage.heading@es',
        'Bienvenidos, socios',
        'Iniciar sesión',
        { changeRequest: request.id, scope: 'setting', bulk: 'reset' },
      ],
    ]);
  });

  it('when the text is searched, then English and Spanish values match where a borrower reads it, never in a link address', async () => {
    const found = await (await editor.call('/studio/api/bulk/find', { json: { find: 'quokka' } })).json();
    expect(found.matches).toEqual([
      {
        key: 'loginPage.richTextTop',
        language: 'en',
        text: 'Read the quokka terms before you sign in.',
        ranges: [[9, 15]],
      },
    ]);
    const spanish = await (await editor.call('/studio/api/bulk/find', { json: { find: 'socios' } })).json();
    expect(spanish.matches).toEqual([
      { key: 'loginPage.heading@es', language: 'es', text: 'Bienvenidos, socios', ranges: [[13, 19]] },
    ]);
    // A catalogue default counts where the lender set nothing: Spanish texts the sample does not set.
    const byDefault = await (await editor.call('/studio/api/bulk/find', { json: { find: 'Crear una cuenta' } })).json();
    expect(byDefault.matches.map((m: any) => m.key)).toContain('loginPage.createAccountLink@es');
    const none = await (await editor.call('/studio/api/bulk/find', { json: { find: 'zebra crossing' } })).json();
    expect(none.matches).toEqual([]);
    const empty = await editor.call('/studio/api/bulk/find', { json: { find: '  ' } });
    expect(empty.status).toBe(422);
    expect((await empty.json()).message).toBe('find: Type the text to find.');
  });

  it('when the checked matches are replaced into an open request, then only text changes and its earlier values are kept', async () => {
    const id = (await (await editor.call('/studio/api/change-requests', { json: { title: 'Terms' } })).json()).id;
    await editor.call(
      `/studio/api/change-requests/${id}/settings/loginPage.heading`,
      putDraft('Hello, quokka friends'),
    );
    const res = await bulk(publisher, {
      target: { requestId: id },
      operation: {
        kind: 'replace',
        find: 'quokka',
        replace: 'wombat',
        keys: ['loginPage.richTextTop', 'loginPage.heading'],
      },
    });
    expect(res.status).toBe(200);
    const entries = (await res.json()).entries.map((e: any) => [e.key, e.value, e.revision, e.updatedBy]);
    expect(entries).toEqual([
      ['loginPage.heading', 'Hello, wombat friends', 2, 'staff.publisher'],
      [
        'loginPage.richTextTop',
        '<p>Read the <a href="https://quokka.example/quokka" title="quokka">wombat terms</a> before you sign in.</p>',
        1,
        'staff.publisher',
      ],
    ]);
    const [save] = await auditOf('change-request-save');
    expect(save?.detail).toEqual({
      changeRequest: id,
      scope: 'setting',
      bulk: 'replace',
      find: 'quokka',
      replace: 'wombat',
    });
    expect((await served())['loginPage.richTextTop']).toBe(LINK_TEXT);
  });

  it('when one key is refused, then nothing is written and no request is opened', async () => {
    const cases: [unknown, number, string][] = [
      [
        { kind: 'replace', find: 'quokka', replace: 'x', keys: ['loginPage.richTextTop', 'loginPage.heading'] },
        422,
        'loginPage.heading',
      ],
      [{ kind: 'replace', find: 'quokka', replace: 'x', keys: ['loginPage.logoHidden'] }, 422, 'loginPage.logoHidden'],
      [{ kind: 'reset', keys: ['loginPage.logoHidden@es'] }, 422, 'loginPage.logoHidden@es'],
      [{ kind: 'reset', keys: ['loginPage.heading@en'] }, 422, 'loginPage.heading@en'],
      [{ kind: 'reset', keys: [] }, 422, 'keys'],
    ];
    for (const [operation, status, key] of cases) {
      const res = await bulk(editor, { target: { title: 'Refused' }, operation });
      expect(res.status).toBe(status);
      expect((await res.json()).problems[0].key).toBe(key);
    }
    expect((await bulk(editor, { target: { title: ' ' }, operation: cases[2]![0] })).status).toBe(422);
    expect((await bulk(editor, { target: {}, operation: cases[2]![0] })).status).toBe(400);
    expect(
      (await bulk(editor, { target: { requestId: 999 }, operation: { kind: 'reset', keys: ['loginPage.heading'] } }))
        .status,
    ).toBe(404);
    expect(await (await editor.call('/studio/api/change-requests')).json()).toEqual([]);
  });

  it('when the target request is published or in review, then a published one refuses and a reviewed one goes back to review', async () => {
    const id = (await (await editor.call('/studio/api/change-requests', { json: { title: 'Heading' } })).json()).id;
    await editor.call(`/studio/api/change-requests/${id}/settings/loginPage.heading`, putDraft('Hi'));
    await editor.call(`/studio/api/change-requests/${id}/submit`, { json: { reviewers: ['staff.publisher'] } });
    await publisher.call(`/studio/api/change-requests/${id}/approve`, { json: {} });
    const reset = { kind: 'reset', keys: ['loginPage.heading@es'] };
    const res = await bulk(editor, { target: { requestId: id }, operation: reset });
    expect(await res.json()).toMatchObject({ status: 'in-review', approvals: [] });
    await publisher.call(`/studio/api/change-requests/${id}/approve`, { json: {} });
    expect((await publisher.call(`/studio/api/change-requests/${id}/publish`, { json: {} })).status).toBe(200);
    expect((await bulk(editor, { target: { requestId: id }, operation: reset })).status).toBe(409);
  });
});
