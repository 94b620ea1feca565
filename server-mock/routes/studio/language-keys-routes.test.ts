/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read loosely here and checked by expect */
/**
 * A lender's value in another language is stored under `section.name@<language>` (decision 370): the
 * studio API takes such keys for texts and rich texts in the catalogue's languages only, sanitizes them
 * as their English key, and they publish, roll back, enter change requests, history and the audit log
 * like any key.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../schemas/src/studio/staff-audit.ts';
import type { StudioCatalogue, StudioState } from '../../../schemas/src/studio/studio-api.ts';
import { translationGaps } from '../../../schemas/src/studio/translation-gaps.ts';
import { putDraft, signIn, type StaffClient, studioRouteApp } from './studio-test-kit.ts';

const HEADING_ES = 'loginPage.heading@es';

describe('settings in another language through the studio API', { timeout: 60_000 }, () => {
  const app = studioRouteApp();
  let editor: StaffClient;
  let publisher: StaffClient;
  beforeEach(async () => {
    [editor, publisher] = await Promise.all([signIn(app, 'staff.editor'), signIn(app, 'staff.publisher')]);
  }, 60_000);

  const draft = (key: string, value: string, revision = 0) =>
    editor.call(`/studio/api/draft/settings/${key}`, putDraft(value, revision));
  const publish = async (note: string) => {
    const etag = (await (await publisher.call('/studio/api/state')).json()).draft.etag;
    return publisher.call('/studio/api/publish', { json: { note }, headers: { 'if-match': etag } });
  };

  it('when the catalogue is read then each text carries its catalogue Spanish default, and a flag none', async () => {
    const catalogue: any = await (await editor.call('/studio/api/catalogue')).json();
    const byKey = (key: string) => catalogue.settings.find((s: { key: string }) => s.key === key);
    expect(byKey('access.ssoSigningIn').translations).toEqual({ es: 'Iniciando su sesión…' });
    expect(byKey('languages.useSpanishOption').translations).toBeUndefined();
  });

  it('when the English is changed after its Spanish (draft or published) then the state says so and the heading is outdated', async () => {
    const at = (now: string) => app.call('/__mock/clock', { method: 'PUT', json: { now } });
    // The heading's gaps by the studio's rule over the state (published and draft times).
    const headingGaps = async () => {
      const state: StudioState = await (await editor.call('/studio/api/state')).json();
      const catalogue: StudioCatalogue = await (await editor.call('/studio/api/catalogue')).json();
      const values = { ...state.published.settings };
      const times: Record<string, number> = {};
      for (const [key, when] of Object.entries(state.published.changedAt)) times[key] = Date.parse(when);
      for (const [key, entry] of Object.entries(state.draft.settings)) {
        values[key] = entry.value;
        times[key] = Date.parse(entry.updatedAt);
      }
      return {
        state,
        gaps: translationGaps(catalogue.settings, values, times).filter((g) => g.key === 'loginPage.heading'),
      };
    };
    await at('2026-11-20T10:00:00Z');
    await draft('languages.useSpanishOption', 'true');
    await draft('loginPage.heading', 'Welcome');
    expect((await publish('English')).status).toBe(200);
    expect((await headingGaps()).gaps).toEqual([{ key: 'loginPage.heading', language: 'es', reason: 'missing' }]);

    await at('2026-11-21T10:00:00Z');
    await draft(HEADING_ES, 'Bienvenido');
    expect((await publish('Spanish')).status).toBe(200);
    const translated = await headingGaps();
    expect(translated.state.published.changedAt).toMatchObject({
      'loginPage.heading': '2026-11-20T10:00:00.000Z',
      [HEADING_ES]: '2026-11-21T10:00:00.000Z',
    });
    expect(translated.gaps).toEqual([]);

    await at('2026-11-22T10:00:00Z');
    expect((await draft('loginPage.heading', 'Welcome back')).status).toBe(200);
    expect((await headingGaps()).gaps).toEqual([{ key: 'loginPage.heading', language: 'es', reason: 'outdated' }]);
    expect((await publish('English again')).status).toBe(200);
    const published = await headingGaps();
    expect(published.state.published.changedAt['loginPage.heading']).toBe('2026-11-22T10:00:00.000Z');
    expect(published.gaps).toEqual([{ key: 'loginPage.heading', language: 'es', reason: 'outdated' }]);
    await app.call('/__mock/clock', { method: 'DELETE' });
  });

  it('when an editor saves a Spanish text then it is a draft beside the English one, and the English is untouched', async () => {
    expect((await draft('loginPage.heading', 'Welcome')).status).toBe(200);
    const res = await draft(HEADING_ES, 'Bienvenido');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ key: HEADING_ES, storedValue: 'Bienvenido' });
    const state = await (await editor.call('/studio/api/state')).json();
    expect(state.draft.settings[HEADING_ES].value).toBe('Bienvenido');
    expect(state.draft.settings['loginPage.heading'].value).toBe('Welcome');
  });

  it('when a Spanish rich text has hostile markup then it is stored sanitized exactly as the English key would be', async () => {
    const hostile = '<p onclick="x()">Hola</p><img src=x onerror=alert(1)><script>alert(2)</script>';
    const english = await (await draft('loginPage.richTextTop', hostile)).json();
    const spanish = await (await draft('loginPage.richTextTop@es', hostile)).json();
    expect(spanish.storedValue).toBe('<p>Hola</p>');
    expect(spanish.storedValue).toBe(english.storedValue);
  });

  it.each([
    [
      'a flag',
      'portal.useFAQOption@es',
      'true',
      "Setting 'portal.useFAQOption' is a flag; only texts and rich texts have a value per language, so 'portal.useFAQOption@es' cannot be saved",
    ],
    [
      'an unknown language',
      'loginPage.heading@fr',
      'Bienvenue',
      "Setting key 'loginPage.heading@fr' names the language 'fr', which the catalogue does not have (it has en, es)",
    ],
    [
      'an unknown key',
      'loginPage.noSuchKey@es',
      'Hola',
      "Setting key 'loginPage.noSuchKey@es' is not in the settings catalogue",
    ],
    [
      'English spelled out',
      'loginPage.heading@en',
      'Hi',
      "Setting key 'loginPage.heading@en' names the language 'en', which is the plain key 'loginPage.heading'",
    ],
  ])('when %s is sent with a language then 422 says why and nothing is stored', async (_what, key, value, message) => {
    const res = await draft(key, value);
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ problems: [{ key, message }] });
    expect((await (await editor.call('/studio/api/state')).json()).draft.settings).toEqual({});
  });

  it('when a Spanish draft is discarded then the key is back to its published value', async () => {
    await draft(HEADING_ES, 'Bienvenido');
    const res = await editor.call(`/studio/api/draft/settings/${HEADING_ES}`, {
      method: 'DELETE',
      headers: { 'if-match': '"1"' },
    });
    expect(res.status).toBe(200);
    expect((await (await editor.call('/studio/api/state')).json()).draft.settings).toEqual({});
  });

  it('when a Spanish text is published then history and the audit log record it, and a rollback takes it back', async () => {
    await draft(HEADING_ES, 'Bienvenido');
    expect((await publish('Spanish heading')).status).toBe(200);
    await draft(HEADING_ES, 'Hola de nuevo');
    expect((await publish('Another')).status).toBe(200);

    const history = await (await editor.call('/studio/api/history')).json();
    expect(history[0].changes).toEqual([
      { scope: 'setting', key: HEADING_ES, before: 'Bienvenido', after: 'Hola de nuevo' },
    ]);
    const state = await (await editor.call('/studio/api/state')).json();
    expect(state.published.settings[HEADING_ES]).toBe('Hola de nuevo');

    // A rollback needs two publishers, as any rollback does.
    expect((await publisher.call('/studio/api/rollback', { json: { version: 2, note: 'Back' } })).status).toBe(202);
    const second = await signIn(app, 'staff.publisher2');
    expect((await second.call('/studio/api/rollback', { json: { version: 2, note: 'Back' } })).status).toBe(200);
    const rolled = await (await editor.call('/studio/api/state')).json();
    expect(rolled.published.settings[HEADING_ES]).toBe('Bienvenido');

    const audit = await (await second.call('/studio/api/audit?limit=200&action=draft-save')).json();
    expect((audit.entries as AuditEntry[]).map((e) => [e.key, e.newValue])).toEqual([
      [HEADING_ES, 'Hola de nuevo'],
      [HEADING_ES, 'Bienvenido'],
    ]);
  });

  it('when a change request proposes a Spanish text then it is checked like a draft and publishes it', async () => {
    const id = (await (await editor.call('/studio/api/change-requests', { json: { title: 'Spanish' } })).json()).id;
    const refused = await editor.call(
      `/studio/api/change-requests/${id}/settings/portal.useFAQOption@es`,
      putDraft('true'),
    );
    expect(refused.status).toBe(422);
    const saved = await editor.call(
      `/studio/api/change-requests/${id}/settings/loginPage.richTextTop@es`,
      putDraft('<p>Hola</p><script>x()</script>'),
    );
    expect(saved.status).toBe(200);
    const detail: any = await (await editor.call(`/studio/api/change-requests/${id}`)).json();
    expect(JSON.stringify(detail)).toContain('loginPage.richTextTop@es');
    expect(JSON.stringify(detail)).not.toContain('<script>');
  });
});
