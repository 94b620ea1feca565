import { describe, expect, it } from 'vitest';
import { hashSessionId } from '../../store/studio/staff-sessions-repo.ts';
import { cookieOf, signIn, studioRouteApp } from './studio-test-kit.ts';

const MORNING = '2026-03-03T14:00:00.000Z';

describe('studio session routes', { timeout: 60_000 }, () => {
  const app = studioRouteApp({ collectLogs: true }, { now: MORNING });

  it('when a staff user signs in then the cookie is HttpOnly, SameSite=Strict, Path=/studio, not Secure over http, and the session names user, role and CSRF token', async () => {
    const res = await app.call('/studio/api/session', { json: { userName: 'Staff.Editor', password: 'Staff-pass1!' } });
    expect(res.status).toBe(200);
    const flags = (res.headers.get('set-cookie') ?? '').split(';').map((p) => p.trim().toLowerCase());
    expect(flags).toEqual(expect.arrayContaining(['httponly', 'samesite=strict', 'path=/studio']));
    expect(flags).not.toContain('secure');
    const body = await res.json();
    expect(body.user).toEqual({ userName: 'staff.editor', displayName: 'Eddie Editor', role: 'editor' });
    expect(body.csrfToken).toMatch(/^[\w-]{20,}$/);
    const again = await app.call('/studio/api/session', { headers: { cookie: cookieOf(res) } });
    expect(await again.json()).toEqual(body);
  });

  it('when a staff user signs in then only the hash of the session id is stored and no password, cookie or token is logged', async () => {
    const staff = await signIn(app, 'staff.viewer');
    const sessionId = decodeURIComponent(staff.cookie.split('=')[1]!);
    const rows = await app.ctx.db.query<{ id_hash: string }>('select id_hash from staff_sessions');
    expect(rows.map((r) => r.id_hash)).toEqual([hashSessionId(sessionId)]);
    expect(rows[0]!.id_hash).not.toBe(sessionId);
    await staff.call('/studio/api/session', { method: 'DELETE' });
    const logs = app.logs.join('\n');
    expect(logs).toContain('/studio/api/session');
    expect(logs).not.toContain('Staff-pass1!');
    expect(logs).not.toContain(sessionId);
    expect(logs).not.toContain(staff.session.csrfToken);
  });

  it('when a change comes without the CSRF token, with a wrong one or from another origin then 403; with the token it passes', async () => {
    const staff = await signIn(app, 'staff.publisher');
    const change = { method: 'PUT', json: { fourEyes: true } };
    const missing = await staff.call('/studio/api/config', { ...change, csrf: false });
    expect(missing.status).toBe(403);
    expect((await missing.json()).message).toMatch(/security token/);
    expect(
      (await staff.call('/studio/api/config', { ...change, csrf: false, headers: { 'x-csrf-token': 'forged' } }))
        .status,
    ).toBe(403);
    expect(
      (await staff.call('/studio/api/config', { ...change, headers: { origin: 'https://evil.example' } })).status,
    ).toBe(403);
    expect((await staff.call('/studio/api/config', { ...change, headers: { origin: app.url } })).status).toBe(200);
    expect((await staff.call('/studio/api/session', { csrf: false })).status).toBe(200);
  });

  it('when a session is idle 30 minutes it ends; a busy one ends 8 hours after sign-in', async () => {
    const idle = await signIn(app, 'staff.viewer');
    await app.call('/__mock/clock', { method: 'PUT', json: { now: '2026-03-03T14:29:00.000Z' } });
    expect((await idle.call('/studio/api/session')).status).toBe(200);
    await app.call('/__mock/clock', { method: 'PUT', json: { now: '2026-03-03T15:00:00.000Z' } });
    const ended = await idle.call('/studio/api/session');
    expect(ended.status).toBe(401);
    expect((await ended.json()).message).toBe('Your studio session has ended; sign in again.');

    const busy = await signIn(app, 'staff.viewer');
    for (let minutes = 25; minutes < 8 * 60; minutes += 25) {
      await app.call('/__mock/clock', {
        method: 'PUT',
        json: { now: new Date(Date.parse('2026-03-03T15:00:00.000Z') + minutes * 60_000).toISOString() },
      });
      expect((await busy.call('/studio/api/session')).status).toBe(200);
    }
    await app.call('/__mock/clock', { method: 'PUT', json: { now: '2026-03-03T23:00:01.000Z' } });
    expect((await busy.call('/studio/api/session')).status).toBe(401);
  });

  it('when a staff user signs out then the cookie is cleared and the session no longer works', async () => {
    const staff = await signIn(app, 'staff.editor');
    const out = await staff.call('/studio/api/session', { method: 'DELETE' });
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toMatch(/studio_session=;.*Expires=Thu, 01 Jan 1970/);
    expect((await staff.call('/studio/api/session')).status).toBe(401);
    expect((await app.call('/studio/api/state')).status).toBe(401);
  });

  it('when studio calls answer then they are never cached and unknown calls answer 404 in the studio body', async () => {
    const staff = await signIn(app, 'staff.viewer');
    const res = await staff.call('/studio/api/state');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const unknown = await staff.call('/studio/api/nothing');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'There is no studio call GET /nothing.' });
  });
});
