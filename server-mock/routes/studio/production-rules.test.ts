import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/start-test-app.ts';
import { putDraft, signIn } from './studio-test-kit.ts';

describe('the studio in production', { timeout: 60_000 }, () => {
  let app: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'dist-'));
    mkdirSync(join(dist, 'settings-studio'), { recursive: true });
    writeFileSync(join(dist, 'settings-studio', 'index.html'), '<!doctype html><title>Studio</title>');
    writeFileSync(join(dist, 'settings-studio', 'preview-lab.html'), '<!doctype html><title>Preview lab</title>');
    app = await startTestApp({ distDir: dist, production: true });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('when anyone asks for the preview lab then 404, while the studio is served', async () => {
    expect((await app.call('/studio/preview-lab')).status).toBe(404);
    expect((await app.call('/settings-studio/preview-lab.html')).status).toBe(404);
    expect((await app.call('/studio/')).status).toBe(200);
  });

  it('when an editor saves an http web address then 422 says https only; an https one is saved', async () => {
    const editor = await signIn(app, 'staff.editor');
    const http = await editor.call(
      '/studio/api/draft/settings/portal.applyForLoanURLOption',
      putDraft('http://apply.example/start', 0),
    );
    expect(http.status).toBe(422);
    expect((await http.json()).problems).toEqual([
      {
        key: 'portal.applyForLoanURLOption',
        message:
          "Setting 'portal.applyForLoanURLOption' is a web address; it must start with https://, got 'http://apply.example/start'",
      },
    ]);
    expect(
      (
        await editor.call(
          '/studio/api/draft/settings/portal.applyForLoanURLOption',
          putDraft('https://apply.example/start', 0),
        )
      ).status,
    ).toBe(200);
  });
});
