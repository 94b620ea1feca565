/**
 * Staff in production, for real (decisions 281, 283): the server as `npm run serve` runs it with
 * NODE_ENV=production on a new DATA_DIR has no staff, so nobody signs in to the studio and the
 * sandbox's `Staff-pass1!` never works; `npm run staff` is refused while the server holds the
 * folder, adds a member once it is stopped, and that member signs in after the next start.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { staffCommand as runStaffCommand, startServer, type ServerProcess } from './server-process.ts';

const SANDBOX_STAFF_PASSWORD = 'Staff-pass1!';
const CHOSEN_PASSWORD = 'plum-Orbit-canvas-77';

const root = mkdtempSync(join(tmpdir(), 'startup-staff-'));
const env = { DATA_DIR: join(root, 'store'), NODE_ENV: 'production' };
const running: ServerProcess[] = [];

afterAll(async () => {
  for (const server of running) await server.stop('SIGKILL').catch(() => undefined);
  rmSync(root, { recursive: true, force: true });
});

const staffCommand = (args: string[], answers: string[] = []) => runStaffCommand(env, args, answers);

const signIn = (url: string, userName: string, password: string) =>
  fetch(`${url}/studio/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName, password }),
  });

describe('studio staff when the server runs in production', () => {
  it('when it starts on a new store then no staff sign in, the sandbox password never works, and the command waits for the server to stop', async () => {
    const server = await startServer(env);
    running.push(server);
    for (const userName of ['staff.publisher', 'staff.viewer'])
      expect((await signIn(server.url, userName, SANDBOX_STAFF_PASSWORD)).status).toBe(401);

    const refused = await staffCommand(['list']);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/holds DATA_DIR .* Stop the server, run this command, then start the server again/);

    running.splice(running.indexOf(server), 1);
    expect(await server.stop('SIGTERM')).toMatchObject({ code: 0 });
    expect(server.stdout.join('\n') + server.stderr()).not.toContain(SANDBOX_STAFF_PASSWORD);
  }, 300_000);

  it('when the command adds a member with the server stopped then they sign in after the next start; the sandbox password still never works', async () => {
    const added = await staffCommand(['add', 'eve.editor', '--role', 'editor'], [CHOSEN_PASSWORD, CHOSEN_PASSWORD]);
    expect(added).toMatchObject({ code: 0 });
    expect(added.out).toContain('Added eve.editor as editor.');
    expect(added.out + added.err).not.toContain(CHOSEN_PASSWORD);

    const server = await startServer(env);
    running.push(server);
    const ok = await signIn(server.url, 'eve.editor', CHOSEN_PASSWORD);
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { user: { role: string } }).user.role).toBe('editor');
    expect((await signIn(server.url, 'staff.publisher', SANDBOX_STAFF_PASSWORD)).status).toBe(401);
    expect((await signIn(server.url, 'eve.editor', SANDBOX_STAFF_PASSWORD)).status).toBe(401);

    running.splice(running.indexOf(server), 1);
    expect(await server.stop('SIGTERM')).toMatchObject({ code: 0 });
    expect(server.stdout.join('\n') + server.stderr()).not.toContain(CHOSEN_PASSWORD);
  }, 300_000);
});
