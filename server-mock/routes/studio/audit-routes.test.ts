import { parse } from 'csv-parse/sync';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AuditEntry, AuditPage } from '../../../schemas/src/studio/staff-audit.ts';
import { listRoutes } from '../../contract/route-inventory.ts';
import type { TestApp } from '../../testing/start-test-app.ts';
import { putDraft, signIn, type StaffClient, studioRouteApp } from './studio-test-kit.ts';

const clock = (app: TestApp, now: string) => app.call('/__mock/clock', { method: 'PUT', json: { now } });

describe('reading the staff audit log', { timeout: 60_000 }, () => {
  const app = studioRouteApp();
  let publisher: StaffClient;
  beforeEach(async () => {
    // Two days of actions: the editor signs in and saves on the 1st, the publisher signs in on the 2nd.
    await clock(app, '2026-11-01T12:00:00.000Z');
    const editor = await signIn(app, 'staff.editor');
    await editor.call(
      '/studio/api/draft/settings/loginPage.heading',
      putDraft('=HYPERLINK("http://evil.example","Hi")'),
    );
    await clock(app, '2026-11-02T08:00:00.000Z');
    publisher = await signIn(app, 'staff.publisher');
  }, 60_000);

  const page = async (query: string): Promise<AuditPage> => {
    const res = await publisher.call(`/studio/api/audit${query}`);
    expect(res.status).toBe(200);
    return (await res.json()) as AuditPage;
  };

  it('when a viewer or an editor asks for the log or its export then the server refuses (403), and without a session 401', async () => {
    for (const userName of ['staff.viewer', 'staff.editor']) {
      const staff = await signIn(app, userName);
      expect((await staff.call('/studio/api/audit')).status).toBe(403);
      expect((await staff.call('/studio/api/audit/export?format=csv')).status).toBe(403);
    }
    expect((await app.call('/studio/api/audit')).status).toBe(401);
    expect((await app.call('/studio/api/audit/export')).status).toBe(401);
  });

  it('when a publisher filters by person, action and days then only those entries come back, newest first', async () => {
    const actions = async (query: string) => (await page(query)).entries.map((e) => `${e.actor} ${e.action}`);
    expect(await actions('')).toEqual(['staff.publisher sign-in', 'staff.editor draft-save', 'staff.editor sign-in']);
    expect(await actions('?actor=staff.editor')).toEqual(['staff.editor draft-save', 'staff.editor sign-in']);
    expect(await actions('?action=sign-in')).toEqual(['staff.publisher sign-in', 'staff.editor sign-in']);
    expect(await actions('?from=2026-11-02')).toEqual(['staff.publisher sign-in']);
    expect(await actions('?to=2026-11-01')).toEqual(['staff.editor draft-save', 'staff.editor sign-in']);
    expect(await actions('?from=2026-11-01&to=2026-11-01&action=draft-save&actor=STAFF.EDITOR')).toEqual([
      'staff.editor draft-save',
    ]);
  });

  it('when the log is longer than a page then nextBefore leads through it without gaps or repeats', async () => {
    const first = await page('?limit=2');
    expect(first.entries).toHaveLength(2);
    expect(first.nextBefore).toBe(first.entries[1]!.id);
    const second = await page(`?limit=2&before=${first.nextBefore}`);
    expect(second).toEqual({
      entries: [expect.objectContaining({ actor: 'staff.editor', action: 'sign-in' })],
      nextBefore: null,
    });
  });

  it('when a filter is malformed then the answer is 400 naming it', async () => {
    for (const query of [
      '?action=delete-everything',
      '?from=2026-02-30',
      '?to=yesterday',
      '?limit=0',
      '?limit=201',
      '?before=-1',
      '?actor=a&actor=b',
    ]) {
      const res = await publisher.call(`/studio/api/audit${query}`);
      expect(res.status, query).toBe(400);
    }
    expect((await publisher.call('/studio/api/audit/export?format=xml')).status).toBe(400);
  });

  it('when a publisher exports CSV then it parses to one row per entry with a header, formula-like values defused, and the export is recorded', async () => {
    const res = await publisher.call('/studio/api/audit/export?format=csv&actor=staff.editor');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="staff-audit-2026-11-02.csv"');
    const rows = parse(await res.text(), { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.map((r) => [r.actor, r.action, r.at])).toEqual([
      ['staff.editor', 'draft-save', '2026-11-01T12:00:00.000Z'],
      ['staff.editor', 'sign-in', '2026-11-01T12:00:00.000Z'],
    ]);
    expect(rows[0]).toMatchObject({ key: 'loginPage.heading', newValue: `'=HYPERLINK("http://evil.example","Hi")` });
    expect(JSON.parse(rows[0]!.detail!)).toEqual({ scope: 'setting' });
    const latest = (await page('?action=audit-export')).entries[0];
    expect(latest).toMatchObject({ actor: 'staff.publisher', detail: { format: 'csv', actor: 'staff.editor' } });
  });

  it('when a publisher exports JSON then it parses to the same entries the page lists', async () => {
    const listed = (await page('?action=sign-in')).entries;
    const res = await publisher.call('/studio/api/audit/export?format=json&action=sign-in');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="staff-audit-2026-11-02.json"');
    expect((await res.json()) as AuditEntry[]).toEqual(listed);
  });

  it('when anyone tries to change or delete entries then there is no such call (404) and the log is unchanged', async () => {
    const before = await page('');
    const id = before.entries[0]!.id;
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      for (const path of ['/studio/api/audit', `/studio/api/audit/${id}`]) {
        const res = await publisher.call(path, { method, json: { actor: 'mallory' } });
        expect(res.status, `${method} ${path}`).toBe(404);
      }
    }
    expect((await page('')).entries).toEqual(before.entries);
    const auditRoutes = listRoutes(app.app).filter((route) => route.path.startsWith('/studio/api/audit'));
    expect(auditRoutes).toEqual([
      { method: 'GET', path: '/studio/api/audit' },
      { method: 'GET', path: '/studio/api/audit/export' },
    ]);
  });
});
