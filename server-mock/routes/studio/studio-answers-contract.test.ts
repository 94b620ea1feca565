import { beforeEach, describe, expect, it } from 'vitest';
import { loadOpenApiDocument } from '../../../schemas/api/openapi-document.ts';
import { answerChecker } from '../../../scripts/conformance/check-answer.ts';
import { putDraft, signIn, type StaffClient, studioRouteApp } from './studio-test-kit.ts';

// The studio's answers as the contract describes them (decision 400): the sandbox does not validate the studio's
// answers at run time, so this walk through the studio's calls checks each status and JSON body against the
// operation's answers, with the conformance kit's checker.
const check = answerChecker(loadOpenApiDocument());
const KEY = 'loginPage.heading';

describe('the studio API answers as the contract says', { timeout: 60_000 }, () => {
  const app = studioRouteApp();
  let editor: StaffClient;
  let publisher: StaffClient;
  beforeEach(async () => {
    [editor, publisher] = await Promise.all([signIn(app, 'staff.editor'), signIn(app, 'staff.publisher')]);
  });

  /** Calls as `who` and checks the answer against the contract's `METHOD path`; answers the parsed body. */
  async function called(who: StaffClient, method: string, path: string, url: string, init: object = {}) {
    const res = await who.call(`/studio/api/${url}`, { method, ...init });
    const text = await res.text();
    const body: unknown = text === '' ? undefined : JSON.parse(text);
    const outcome = check(method, `/studio/api/${path}`, {
      status: res.status,
      contentType: res.headers.get('content-type') ?? '',
      body,
    });
    expect(outcome, `${method} ${url} answered ${res.status} ${text.slice(0, 200)}`).toMatchObject({
      kind: 'conforms',
    });
    return { status: res.status, body: body as Record<string, unknown> };
  }

  it('when staff read, save, conflict, discard, open a request, comment, link and search then every answer conforms', async () => {
    await called(editor, 'GET', 'session', 'session');
    await called(editor, 'GET', 'catalogue', 'catalogue');
    await called(editor, 'GET', 'state', 'state');
    await called(editor, 'GET', 'history', 'history');
    await called(editor, 'GET', 'samples', 'samples');
    await called(editor, 'GET', 'config', 'config');
    await called(editor, 'GET', 'config/approvals', 'config/approvals');
    expect((await called(editor, 'PUT', 'draft/settings/{key}', `draft/settings/${KEY}`, putDraft('Hi'))).status).toBe(
      200,
    );
    expect((await called(editor, 'PUT', 'draft/settings/{key}', `draft/settings/${KEY}`, putDraft('Ho'))).status).toBe(
      412,
    );
    expect(
      (await called(editor, 'PUT', 'draft/settings/{key}', `draft/settings/${KEY}`, putDraft('<', 1))).status,
    ).toBe(200);
    const dropped = await called(editor, 'DELETE', 'draft/settings/{key}', `draft/settings/${KEY}`, {
      headers: { 'if-match': '"2"' },
    });
    expect(dropped.body.entry).toBeNull();
    const opened = await called(editor, 'POST', 'change-requests', 'change-requests', { json: { title: 'Welcome' } });
    const id = Number(opened.body.id);
    await called(
      editor,
      'PUT',
      'change-requests/{id}/settings/{key}',
      `change-requests/${id}/settings/${KEY}`,
      putDraft('Hey'),
    );
    await called(editor, 'POST', 'change-requests/{id}/comments', `change-requests/${id}/comments`, {
      json: { body: 'Shorter?', key: KEY },
    });
    await called(editor, 'GET', 'change-requests', 'change-requests');
    await called(editor, 'GET', 'change-requests/{id}', `change-requests/${id}`);
    await called(editor, 'POST', 'change-requests/{id}/preview-links', `change-requests/${id}/preview-links`, {
      json: { route: '/home/login', width: 'phone', borrower: null },
    });
    await called(editor, 'GET', 'change-requests/{id}/preview-links', `change-requests/${id}/preview-links`);
    await called(editor, 'POST', 'bulk/find', 'bulk/find', { json: { find: 'Hey' } });
    await called(editor, 'POST', 'bulk/reset-plan', 'bulk/reset-plan', { json: { keys: [KEY] } });
    await called(editor, 'POST', 'change-requests/{id}/submit', `change-requests/${id}/submit`, {
      json: { reviewers: [] },
    });
  });

  it('when a publisher reads the log, publishes, rolls back and changes four eyes then every answer conforms', async () => {
    await called(editor, 'PUT', 'draft/settings/{key}', `draft/settings/${KEY}`, putDraft('Hi'));
    const state = await called(publisher, 'GET', 'state', 'state');
    const etag = String((state.body.draft as { etag: string }).etag);
    await called(publisher, 'POST', 'publish', 'publish', { json: { note: 'First' }, headers: { 'if-match': etag } });
    await called(publisher, 'POST', 'publish', 'publish', { json: { note: 'Again' }, headers: { 'if-match': '"x"' } });
    await called(publisher, 'POST', 'rollback', 'rollback', { json: { version: 'one', note: '' } });
    await called(publisher, 'PUT', 'config', 'config', { json: { fourEyes: true } });
    await called(publisher, 'GET', 'audit', 'audit?limit=5');
    await called(editor, 'GET', 'audit', 'audit');
    await called(publisher, 'DELETE', 'session', 'session');
    await called(publisher, 'GET', 'session', 'session');
  });
});
