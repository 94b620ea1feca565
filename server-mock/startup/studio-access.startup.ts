/**
 * Staff access as `npm start` serves it, in a child process: the preview's borrower session is for
 * editors and publishers only, and only for the sandbox's scenario users; in production the preview
 * lab is not served. Run by scripts/test.sh after the build (vitest.config.ts beside this file).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { STAFF_PASSWORD } from '../scenarios/staff-scenarios.ts';
import { startServer, type ServerProcess } from './server-process.ts';

const root = mkdtempSync(join(tmpdir(), 'startup-studio-'));
const running: ServerProcess[] = [];

afterAll(async () => {
  for (const server of running) await server.stop('SIGKILL').catch(() => undefined);
  rmSync(root, { recursive: true, force: true });
});

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServer({ DATA_DIR: join(root, env.NODE_ENV ?? 'sandbox'), ...env });
  running.push(server);
  return server;
}

/** Signs a staff user in; answers a call that carries their cookie and CSRF token. */
async function staff(url: string, userName: string) {
  const res = await fetch(`${url}/studio/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName, password: STAFF_PASSWORD }),
  });
  expect(res.status).toBe(200);
  const { csrfToken } = (await res.json()) as { csrfToken: string };
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
  return (path: string, json: unknown) =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, 'x-csrf-token': csrfToken },
      body: JSON.stringify(json),
    });
}

describe('studio staff access as npm start serves it', () => {
  it('when a viewer or anyone asks to preview as a borrower then only an editor gets a session, and only for a scenario user', async () => {
    const server = await start({});
    const viewer = await staff(server.url, 'staff.viewer');
    expect((await viewer('/studio/api/preview-session', { userName: 'basic.user' })).status).toBe(403);
    const editor = await staff(server.url, 'staff.editor');
    expect((await editor('/studio/api/preview-session', { userName: 'basic.user' })).status).toBe(200);
    expect((await editor('/studio/api/preview-session', { userName: 'someone.real' })).status).toBe(403);
    // The lab is the preview's harness: served in the sandbox.
    expect((await fetch(`${server.url}/studio/preview-lab`)).status).toBe(200);
    await server.stop('SIGTERM');
    running.splice(running.indexOf(server), 1);
  });

  it('when started in production then the preview lab answers 404', async () => {
    const server = await start({ NODE_ENV: 'production' });
    expect((await fetch(`${server.url}/studio/preview-lab`)).status).toBe(404);
    expect((await fetch(`${server.url}/studio/`)).status).toBe(200);
  });
});
