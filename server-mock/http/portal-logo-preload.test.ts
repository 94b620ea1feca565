/**
 * The portal HTML carries a `Link` header preloading the login logo (decision 387) and paints that logo
 * in its boot view (decision 407), both read from the published settings: a draft does not change them,
 * a publish does, and a hidden logo has neither.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { preloadLinkFor } from '../use-cases/setup/login-logo-preload.ts';
import { putDraft, signIn, type StaffClient } from '../routes/studio/studio-test-kit.ts';
import { startTestApp, type TestApp } from '../testing/start-test-app.ts';

describe('the login logo preload on the portal HTML', { timeout: 60_000 }, () => {
  let app: TestApp;
  let dist: string;
  let editor: StaffClient;
  let publisher: StaffClient;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'dist-'));
    mkdirSync(join(dist, 'portal'));
    writeFileSync(join(dist, 'portal', 'index.html'), '<!doctype html><title>Portal</title><div id="root"></div>');
    app = await startTestApp({ distDir: dist });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    rmSync(dist, { recursive: true });
  });
  beforeEach(async () => {
    await app.call('/__mock/reset', { method: 'POST' });
    [editor, publisher] = await Promise.all([signIn(app, 'staff.editor'), signIn(app, 'staff.publisher')]);
  }, 60_000);

  const draft = (key: string, value: string) => editor.call(`/studio/api/draft/settings/${key}`, putDraft(value, 0));
  const publish = async () => {
    const etag = (await (await publisher.call('/studio/api/state')).json()).draft.etag;
    const res = await publisher.call('/studio/api/publish', { json: { note: 'logo' }, headers: { 'if-match': etag } });
    expect(res.status).toBe(200);
  };
  const link = async () => (await app.call('/')).headers.get('link');
  /** What the HTML's `#root` holds before the scripts run. */
  const root = async (path = '/') => /<div id="root">(.*)<\/div>$/s.exec(await (await app.call(path)).text())?.[1];
  const bootView = (img: string) => `<div class="boot-logo">${img}</div>`;
  const DEFAULT_LOGO =
    '<img class="logo logo--full-only" src="/logos/default-logos/logo-full.svg" alt="Fixture Bank home" fetchpriority="high">';

  it('when the login screen shows the institution logo then / preloads it with a high priority', async () => {
    expect(await link()).toBe('</logos/default-logos/logo-full.svg>; rel=preload; as=image; fetchpriority=high');
  });

  it('when a new logo path is only a draft then / keeps the published one, and after the publish it preloads the new one', async () => {
    expect((await draft('shell.fullLogoPath', '/logos/{folder}/new logo.svg')).status).toBe(200);
    expect(await link()).toBe('</logos/default-logos/logo-full.svg>; rel=preload; as=image; fetchpriority=high');
    await publish();
    expect(await link()).toBe('</logos/default-logos/new%20logo.svg>; rel=preload; as=image; fetchpriority=high');
  });

  it('when the login logo is hidden and published then / has no Link header', async () => {
    expect((await draft('loginPage.logoHidden', 'true')).status).toBe(200);
    await publish();
    expect(await link()).toBeNull();
  });

  it('when the login screen shows the institution logo then the HTML paints it in #root before any script runs', async () => {
    expect(await root()).toBe(bootView(DEFAULT_LOGO));
  });

  it('when the logo and its alt text are only a draft then the boot view keeps the published ones, and follows the publish', async () => {
    expect((await draft('shell.fullLogoPath', '/logos/{folder}/new logo.svg')).status).toBe(200);
    expect((await draft('header.logoAltText', 'Home of {institution}')).status).toBe(200);
    expect(await root()).toBe(bootView(DEFAULT_LOGO));
    await publish();
    expect(await root()).toBe(
      bootView(
        '<img class="logo logo--full-only" src="/logos/default-logos/new%20logo.svg" alt="Home of Fixture Bank" fetchpriority="high">',
      ),
    );
  });

  it('when the login screen has its own logo then the boot view shows it with the login alt text and no logo class', async () => {
    expect((await draft('loginPage.logo', '/media/login.png')).status).toBe(200);
    expect((await draft('loginPage.logoAlt', 'Sign in to Fixture Bank')).status).toBe(200);
    await publish();
    expect(await root()).toBe(
      bootView('<img src="/media/login.png" alt="Sign in to Fixture Bank" fetchpriority="high">'),
    );
  });

  it('when the alt text holds markup then the boot view escapes it', async () => {
    expect((await draft('header.logoAltText', '"><script>alert(1)</script><b x=\'&')).status).toBe(200);
    await publish();
    const html = await root();
    expect(html).toContain('alt="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;b x=&#39;&amp;"');
    expect(html).not.toContain('<script');
  });

  it('when the login logo is hidden and published then #root stays empty', async () => {
    expect((await draft('loginPage.logoHidden', 'true')).status).toBe(200);
    await publish();
    expect(await root()).toBe('');
  });

  it('when the portal opens in the studio preview (a draft) then #root stays empty', async () => {
    expect(await root('/?studioPreview=1')).toBe('');
  });
});

describe('preloadLinkFor', () => {
  it.each([
    ['an image in the settings itself', 'data:image/png;base64,AAAA'],
    ['another host, which the CSP would block', 'https://cdn.example.com/logo.svg'],
    ['a protocol-relative address', '//cdn.example.com/logo.svg'],
    ['no logo', undefined],
  ])('when the logo is %s then there is no link', (_what, source) => {
    expect(preloadLinkFor(source)).toBeUndefined();
  });

  it('when the path holds characters a header cannot carry then they are percent-encoded', () => {
    expect(preloadLinkFor('/media/a>b "c".svg?v=1')).toBe(
      '</media/a%3Eb%20%22c%22.svg?v=1>; rel=preload; as=image; fetchpriority=high',
    );
  });
});
