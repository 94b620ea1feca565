/**
 * Two real gateway processes (`main.ts` with UPSTREAM_API_URL) on one PostgreSQL database: a publish
 * through one reaches the other's ApplicationOptions within a second, by the store's notice (decision
 * 302), with no restart and no polling of the store. Runs in the PostgreSQL pass (TEST_DATABASE_URL).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPg, type PgDatabase } from '../store/pg-database.ts';
import { withDatabase } from '../store/pg-sandbox-database.ts';
import { addStaff } from '../use-cases/studio/staff-accounts.ts';

/** Gateways have no sandbox staff: these are made as `npm run staff` makes them. */
const STAFF_PASSWORD = 'plum-Orbit-canvas-77';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const ADMIN_URL = process.env.TEST_DATABASE_URL;

/** Starts a gateway on a free port in front of a host nobody listens on; resolves with its URL. */
function startGateway(databaseUrl: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server-mock/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      UPSTREAM_API_URL: 'http://127.0.0.1:9',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WORKERS: '',
      NODE_ENV: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /gateway on (http:\/\/[^/\s]+)\//.exec(output);
      if (match) resolve({ url: match[1]!, child });
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.on('exit', (code) => reject(new Error(`Gateway exited with ${code}: ${output}`)));
  });
}

async function staff(base: string, userName: string) {
  const res = await fetch(`${base}/studio/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName, password: STAFF_PASSWORD }),
  });
  expect(res.status).toBe(200);
  const { csrfToken } = (await res.json()) as { csrfToken: string };
  const cookie = res.headers.get('set-cookie')!.split(';')[0]!;
  return (path: string, init: { method?: string; json?: unknown; headers?: Record<string, string> } = {}) =>
    fetch(`${base}/studio/api/${path}`, {
      method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
      headers: { cookie, 'x-csrf-token': csrfToken, 'content-type': 'application/json', ...init.headers },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    });
}

describe.runIf(ADMIN_URL)('two gateway processes on one PostgreSQL database', { timeout: 60_000 }, () => {
  const name = `gateway_two_${process.pid}_${Date.now().toString(36)}`;
  let admin: PgDatabase;
  let a: string;
  let b: string;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    admin = await openPg(ADMIN_URL!, { max: 1 });
    await admin.exec(`create database ${name}`);
    const servers = await Promise.all([
      startGateway(withDatabase(ADMIN_URL!, name)),
      startGateway(withDatabase(ADMIN_URL!, name)),
    ]);
    children.push(...servers.map((s) => s.child));
    [a, b] = servers.map((s) => s.url) as [string, string];
    const db = await openPg(withDatabase(ADMIN_URL!, name), { max: 1 });
    try {
      for (const [userName, role] of [
        ['gw.editor', 'editor'],
        ['gw.publisher', 'publisher'],
      ] as const) {
        expect(await addStaff(db, { userName, role, password: STAFF_PASSWORD })).toMatchObject({ ok: true });
      }
    } finally {
      await db.close();
    }
  }, 120_000);
  afterAll(async () => {
    await Promise.all(
      children.map((child) => new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM')))),
    );
    await admin?.exec(`drop database if exists ${name} with (force)`);
    await admin?.close();
  });

  it('when a publisher publishes on one gateway then the other serves the new settings within a second', async () => {
    const options = async (base: string) => {
      const res = await fetch(`${base}/api/setup/ApplicationOptions`);
      return {
        etag: res.headers.get('etag'),
        heading: ((await res.json()) as { gassySettings: { shared: Record<string, string> } }).gassySettings.shared[
          'loginPage.heading'
        ],
      };
    };
    expect((await options(b)).etag).toBe('"v1"'); // B holds version 1 in memory now
    const editor = await staff(a, 'gw.editor');
    const publisher = await staff(a, 'gw.publisher');
    await editor('draft/settings/loginPage.heading', {
      method: 'PUT',
      json: { value: 'Published on A' },
      headers: { 'if-match': '"0"' },
    });
    const etag = ((await (await publisher('state')).json()) as { draft: { etag: string } }).draft.etag;
    expect((await publisher('publish', { json: { note: 'from A' }, headers: { 'if-match': etag } })).status).toBe(200);
    const published = performance.now();
    let seen = await options(b);
    while (seen.etag !== '"v2"' && performance.now() - published < 1_000) seen = await options(b);
    expect(seen).toEqual({ etag: '"v2"', heading: 'Published on A' });
    expect(performance.now() - published).toBeLessThan(1_000);
  });
});
