import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/start-test-app.ts';

describe('setup routes', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('when the portal starts then ApplicationOptions answers the chosen sample: shared and english sets and institution options', async () => {
    const res = await app.call('/api/setup/ApplicationOptions');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(await res.json()).toEqual({
      gassySettings: {
        shared: { 'portal.useFAQOption': 'true' },
        english: { 'portal.useFAQOption': 'false', 'portal.analyticsId': '' },
      },
      institutionOptions: { PasswordMinimumLength: 8, LogoFolder: 'default-logos', InstitutionName: 'Fixture Bank' },
    });
  });

  it('when a test overrides settings then they land in the shared set and institution options are merged', async () => {
    const put = await app.call('/__mock/settings', {
      method: 'PUT',
      json: { settings: { 'portal.analyticsId': 'UA-1' }, institutionOptions: { PasswordMinimumLength: 12 } },
    });
    expect(put.status).toBe(204);
    const body = await (await app.call('/api/setup/ApplicationOptions')).json();
    expect(body.gassySettings.shared).toEqual({ 'portal.useFAQOption': 'true', 'portal.analyticsId': 'UA-1' });
    expect(body.institutionOptions.PasswordMinimumLength).toBe(12);
    expect(body.institutionOptions.InstitutionName).toBe('Fixture Bank');
    await app.call('/__mock/reset', { method: 'POST' });
  });

  it('when a Spanish reader loads ApplicationOptions then the answer adds the spanish set, with an ETag of its own', async () => {
    const english = await app.call('/api/setup/ApplicationOptions');
    const spanish = await app.call('/api/setup/ApplicationOptions?language=es');
    expect(spanish.status).toBe(200);
    const etag = spanish.headers.get('etag');
    expect(etag).toMatch(/^"v\d+-es"$/);
    expect(etag).not.toBe(english.headers.get('etag'));
    const body = await spanish.json();
    expect(body.gassySettings.spanish).toEqual({ 'header.logoutLinkText': 'Salir' });
    expect(body.gassySettings.shared).toEqual({ 'portal.useFAQOption': 'true' });
    expect((await english.json()).gassySettings).not.toHaveProperty('spanish');
  });

  it("when a client revalidates a language's copy then only that language's ETag answers 304", async () => {
    const etag = (await app.call('/api/setup/ApplicationOptions?language=es')).headers.get('etag') ?? '';
    const same = await app.call('/api/setup/ApplicationOptions?language=es', { headers: { 'if-none-match': etag } });
    expect(same.status).toBe(304);
    const otherLanguage = await app.call('/api/setup/ApplicationOptions', { headers: { 'if-none-match': etag } });
    expect(otherLanguage.status).toBe(200);
  });

  it('when a client asks for a language the catalogue lacks then the call is refused as invalid', async () => {
    expect((await app.call('/api/setup/ApplicationOptions?language=xx')).status).toBe(400);
  });

  it('when the login screen asks for institution options then GetInstitutionOptions answers them alone', async () => {
    const res = await app.call('/api/Login/GetInstitutionOptions');
    expect(await res.json()).toEqual({
      PasswordMinimumLength: 8,
      LogoFolder: 'default-logos',
      InstitutionName: 'Fixture Bank',
    });
  });

  it('when maintenance mode is switched on by a test then MaintenanceMode reports isEnabled true until reset', async () => {
    expect(await (await app.call('/api/MaintenanceMode')).json()).toEqual({ isEnabled: false });
    await app.call('/__mock/maintenance', { method: 'PUT', json: { isEnabled: true } });
    expect(await (await app.call('/api/maintenancemode')).json()).toEqual({ isEnabled: true });
    await app.call('/__mock/reset', { method: 'POST' });
    expect(await (await app.call('/api/MaintenanceMode')).json()).toEqual({ isEnabled: false });
  });
});
