/**
 * Gateway mode: the studio's preview frame talks to the preview sandbox, for signed-in staff only, and never to the
 * host.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../routes/studio/studio-test-kit.ts';
import { startTestApp, type TestApp } from '../testing/start-test-app.ts';
import { addStaff } from '../use-cases/studio/staff-accounts.ts';

/** A gateway has no sandbox staff: its editor is made as `npm run staff` makes one. */
const EDITOR = { userName: 'gw.editor', role: 'editor' as const, password: 'plum-Orbit-canvas-77' };

describe('the studio preview in gateway mode', { timeout: 60_000 }, () => {
  let host: Server;
  const reachedHost: string[] = [];
  let gateway: TestApp;

  beforeAll(async () => {
    host = createServer((req, res) => {
      reachedHost.push(`${req.method} ${req.url}`);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"HasNoErrors":true}');
    });
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    gateway = await startTestApp({
      gateway: { upstreamUrl: `http://127.0.0.1:${(host.address() as AddressInfo).port}`, contract: 'off' },
      validateResponses: false,
    });
    expect(await addStaff(gateway.ctx.db, EDITOR)).toMatchObject({ ok: true });
  }, 60_000);
  afterAll(async () => {
    await gateway?.close();
    host.closeAllConnections();
    await new Promise((resolve) => host.close(resolve));
  });

  it('when nobody is signed in to the studio then the preview sandbox answers 401 and nothing is forwarded', async () => {
    expect(
      (
        await gateway.call('/studio/preview/api/login/userlogin', {
          json: { username: 'basic.user', password: 'Password1!' },
        })
      ).status,
    ).toBe(401);
    expect((await gateway.call('/studio/preview/__mock/scenarios')).status).toBe(401);
    expect(reachedHost).toEqual([]);
  });

  it('when staff preview as a scenario borrower then the session, the sign-in and the data come from the preview sandbox, never the host', async () => {
    await expect(signIn(gateway, 'staff.editor')).rejects.toThrow(/401/);
    const staff = await signIn(gateway, EDITOR.userName, EDITOR.password);
    const scenarios = await staff.call('/studio/preview/__mock/scenarios');
    expect(scenarios.status).toBe(200);
    expect(((await scenarios.json()) as { username: string }[]).map((u) => u.username)).toContain('basic.user');

    const session = await staff.call('/studio/api/preview-session', { json: { userName: 'basic.user' } });
    expect(session.status).toBe(200);
    const { userToken } = (await session.json()) as { userToken: string };
    const accounts = await staff.call('/studio/preview/api/accountList', { headers: { UserToken: userToken } });
    expect(accounts.status).toBe(200);
    expect(((await accounts.json()) as { Accounts: unknown[] }).Accounts.length).toBeGreaterThan(0);

    // The frame's own sign-in form: a POST without the studio's CSRF token, still inside the preview sandbox.
    const login = await staff.call('/studio/preview/api/login/userlogin', {
      json: { username: 'basic.user', password: 'Password1!' },
      csrf: false,
    });
    expect(login.status).toBe(200);
    // The gateway's own /api forwards; the same token means nothing at the host and was never sent there.
    expect(reachedHost).toEqual([]);
    // The preview sandbox's other parts (its own studio) are not reachable through the prefix.
    expect((await staff.call('/studio/preview/studio/api/session')).status).toBe(404);
  });

  it('when a colleague opens a shared preview link then its frame reaches the preview sandbox until the link is revoked', async () => {
    const staff = await signIn(gateway, EDITOR.userName, EDITOR.password);
    const request = (await (await staff.call('/studio/api/change-requests', { json: { title: 'Shared' } })).json()) as {
      id: number;
    };
    const made = await staff.call(`/studio/api/change-requests/${request.id}/preview-links`, {
      json: { route: '/myaccount/dashboard', width: 'desktop', borrower: 'basic.user' },
    });
    const { link, url } = (await made.json()) as { link: { id: number }; url: string };
    const opened = await gateway.call('/studio/api/shared-preview', { json: { token: url.split('#')[1] } });
    expect(opened.status).toBe(200);
    const cookie = (opened.headers.get('set-cookie') ?? '').split(';')[0]!;
    const { userToken } = (await opened.json()) as { userToken: string };
    const accounts = await gateway.call('/studio/preview/api/accountList', {
      headers: { cookie, UserToken: userToken },
    });
    expect(accounts.status).toBe(200);
    await staff.call(`/studio/api/change-requests/${request.id}/preview-links/${link.id}`, { method: 'DELETE' });
    expect((await gateway.call('/studio/preview/__mock/scenarios', { headers: { cookie } })).status).toBe(401);
    expect(reachedHost).toEqual([]);
  });
});
