/** ApplicationOptions from memory: read once per published version, dropped on the store's notice of a publish. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishVersion } from '../store/studio/versions-repo.ts';
import { startTestApp, type TestApp } from '../testing/start-test-app.ts';
import { publishedSettings, type PublishedSettings } from './published-settings.ts';

describe('published settings in memory', () => {
  let app: TestApp;
  let settings: PublishedSettings;

  beforeAll(async () => {
    app = await startTestApp({ gateway: { upstreamUrl: 'http://127.0.0.1:9', contract: 'off' } });
    settings = await publishedSettings(app.ctx);
  });
  afterAll(async () => {
    await settings.close();
    await app.close();
  });

  it('when the portal asks many times then the store is read once, and a publish is served at once after its notice', async () => {
    const answers = await Promise.all([settings.current(), settings.current(), settings.current()]);
    expect(answers.map((a) => a.etag)).toEqual(['"v1"', '"v1"', '"v1"']);
    expect(settings.loads()).toBe(1);
    const gzipped = answers[0]!;
    expect(gzipped.gzip.length).toBeLessThan(gzipped.identity.length);

    await publishVersion(
      app.ctx.db,
      { sampleId: 'default', settingOverrides: { 'loginPage.heading': 'Fresh' }, institutionOverrides: {} },
      {
        publishedBy: 'staff.publisher',
        publishedAt: new Date(),
        note: 'test',
        rollbackOf: null,
      },
    );
    const published = performance.now();
    let current = await settings.current();
    while (current.version === 1 && performance.now() - published < 1_000) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      current = await settings.current();
    }
    expect(current.etag).toBe('"v2"');
    expect(JSON.parse(current.identity.toString()).gassySettings.shared['loginPage.heading']).toBe('Fresh');
    expect(settings.loads()).toBe(2);
  });
});
