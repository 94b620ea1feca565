/** Headers and CSP as the browser sees them (docs/decisions/050-security-headers.md). */
import type { Response } from '@playwright/test';
import { expect, test } from './fixtures.ts';

test('when the portal page loads then its CSP allows scripts from self only, without unsafe-eval or unsafe-inline', async ({
  page,
}) => {
  const response = await page.goto('/');
  const csp = response?.headers()['content-security-policy'] ?? '';
  const scriptSrc = csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('script-src'));
  expect(scriptSrc).toBe("script-src 'self'");
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).toContain("frame-ancestors 'self'");
  expect(response?.headers()['x-content-type-options']).toBe('nosniff');
  expect(response?.headers()['referrer-policy']).toBeTruthy();
});

test('when the portal loads its JavaScript then scripts over 1 KB are compressed (gzip or brotli) and all are cached as immutable', async ({
  page,
}) => {
  const scripts: Response[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(r);
  });
  await page.goto('/#/home/login');
  await expect(page.getByLabel('User Name', { exact: true })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    const headers = script.headers();
    expect(headers['cache-control'], script.url()).toBe('public, max-age=31536000, immutable');
    // compression() leaves bodies under its 1 KB threshold as they are.
    if ((await script.body()).length >= 1024)
      expect(['gzip', 'br'], script.url()).toContain(headers['content-encoding']);
  }
});

test('when a page tries to run an inline script then the CSP blocks it and the guard reports the violation', async ({
  page,
  problems,
}) => {
  problems.allow(/inline|script-src/i);
  await page.goto('/#/home/login');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true';
    document.body.append(script);
  });
  await expect.poll(() => problems.all().some((p) => p.startsWith('CSP violation: script-src'))).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { __inlineRan?: boolean }).__inlineRan)).toBeUndefined();
});
