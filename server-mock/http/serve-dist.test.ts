import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/start-test-app.ts';
import { CONTENT_SECURITY_POLICY } from './security-headers.ts';

/** Raw GET asking for gzip (fetch would decode it and hide Content-Encoding from the test). */
function getGzip(url: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    })
      .on('error', reject)
      .end();
  });
}

describe('serving the build', () => {
  let app: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'dist-'));
    mkdirSync(join(dist, 'portal'));
    mkdirSync(join(dist, 'settings-studio'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'portal', 'index.html'), '<!doctype html><title>Portal</title>');
    writeFileSync(join(dist, 'settings-studio', 'index.html'), '<!doctype html><title>Studio</title>');
    writeFileSync(join(dist, 'settings-studio', 'preview-lab.html'), '<!doctype html><title>Preview lab</title>');
    writeFileSync(join(dist, 'settings-studio', 'shared-preview.html'), '<!doctype html><title>Shared preview</title>');
    writeFileSync(join(dist, 'assets', 'portal-AbC123.js'), `export const big = ${JSON.stringify('x'.repeat(5000))};`);
    app = await startTestApp({ distDir: dist });
  }, 120_000);
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true });
  });

  it('when the sandbox is asked for the preview lab then its page is served at /studio/preview-lab, never as the built file', async () => {
    const lab = await app.call('/studio/preview-lab');
    expect(lab.status).toBe(200);
    expect(await lab.text()).toContain('<title>Preview lab</title>');
    expect((await app.call('/settings-studio/preview-lab.html')).status).toBe(404);
  });

  it('when a shared preview link is opened then its page is served without a studio session', async () => {
    const page = await app.call('/studio/shared-preview');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Shared preview</title>');
  });

  it('when / is requested then the portal HTML is served with no-cache', async () => {
    const res = await app.call('/');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>Portal</title>');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it.each(['/studio', '/studio/'])('when %s is requested then the studio HTML is served', async (path) => {
    const res = await app.call(path);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>Studio</title>');
  });

  it('when a hashed asset is requested then it is cached for a year as immutable and gzip-compressed', async () => {
    const res = await getGzip(`${app.url}/assets/portal-AbC123.js`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('when the build has no favicon and the browser asks for one then it answers 204, not a 404', async () => {
    expect((await app.call('/favicon.ico')).status).toBe(204);
  });

  it('when a missing asset is requested then it answers 404', async () => {
    expect((await app.call('/assets/nope-123.js')).status).toBe(404);
  });

  it.each(['/', '/assets/portal-AbC123.js', '/api/MaintenanceMode', '/api/nope'])(
    'when %s is requested then the response carries the security headers',
    async (path) => {
      const res = await app.call(path);
      expect(res.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    },
  );

  it('when the CSP is read then scripts are self only, without unsafe-eval or unsafe-inline', () => {
    const script = CONTENT_SECURITY_POLICY.split('; ').find((d) => d.startsWith('script-src'));
    expect(script).toBe("script-src 'self'");
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'self'");
    expect(CONTENT_SECURITY_POLICY).toContain("object-src 'none'");
    expect(CONTENT_SECURITY_POLICY).toContain("base-uri 'none'");
  });
});

describe('serving without a build', () => {
  it('when dist is missing and / is requested then it answers 503 saying to run the build', async () => {
    const app = await startTestApp({ distDir: '/nonexistent-dist' });
    try {
      const res = await app.call('/');
      expect(res.status).toBe(503);
      expect(await res.text()).toContain('npm run build');
      expect((await app.call('/studio/')).status).toBe(503);
    } finally {
      await app.close();
    }
  });
});

describe('logos', () => {
  it("when /logos/<LogoFolder>/<file> is requested then the file comes from that sample's images", async () => {
    const app = await startTestApp();
    try {
      const res = await app.call('/logos/second/logo.svg');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/image\/svg\+xml/);
      expect((await app.call('/logos/second/missing.png')).status).toBe(404);
      expect((await app.call('/logos/unknown-folder/logo.svg')).status).toBe(404);
    } finally {
      await app.close();
    }
  });
});
