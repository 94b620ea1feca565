import { describe, expect, it } from 'vitest';
import { putDraft, signIn, studioRouteApp } from './studio-test-kit.ts';

describe('studio draft routes', { timeout: 60_000 }, () => {
  const app = studioRouteApp();

  it('when a viewer saves a draft then the server refuses it (403) and nothing is stored', async () => {
    const viewer = await signIn(app, 'staff.viewer');
    const res = await viewer.call('/studio/api/draft/settings/loginPage.heading', putDraft('Welcome', 0));
    expect(res.status).toBe(403);
    expect((await res.json()).message).toBe('Only editors and publishers may do this; you are signed in as a viewer.');
    expect((await (await viewer.call('/studio/api/state')).json()).draft.settings).toEqual({});
  });

  it('when an editor saves a key then it is a draft at revision 1 over the published value, and the state shows it with a new etag', async () => {
    const editor = await signIn(app, 'staff.editor');
    const before = await (await editor.call('/studio/api/state')).json();
    const res = await editor.call('/studio/api/draft/settings/loginPage.heading', putDraft('Welcome back', 0));
    expect(res.status).toBe(200);
    const saved = await res.json();
    expect(saved).toMatchObject({
      key: 'loginPage.heading',
      storedValue: 'Welcome back',
      entry: { value: 'Welcome back', revision: 1, updatedBy: 'staff.editor' },
    });
    const state = await (await editor.call('/studio/api/state')).json();
    expect(state.draft.settings['loginPage.heading'].value).toBe('Welcome back');
    expect(state.draft.etag).toBe(saved.draftEtag);
    expect(state.draft.etag).not.toBe(before.draft.etag);
    expect(state.published.settings['loginPage.heading']).toBeUndefined();
    // The portal still serves the published settings: only the preview sees drafts.
    const portal = await (await app.call('/api/setup/ApplicationOptions')).json();
    expect(portal.gassySettings.shared['loginPage.heading']).toBeUndefined();
  });

  it('when two editors change one key then the second gets 412 with both values, and nothing is overwritten', async () => {
    const first = await signIn(app, 'staff.editor');
    const second = await signIn(app, 'staff.editor2');
    expect(
      (await first.call('/studio/api/draft/settings/loginPage.heading', putDraft('First heading', 0))).status,
    ).toBe(200);
    const res = await second.call('/studio/api/draft/settings/loginPage.heading', putDraft('Second heading', 0));
    expect(res.status).toBe(412);
    const body = await res.json();
    expect(body).toMatchObject({
      message: 'staff.editor changed loginPage.heading after you loaded it; choose which value to keep.',
      key: 'loginPage.heading',
      yours: 'Second heading',
      theirs: { value: 'First heading', revision: 1, updatedBy: 'staff.editor' },
    });
    // Having seen theirs, the second editor keeps their own value on top of revision 1.
    const kept = await second.call('/studio/api/draft/settings/loginPage.heading', putDraft('Second heading', 1));
    expect((await kept.json()).entry).toMatchObject({
      value: 'Second heading',
      revision: 2,
      updatedBy: 'staff.editor2',
    });
  });

  it.each([
    ['unknown key', 'loginPage.noSuchKey', 'x', "Setting key 'loginPage.noSuchKey' is not in the settings catalogue"],
    [
      'flag not true/false',
      'portal.useFAQOption',
      'yes',
      "Setting 'portal.useFAQOption' is a flag; its value must be 'true' or 'false', got 'yes'",
    ],
    [
      'number not numeric',
      'achPaymentOptions.minimumAchPaymentAmountOption',
      'ten',
      "Setting 'achPaymentOptions.minimumAchPaymentAmountOption' is a number; got 'ten'",
    ],
    [
      'agreement with three parts',
      'agreements.agreement1',
      'https://x.example/terms|2024-01-01|Terms',
      'GAC Setup Error: Incorrect number of parameters',
    ],
    [
      'web address with another scheme',
      'portal.applyForLoanURLOption',
      'javascript:alert(1)',
      "Setting 'portal.applyForLoanURLOption' is a web address; it must start with https:// or http://, got 'javascript:alert(1)'",
    ],
    [
      'agreement with an unknown trigger',
      'agreements.agreement2',
      'https://x.example/terms|2024-01-01|Terms|login-whenever',
      'Invalid agreement type',
    ],
  ])('when the value is wrong (%s) then 422 with the message at the key', async (_case, key, value, message) => {
    const editor = await signIn(app, 'staff.editor');
    const res = await editor.call(`/studio/api/draft/settings/${key}`, putDraft(value, 0));
    expect(res.status).toBe(422);
    expect((await res.json()).problems).toEqual([{ key, message }]);
  });

  it('when an http web address is saved in the sandbox then it is kept (production takes https only)', async () => {
    const editor = await signIn(app, 'staff.editor');
    expect(
      (
        await editor.call(
          '/studio/api/draft/settings/portal.applyForLoanURLOption',
          putDraft('http://localhost:9000/apply', 0),
        )
      ).status,
    ).toBe(200);
  });

  it('when an agreement string is right then it is saved', async () => {
    const editor = await signIn(app, 'staff.editor');
    const res = await editor.call(
      '/studio/api/draft/settings/agreements.agreement1',
      putDraft('https://x.example/terms|2024-01-01|Terms|login-registration', 0),
    );
    expect(res.status).toBe(200);
  });

  it('when institution options are saved then numbers must be whole numbers, and a good one becomes a draft', async () => {
    const editor = await signIn(app, 'staff.editor');
    const bad = await editor.call('/studio/api/draft/institution-options/PasswordMinimumLength', putDraft('eight', 0));
    expect(bad.status).toBe(422);
    expect((await bad.json()).problems).toEqual([
      {
        key: 'PasswordMinimumLength',
        message: 'PasswordMinimumLength must be a whole number of at least 1, got "eight"',
      },
    ]);
    const unknown = await editor.call('/studio/api/draft/institution-options/Colour', putDraft('red', 0));
    expect((await unknown.json()).problems[0].message).toBe("Institution option 'Colour' is not one the studio edits");
    const good = await editor.call('/studio/api/draft/institution-options/PasswordMinimumLength', putDraft('12', 0));
    expect(good.status).toBe(200);
    const state = await (await editor.call('/studio/api/state')).json();
    expect(state.draft.institutionOptions.PasswordMinimumLength.value).toBe('12');
    expect(state.published.institutionOptions.PasswordMinimumLength).toBe(8);
  });

  it('when a rich text with hostile markup is saved then the server stores it sanitized and says so in storedValue', async () => {
    const editor = await signIn(app, 'staff.editor');
    const res = await editor.call(
      '/studio/api/draft/settings/loginPage.richTextTop',
      putDraft('<p onclick="x()">Hi</p><img src=x onerror=alert(1)><script>alert(2)</script>', 0),
    );
    const saved = await res.json();
    expect(saved.storedValue).toBe('<p>Hi</p>');
    expect(saved.entry.value).toBe('<p>Hi</p>');
    // A plain text setting is never interpreted as HTML, so it is stored as typed.
    const text = await editor.call('/studio/api/draft/settings/loginPage.heading', putDraft('<b>Bold?</b>', 0));
    expect((await text.json()).storedValue).toBe('<b>Bold?</b>');
  });

  it('when a save has no If-Match then 428; when a draft is dropped then the key is back to its published value', async () => {
    const editor = await signIn(app, 'staff.editor');
    const missing = await editor.call('/studio/api/draft/settings/loginPage.heading', {
      method: 'PUT',
      json: { value: 'x' },
    });
    expect(missing.status).toBe(428);
    await editor.call('/studio/api/draft/settings/portal.useFAQOption', putDraft('false', 0));
    const stale = await editor.call('/studio/api/draft/settings/portal.useFAQOption', {
      method: 'DELETE',
      headers: { 'if-match': '"0"' },
    });
    expect(stale.status).toBe(412);
    const dropped = await editor.call('/studio/api/draft/settings/portal.useFAQOption', {
      method: 'DELETE',
      headers: { 'if-match': '"1"' },
    });
    expect(await dropped.json()).toMatchObject({ key: 'portal.useFAQOption', entry: null, storedValue: 'true' });
    expect((await (await editor.call('/studio/api/state')).json()).draft.settings).toEqual({});
  });
});
