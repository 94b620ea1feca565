import { describe, expect, it } from 'vitest';
import { findUserByName, insertUser } from '../../store/users-repo.ts';
import { putDraft, signIn, type StaffClient, studioRouteApp } from './studio-test-kit.ts';

async function etagOf(staff: StaffClient): Promise<string> {
  return (await (await staff.call('/studio/api/state')).json()).draft.etag as string;
}

async function publish(staff: StaffClient, note: string, etag?: string): Promise<Response> {
  return staff.call('/studio/api/publish', { json: { note }, headers: { 'if-match': etag ?? (await etagOf(staff)) } });
}

describe('studio publish routes', { timeout: 60_000 }, () => {
  const app = studioRouteApp();

  it('when an editor publishes then the server refuses it (403) and the portal keeps serving version 1', async () => {
    const editor = await signIn(app, 'staff.editor');
    await editor.call('/studio/api/draft/settings/loginPage.heading', putDraft('Edited'));
    const res = await publish(editor, 'Try');
    expect(res.status).toBe(403);
    expect((await res.json()).message).toBe('Only publishers may do this; you are signed in as an editor.');
    expect((await app.call('/api/setup/ApplicationOptions')).headers.get('etag')).toBe('"v1"');
  });

  it("when a publisher publishes an editor's draft then the portal serves it under a new ETag, 304 answers the current one, and the draft is empty", async () => {
    const editor = await signIn(app, 'staff.editor');
    const publisher = await signIn(app, 'staff.publisher');
    const first = await app.call('/api/setup/ApplicationOptions');
    expect(first.headers.get('etag')).toBe('"v1"');
    expect(first.headers.get('cache-control')).toBe('no-cache');
    await editor.call('/studio/api/draft/settings/loginPage.heading', putDraft('Welcome to Fixture Bank'));
    await editor.call('/studio/api/draft/institution-options/PasswordMinimumLength', putDraft('12'));
    const res = await publish(publisher, 'New heading');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ version: 2 });

    const stale = await app.call('/api/setup/ApplicationOptions', { headers: { 'if-none-match': '"v1"' } });
    expect(stale.status).toBe(200);
    expect(stale.headers.get('etag')).toBe('"v2"');
    const body = await stale.json();
    expect(body.gassySettings.shared['loginPage.heading']).toBe('Welcome to Fixture Bank');
    expect(body.institutionOptions.PasswordMinimumLength).toBe(12);
    const fresh = await app.call('/api/setup/ApplicationOptions', { headers: { 'if-none-match': '"v2"' } });
    expect(fresh.status).toBe(304);
    expect(await fresh.text()).toBe('');

    const state = await (await publisher.call('/studio/api/state')).json();
    expect(state.draft.settings).toEqual({});
    expect(state.published).toMatchObject({ version: 2, publishedBy: 'staff.publisher' });
  });

  it('when the draft moved after the publisher reviewed it then publish answers 412; a missing note is 422', async () => {
    const editor = await signIn(app, 'staff.editor');
    const publisher = await signIn(app, 'staff.publisher');
    await editor.call('/studio/api/draft/settings/loginPage.heading', putDraft('One'));
    const reviewed = await etagOf(publisher);
    await editor.call('/studio/api/draft/settings/loginPage.heading', putDraft('Two', 1));
    const res = await publish(publisher, 'Reviewed one', reviewed);
    expect(res.status).toBe(412);
    expect((await res.json()).message).toBe(
      'The draft changed since you reviewed it; look at the changes again and publish.',
    );
    expect((await publish(publisher, '  ')).status).toBe(422);
  });

  it('when four eyes is on then a publisher who last edited a key may not publish it; another publisher may; with it off they may', async () => {
    const publisher = await signIn(app, 'staff.publisher');
    const second = await signIn(app, 'staff.publisher2');
    await publisher.call('/studio/api/draft/settings/loginPage.heading', putDraft('Mine'));
    const own = await publish(publisher, 'Mine');
    expect(own.status).toBe(403);
    expect((await own.json()).message).toBe(
      'Four eyes: you were the last editor of loginPage.heading; another publisher must publish this draft.',
    );
    expect((await publish(second, 'Checked')).status).toBe(200);

    const editor = await signIn(app, 'staff.editor');
    expect((await editor.call('/studio/api/config', { method: 'PUT', json: { fourEyes: false } })).status).toBe(403);
    expect((await publisher.call('/studio/api/config', { method: 'PUT', json: { fourEyes: false } })).status).toBe(202);
    expect(
      await (await second.call('/studio/api/config', { method: 'PUT', json: { fourEyes: false } })).json(),
    ).toEqual({ fourEyes: false });
    await publisher.call('/studio/api/draft/settings/loginPage.heading', putDraft('Mine again'));
    expect((await publish(publisher, 'Alone')).status).toBe(200);
  });

  it('when versions are published then history lists who, when, the note and what changed; a rollback restores an old version as a new one', async () => {
    const editor = await signIn(app, 'staff.editor');
    const publisher = await signIn(app, 'staff.publisher');
    await editor.call('/studio/api/draft/settings/loginPage.heading', putDraft('Heading A'));
    await publish(publisher, 'A');
    await editor.call('/studio/api/draft/settings/loginPage.heading', putDraft('Heading B'));
    await editor.call('/studio/api/draft/settings/portal.useFAQOption', putDraft('false'));
    await publish(publisher, 'B');

    const history = await (await editor.call('/studio/api/history')).json();
    expect(history.map((h: { version: number }) => h.version)).toEqual([3, 2, 1]);
    expect(history[0]).toMatchObject({ publishedBy: 'staff.publisher', note: 'B', rollbackOf: null });
    expect(history[0].changes).toEqual([
      { scope: 'setting', key: 'loginPage.heading', before: 'Heading A', after: 'Heading B' },
      { scope: 'setting', key: 'portal.useFAQOption', before: 'true', after: 'false' },
    ]);
    expect(history[2]).toMatchObject({ version: 1, publishedBy: 'sandbox' });

    expect((await editor.call('/studio/api/rollback', { json: { version: 2, note: 'Back to A' } })).status).toBe(403);
    expect((await publisher.call('/studio/api/rollback', { json: { version: 2, note: 'Back to A' } })).status).toBe(
      202,
    );
    const rolled = await (await signIn(app, 'staff.publisher2')).call('/studio/api/rollback', {
      json: { version: 2, note: 'Back to A' },
    });
    expect(await rolled.json()).toEqual({ version: 4 });
    const portal = await app.call('/api/setup/ApplicationOptions');
    expect(portal.headers.get('etag')).toBe('"v4"');
    const shared = (await portal.json()).gassySettings.shared;
    expect(shared['loginPage.heading']).toBe('Heading A');
    expect(shared['portal.useFAQOption']).toBe('true');
    const latest = (await (await editor.call('/studio/api/history')).json())[0];
    expect(latest).toMatchObject({ version: 4, rollbackOf: 2, note: 'Back to A' });
    expect((await publisher.call('/studio/api/rollback', { json: { version: 99, note: '' } })).status).toBe(404);
  });

  it('when a publisher chooses another sample then the portal serves it as a new version; an editor may not', async () => {
    const editor = await signIn(app, 'staff.editor');
    const publisher = await signIn(app, 'staff.publisher');
    const samples = await (await editor.call('/studio/api/samples')).json();
    expect(samples.map((s: { id: string; name: string }) => [s.id, s.name])).toEqual([
      ['default', 'Fixture Bank'],
      ['second', 'Second Fixture Bank'],
    ]);
    expect((await editor.call('/studio/api/sample', { method: 'PUT', json: { sampleId: 'second' } })).status).toBe(403);
    expect((await publisher.call('/studio/api/sample', { method: 'PUT', json: { sampleId: 'nope' } })).status).toBe(
      422,
    );
    expect((await publisher.call('/studio/api/sample', { method: 'PUT', json: { sampleId: 'second' } })).status).toBe(
      202,
    );
    const second = await signIn(app, 'staff.publisher2');
    expect(
      await (await second.call('/studio/api/sample', { method: 'PUT', json: { sampleId: 'second' } })).json(),
    ).toEqual({ version: 2 });
    const portal = await (await app.call('/api/setup/ApplicationOptions')).json();
    expect(portal.institutionOptions.InstitutionName).toBe('Second Fixture Bank');
    const history = await (await editor.call('/studio/api/history')).json();
    expect(history[0].changes).toEqual([{ scope: 'sample', key: 'sampleId', before: 'default', after: 'second' }]);
  });

  it('when a test control overrides settings or chooses a sample then that is a version published by sandbox, and rich text is sanitized', async () => {
    await app.call('/__mock/settings', {
      method: 'PUT',
      json: { settings: { 'loginPage.richTextTop': '<p>Hi<img src=x onerror=alert(1)></p>' } },
    });
    const res = await app.call('/api/setup/ApplicationOptions');
    expect(res.headers.get('etag')).toBe('"v2"');
    expect((await res.json()).gassySettings.shared['loginPage.richTextTop']).toBe('<p>Hi</p>');
    await app.call('/__mock/institution', { method: 'PUT', json: { sampleId: 'second' } });
    const viewer = await signIn(app, 'staff.viewer');
    const history = await (await viewer.call('/studio/api/history')).json();
    expect(
      history.slice(0, 2).map((h: { version: number; publishedBy: string }) => [h.version, h.publishedBy]),
    ).toEqual([
      [3, 'sandbox'],
      [2, 'sandbox'],
    ]);
  });

  it('when an editor opens a preview session for a scenario user then the borrower token works on the lender API; strangers get 401', async () => {
    expect((await app.call('/studio/api/preview-session', { json: { userName: 'basic.user' } })).status).toBe(401);
    const editor = await signIn(app, 'staff.editor');
    const res = await editor.call('/studio/api/preview-session', { json: { userName: 'basic.user' } });
    const { userToken } = await res.json();
    expect((await app.call('/api/accountList', { headers: { UserToken: userToken } })).status).toBe(200);
  });

  it('when a viewer asks for a preview session then it is refused (403) whoever the user', async () => {
    const viewer = await signIn(app, 'staff.viewer');
    const res = await viewer.call('/studio/api/preview-session', { json: { userName: 'basic.user' } });
    expect(res.status).toBe(403);
    expect((await res.json()).message).toBe('Only editors and publishers may do this; you are signed in as a viewer.');
  });

  it('when a publisher asks to preview as a borrower who is not a scenario user then it is refused (403) and no session opens', async () => {
    const stored = await findUserByName(app.ctx.db, 'basic.user');
    await insertUser(app.ctx.db, { ...stored!, userName: 'real.person' });
    const publisher = await signIn(app, 'staff.publisher');
    for (const userName of ['real.person', 'nobody.here']) {
      const res = await publisher.call('/studio/api/preview-session', { json: { userName } });
      expect(res.status).toBe(403);
      expect((await res.json()).message).toBe(
        `The preview signs in only as the sandbox's scenario users; ${userName} is not one.`,
      );
    }
  });

  it('when a viewer reads the catalogue then every key comes with its section, and the institution options with kinds and defaults', async () => {
    const viewer = await signIn(app, 'staff.viewer');
    const catalogue = await (await viewer.call('/studio/api/catalogue')).json();
    expect(catalogue.settings.find((s: { key: string }) => s.key === 'portal.useFAQOption')).toMatchObject({
      section: 'portal',
      kind: 'flag',
    });
    expect(catalogue.institutionOptions).toContainEqual(
      expect.objectContaining({ name: 'PasswordMinimumLength', kind: 'number', default: '8' }),
    );
  });
});
