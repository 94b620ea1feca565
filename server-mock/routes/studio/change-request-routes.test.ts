/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read loosely here and checked by expect */
/**
 * Change requests (decision 340) through the studio API: roles, review, approvals, publishing and
 * rebase. Runs on PGlite, and on PostgreSQL in the PostgreSQL pass of `npm test`.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { putDraft, signIn, type StaffClient, studioRouteApp } from './studio-test-kit.ts';

const KEY = 'loginPage.heading';

describe('change requests', { timeout: 60_000 }, () => {
  const app = studioRouteApp();
  let editor: StaffClient;
  let publisher: StaffClient;
  let publisher2: StaffClient;
  beforeEach(async () => {
    [editor, publisher, publisher2] = await Promise.all([
      signIn(app, 'staff.editor'),
      signIn(app, 'staff.publisher'),
      signIn(app, 'staff.publisher2'),
    ]);
  }, 60_000);

  const open = async (staff: StaffClient, title: string): Promise<number> => {
    const res = await staff.call('/studio/api/change-requests', { json: { title } });
    expect(res.status).toBe(201);
    return (await res.json()).id;
  };
  const save = (staff: StaffClient, id: number, value: string, revision = 0, key = KEY) =>
    staff.call(`/studio/api/change-requests/${id}/settings/${key}`, putDraft(value, revision));
  const act = (staff: StaffClient, id: number, what: string, json: unknown = {}) =>
    staff.call(`/studio/api/change-requests/${id}/${what}`, { json });
  const detail = async (staff: StaffClient, id: number) =>
    (await staff.call(`/studio/api/change-requests/${id}`)).json();
  const served = async () => (await (await app.call('/api/setup/ApplicationOptions')).json()).gassySettings.shared[KEY];
  /** A request by the editor with one value, submitted to staff.publisher and approved by them. */
  const approved = async (title: string, value: string): Promise<number> => {
    const id = await open(editor, title);
    expect((await save(editor, id, value)).status).toBe(200);
    expect((await act(editor, id, 'submit', { reviewers: ['staff.publisher'] })).status).toBe(200);
    expect((await act(publisher, id, 'approve')).status).toBe(200);
    return id;
  };

  it('when a viewer or nobody calls then only reading is allowed, and an editor may not approve or publish', async () => {
    const viewer = await signIn(app, 'staff.viewer');
    expect((await app.call('/studio/api/change-requests')).status).toBe(401);
    expect((await viewer.call('/studio/api/change-requests')).status).toBe(200);
    expect((await viewer.call('/studio/api/change-requests', { json: { title: 'Mine' } })).status).toBe(403);
    const id = await open(editor, 'Texts');
    for (const what of ['submit', 'comments', 'rebase']) expect((await act(viewer, id, what)).status).toBe(403);
    expect((await save(viewer, id, 'Hello')).status).toBe(403);
    await save(editor, id, 'Hello');
    await act(editor, id, 'submit', { reviewers: ['staff.publisher'] });
    for (const what of ['approve', 'reject', 'publish']) expect((await act(editor, id, what)).status).toBe(403);
    expect(
      (await editor.call('/studio/api/config/approvals', { method: 'PUT', json: { approvalsNeeded: 2 } })).status,
    ).toBe(403);
  });

  it('when an editor opens several requests then each keeps its own keys and its base, and the live value stays', async () => {
    const a = await open(editor, 'Spring texts');
    const b = await open(editor, 'Footer');
    await save(editor, a, 'Spring');
    await save(editor, b, 'Footer text', 0, 'loginPage.announcementTitle');
    const [first, second] = [await detail(editor, a), await detail(editor, b)];
    expect(first).toMatchObject({
      title: 'Spring texts',
      author: 'staff.editor',
      status: 'open',
      entries: [{ key: KEY, value: 'Spring', revision: 1, base: '' }],
    });
    expect(second.entries.map((e: any) => e.key)).toEqual(['loginPage.announcementTitle']);
    expect(await served()).not.toBe('Spring');
    // A save over a revision someone else moved is refused, as with drafts.
    expect((await save(publisher, a, 'Other', 0)).status).toBe(412);
    expect((await act(editor, a, 'submit', { reviewers: [] })).status).toBe(422);
    expect((await act(editor, a, 'submit', { reviewers: ['staff.editor2'] })).status).toBe(422);
    expect((await act(publisher, a, 'submit', { reviewers: ['staff.publisher2'] })).status).toBe(403);
  });

  it('when the reviewer comments on a key, the editor replies and fixes it, then the approval is of the fixed request and it publishes once', async () => {
    const id = await open(editor, 'Welcome');
    await save(editor, id, 'Welcom');
    expect((await act(editor, id, 'submit', { reviewers: ['staff.publisher'] })).status).toBe(200);
    let req = await (await act(publisher, id, 'comments', { body: 'Typo in the heading', key: KEY })).json();
    const thread = req.comments[0];
    expect(thread).toMatchObject({
      key: KEY,
      author: 'staff.publisher',
      body: 'Typo in the heading',
      parentId: null,
      resolvedBy: null,
    });
    await act(editor, id, 'comments', { body: 'Fixed', parentId: thread.id });
    expect((await act(publisher, id, 'comments', { body: 'x', key: 'not.in.request' })).status).toBe(422);
    expect((await act(publisher, id, 'approve')).status).toBe(200);
    expect((await detail(editor, id)).status).toBe('approved');
    // The fix drops the approval: the reviewer approved something else.
    await save(editor, id, 'Welcome', 1);
    req = await (await act(editor, id, `comments/${thread.id}/resolve`)).json();
    expect(req).toMatchObject({ status: 'in-review', approvals: [] });
    expect(req.comments).toEqual([
      expect.objectContaining({ id: thread.id, resolvedBy: 'staff.editor' }),
      expect.objectContaining({ parentId: thread.id, key: KEY, body: 'Fixed', author: 'staff.editor' }),
    ]);
    expect((await act(publisher, id, 'publish')).status).toBe(409);
    expect((await act(publisher2, id, 'approve')).status).toBe(403); // not a named reviewer
    await act(publisher, id, 'approve');
    const [one, two] = await Promise.all([
      act(publisher, id, 'publish', { note: 'Welcome fixed' }),
      act(publisher2, id, 'publish', { note: 'Again' }),
    ]);
    expect([one.status, two.status].sort()).toEqual([200, 409]);
    expect(await served()).toBe('Welcome');
    expect(await detail(editor, id)).toMatchObject({ status: 'published', publishedVersion: 2 });
    const history = await (await publisher.call('/studio/api/history')).json();
    expect(history.filter((v: any) => v.version > 1)).toHaveLength(1);
    const audit = await (await publisher.call('/studio/api/audit?limit=50')).json();
    const actions = audit.entries.map((e: any) => e.action);
    expect(actions.filter((a: string) => a === 'publish')).toHaveLength(1);
    expect(actions).toEqual(
      expect.arrayContaining([
        'change-request-open',
        'change-request-save',
        'change-request-submit',
        'change-request-comment',
        'change-request-resolve',
        'change-request-approve',
      ]),
    );
    expect(audit.entries.find((e: any) => e.action === 'publish').detail).toMatchObject({
      changeRequest: id,
      keys: [KEY],
    });
  });

  it('when two approvals are needed then the author never counts and one approval is not enough', async () => {
    expect(
      (await publisher.call('/studio/api/config/approvals', { method: 'PUT', json: { approvalsNeeded: 0 } })).status,
    ).toBe(422);
    expect(
      await (
        await publisher.call('/studio/api/config/approvals', { method: 'PUT', json: { approvalsNeeded: 2 } })
      ).json(),
    ).toEqual({ approvalsNeeded: 2 });
    const id = await open(publisher, 'By a publisher');
    await save(publisher, id, 'Mine');
    expect((await act(publisher, id, 'submit', { reviewers: ['staff.publisher'] })).status).toBe(422);
    await act(publisher, id, 'submit', { reviewers: ['staff.publisher2'] });
    expect((await act(publisher, id, 'approve')).status).toBe(403);
    expect(await (await act(publisher2, id, 'approve')).json()).toMatchObject({
      status: 'in-review',
      approvals: ['staff.publisher2'],
      approvalsNeeded: 2,
    });
    expect((await act(publisher, id, 'publish')).status).toBe(409);
  });

  it('when a reviewer rejects then it cannot be published until it is changed and approved', async () => {
    const id = await approved('Rejected one', 'Nope');
    expect(await (await act(publisher, id, 'reject', { reason: 'Wrong tone' })).json()).toMatchObject({
      status: 'rejected',
      rejections: ['staff.publisher'],
    });
    expect((await act(publisher, id, 'publish')).status).toBe(409);
    await save(editor, id, 'Better', 1);
    expect((await detail(editor, id)).status).toBe('in-review');
  });

  it('when two requests touch one key then both are flagged, and publishing the second asks to rebase with the three values', async () => {
    const first = await approved('First', 'From first');
    const second = await approved('Second', 'From second');
    expect((await detail(editor, second)).overlaps).toEqual([{ scope: 'setting', key: KEY, requestIds: [first] }]);
    expect((await act(publisher, first, 'publish')).status).toBe(200);
    const refused = await act(publisher, second, 'publish');
    expect(refused.status).toBe(409);
    expect((await refused.json()).conflicts).toEqual([
      { scope: 'setting', key: KEY, live: 'From first', base: '', proposed: 'From second' },
    ]);
    expect(await (await act(editor, second, 'rebase')).json()).toMatchObject({
      status: 'in-review',
      approvals: [],
      overlaps: [],
      entries: [{ base: 'From first', value: 'From second' }],
    });
    await act(publisher, second, 'approve');
    expect((await act(publisher, second, 'publish')).status).toBe(200);
    expect(await served()).toBe('From second');
  });

  it('when the global draft exists beside requests then neither publishes the other', async () => {
    await editor.call('/studio/api/draft/settings/loginPage.announcementTitle', putDraft('Draft footer'));
    const id = await approved('Alone', 'Request heading');
    await act(publisher, id, 'publish');
    const state = await (await editor.call('/studio/api/state')).json();
    expect(state.draft.settings['loginPage.announcementTitle'].value).toBe('Draft footer');
    expect(await served()).toBe('Request heading');
  });
});
