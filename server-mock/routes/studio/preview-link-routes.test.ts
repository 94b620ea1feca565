/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read loosely here and checked by expect */
/**
 * Shareable preview links of change requests (decision 390): who may make, list and revoke them, and
 * that only a genuine link that still holds opens a preview, with no staff session, whatever cookie comes along.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { putDraft, signIn, type StaffClient, studioRouteApp } from './studio-test-kit.ts';

const KEY = 'loginPage.heading';
const LINK = { route: '/myaccount/dashboard', width: 'phone', borrower: 'basic.user' };

describe('shared preview links', { timeout: 60_000 }, () => {
  const app = studioRouteApp({}, { now: '2026-12-01T08:00:00Z' });
  let editor: StaffClient;
  let viewer: StaffClient;
  beforeEach(async () => {
    [editor, viewer] = await Promise.all([signIn(app, 'staff.editor'), signIn(app, 'staff.viewer')]);
  }, 60_000);

  /** A request by the editor with `value` for KEY. */
  const request = async (value: string): Promise<number> => {
    const id = (await (await editor.call('/studio/api/change-requests', { json: { title: value } })).json()).id;
    expect((await editor.call(`/studio/api/change-requests/${id}/settings/${KEY}`, putDraft(value))).status).toBe(200);
    return id;
  };
  const makeLink = async (id: number, json: unknown = LINK): Promise<{ link: any; url: string; token: string }> => {
    const res = await editor.call(`/studio/api/change-requests/${id}/preview-links`, { json });
    expect(res.status).toBe(201);
    const made = await res.json();
    return { ...made, token: made.url.split('#')[1] };
  };
  /** Opens a link as a colleague without any studio session (or with the cookie given). */
  const open = (token: unknown, cookie?: string) =>
    app.call('/studio/api/shared-preview', { json: { token }, headers: cookie ? { cookie } : {} });

  it('when a link is opened without a studio session then it shows the request over the published values, signed in as its scenario borrower', async () => {
    const id = await request('Spring heading');
    const { link, url, token } = await makeLink(id);
    expect(url).toMatch(/^\/studio\/shared-preview#\d+\.\d+\.\d+\.[\w-]{43}$/);
    expect(link).toMatchObject({ ...LINK, createdBy: 'staff.editor', revokedAt: null });
    expect(Date.parse(link.expiresAt) - Date.parse('2026-12-01T08:00:00Z')).toBe(7 * 24 * 3600_000);

    const res = await open(token);
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(
      /^studio_preview_link=.*Path=\/studio\/preview;.*HttpOnly;.*SameSite=Strict/,
    );
    const shared = await res.json();
    expect(shared).toMatchObject({ requestId: id, title: 'Spring heading', changedKeys: [KEY], ...LINK });
    expect(shared.options.gassySettings.shared[KEY]).toBe('Spring heading');
    // The borrower session is the scenario borrower's, usable on the borrower API, and nothing else.
    const accounts = await app.call('/api/accountList', { headers: { UserToken: shared.userToken } });
    expect(accounts.status).toBe(200);
    // Read-only: the link is no studio session and changes nothing.
    const staffCall = await app.call('/studio/api/change-requests', {
      headers: { cookie: `studio_preview_link=${token}` },
    });
    expect(staffCall.status).toBe(401);
    expect((await (await app.call('/api/setup/ApplicationOptions')).json()).gassySettings.shared[KEY]).not.toBe(
      'Spring heading',
    );
  });

  it('when a link is forged, another request signed, expired or revoked then it opens nothing', async () => {
    const [a, b] = [await request('A heading'), await request('B heading')];
    const { token } = await makeLink(a, { ...LINK, days: 1 });
    const other = (await makeLink(b)).token;
    const [ra, la, ea, sa] = token.split('.');
    const [, lb, eb] = other.split('.');
    const forged = sa!.startsWith('A') ? `B${sa!.slice(1)}` : `A${sa!.slice(1)}`;
    for (const bad of [
      `${ra}.${la}.${ea}.${forged}`,
      `${b}.${la}.${ea}.${sa}`, // A's signature on request B
      `${ra}.${lb}.${eb}.${sa}`, // A's signature on B's link
      `${ra}.${la}.${Number(ea) + 86_400_000}.${sa}`, // a later expiry
      'not-a-token',
      42,
    ]) {
      const res = await open(bad);
      expect(res.status, String(bad)).toBe(403);
      expect(res.headers.get('set-cookie')).toBeNull();
    }
    expect((await open(token)).status).toBe(200);

    await app.call('/__mock/clock', { method: 'PUT', json: { now: '2026-12-02T08:00:01Z' } });
    expect((await open(token)).status).toBe(403);
    expect((await open(other)).status).toBe(200);
    const afterExpiry = await signIn(app, 'staff.viewer');
    const listedA = await (await afterExpiry.call(`/studio/api/change-requests/${a}/preview-links`)).json();
    expect(listedA[0]).toMatchObject({ expired: true, revokedAt: null });

    // The staff sessions idled out while the clock moved on.
    const publisher = await signIn(app, 'staff.publisher');
    const links = await (await publisher.call(`/studio/api/change-requests/${b}/preview-links`)).json();
    const revoke = await publisher.call(`/studio/api/change-requests/${b}/preview-links/${links[0].id}`, {
      method: 'DELETE',
    });
    expect(revoke.status).toBe(200);
    expect((await revoke.json())[0]).toMatchObject({ revokedBy: 'staff.publisher' });
    expect((await open(other)).status).toBe(403);
    // Revoked once; a link of another request is not revoked through this one.
    expect(
      (await publisher.call(`/studio/api/change-requests/${b}/preview-links/${links[0].id}`, { method: 'DELETE' }))
        .status,
    ).toBe(404);
  });

  it('when a viewer replays a link or calls with their cookie then they may list links but not make or revoke them', async () => {
    const id = await request('Viewer heading');
    const { link, token } = await makeLink(id);
    const viewerMakes = await viewer.call(`/studio/api/change-requests/${id}/preview-links`, { json: LINK });
    expect(viewerMakes.status).toBe(403);
    const withLinkCookie = await viewer.call(`/studio/api/change-requests/${id}/preview-links/${link.id}`, {
      method: 'DELETE',
      headers: { cookie: `${viewer.cookie}; studio_preview_link=${token}` },
    });
    expect(withLinkCookie.status).toBe(403);
    expect((await app.call(`/studio/api/change-requests/${id}/preview-links`)).status).toBe(401);
    const listed = await (await viewer.call(`/studio/api/change-requests/${id}/preview-links`)).json();
    expect(listed).toEqual([link]);
    expect(JSON.stringify(listed)).not.toContain(token.split('.')[3]);
    // A staff cookie adds nothing to a link: the same read-only answer, and no staff session.
    const opened = await open(token, viewer.cookie);
    expect(opened.status).toBe(200);
    expect(Object.keys(await opened.json())).not.toContain('staff');
    // Opening from another site is refused (the cookie it sets is SameSite=Strict anyway).
    const crossSite = await app.call('/studio/api/shared-preview', {
      json: { token },
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
  });

  it('when a link names a real borrower, a foreign route or a longer life then it is refused; making and revoking are audited', async () => {
    const id = await request('Audited heading');
    for (const bad of [
      { ...LINK, borrower: 'someone.real' },
      { ...LINK, route: 'https://evil.example/' },
      { ...LINK, width: 'tv' },
      { ...LINK, days: 8 },
    ]) {
      const res = await editor.call(`/studio/api/change-requests/${id}/preview-links`, { json: bad });
      expect(res.status, JSON.stringify(bad)).toBe(422);
    }
    expect((await editor.call('/studio/api/change-requests/999/preview-links', { json: LINK })).status).toBe(404);
    const { link } = await makeLink(id, { ...LINK, borrower: null, days: 2 });
    await editor.call(`/studio/api/change-requests/${id}/preview-links/${link.id}`, { method: 'DELETE' });
    const publisher = await signIn(app, 'staff.publisher');
    const audit = await (await publisher.call('/studio/api/audit?action=preview-link-create')).json();
    expect(audit.entries).toMatchObject([
      { actor: 'staff.editor', action: 'preview-link-create', key: String(id), newValue: LINK.route },
    ]);
    const revoked = await (await publisher.call('/studio/api/audit?action=preview-link-revoke')).json();
    expect(revoked.entries).toMatchObject([{ actor: 'staff.editor', detail: { link: link.id } }]);
  });
});
