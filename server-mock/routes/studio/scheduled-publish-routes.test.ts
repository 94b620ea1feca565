/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read loosely here and checked by expect */
/**
 * Scheduled publishing of change requests (decision 341) against the sandbox clock: due by the app's
 * clock, published once when two processes' ticks race on one database, recorded in history and the
 * audit log, cancellable. Runs on PGlite, and on PostgreSQL (a pool: the ticks race on two
 * connections) in the PostgreSQL pass of `npm test`.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { takeLease } from '../../store/studio/leases-repo.ts';
import { instantIn, publishDueRequests } from '../../use-cases/studio/scheduled-publish.ts';
import { putDraft, signIn, type StaffClient, studioRouteApp } from './studio-test-kit.ts';

const KEY = 'loginPage.heading';

describe('scheduled publishing', { timeout: 60_000 }, () => {
  // The ticks are driven by the test, as two processes' timers would run them.
  const app = studioRouteApp({ scheduledPublishEveryMs: 0 }, { now: '2026-12-01T08:00:00Z' });
  let editor: StaffClient;
  let publisher: StaffClient;
  beforeEach(async () => {
    [editor, publisher] = await Promise.all([signIn(app, 'staff.editor'), signIn(app, 'staff.publisher')]);
  }, 60_000);

  const approved = async (value: string): Promise<number> => {
    const id = (await (await editor.call('/studio/api/change-requests', { json: { title: `Set ${value}` } })).json())
      .id;
    await editor.call(`/studio/api/change-requests/${id}/settings/${KEY}`, putDraft(value));
    await editor.call(`/studio/api/change-requests/${id}/submit`, { json: { reviewers: ['staff.publisher'] } });
    await publisher.call(`/studio/api/change-requests/${id}/approve`, { json: {} });
    return id;
  };
  const schedule = (staff: StaffClient, id: number, at: string) =>
    staff.call(`/studio/api/change-requests/${id}/schedule`, { json: { at } });
  const served = async () => (await (await app.call('/api/setup/ApplicationOptions')).json()).gassySettings.shared[KEY];
  const race = () =>
    Promise.all([publishDueRequests(app.ctx, 'process-a'), publishDueRequests({ ...app.ctx }, 'process-b')]);

  it('when a wall-clock time is given then it is read in the named zone', () => {
    expect(instantIn('2026-12-01T09:30', 'America/Chicago')?.toISOString()).toBe('2026-12-01T15:30:00.000Z');
    expect(instantIn('2026-07-01T09:30', 'America/Chicago')?.toISOString()).toBe('2026-07-01T14:30:00.000Z');
    expect(instantIn('2026-02-30T09:30', 'UTC')).toBeUndefined();
    expect(instantIn('tomorrow', 'UTC')).toBeUndefined();
  });

  it('when only publishers schedule, only approved requests, only in the future', async () => {
    const id = await approved('Later');
    expect((await schedule(editor, id, '2026-12-01T09:30')).status).toBe(403);
    expect((await schedule(publisher, id, '2026-12-01T07:30')).status).toBe(422);
    const open = (await (await editor.call('/studio/api/change-requests', { json: { title: 'Open' } })).json()).id;
    expect((await schedule(publisher, open, '2026-12-01T09:30')).status).toBe(409);
  });

  it('when the sandbox clock passes the time then two processes racing publish it exactly once, in history and the audit log', async () => {
    const id = await approved('Scheduled heading');
    const scheduled = await (await schedule(publisher, id, '2026-12-01T09:30')).json();
    expect(scheduled).toMatchObject({
      scheduledAt: instantIn('2026-12-01T09:30', scheduled.timeZone)!.toISOString(),
      scheduledBy: 'staff.publisher',
    });
    expect(await race()).toEqual([[], []]);
    expect(await served()).not.toBe('Scheduled heading');

    await app.call('/__mock/clock', {
      method: 'PUT',
      json: { now: new Date(new Date(scheduled.scheduledAt).getTime() + 60_000).toISOString() },
    });
    const [a, b] = await race();
    expect([...a, ...b]).toEqual([2]);
    expect(await race()).toEqual([[], []]);
    expect(await served()).toBe('Scheduled heading');
    // The staff sessions idled out while the clock moved on.
    [editor, publisher] = await Promise.all([signIn(app, 'staff.editor'), signIn(app, 'staff.publisher')]);
    expect(await (await editor.call(`/studio/api/change-requests/${id}`)).json()).toMatchObject({
      status: 'published',
      publishedVersion: 2,
    });
    const history = await (await publisher.call('/studio/api/history')).json();
    expect(history.filter((v: any) => v.version > 1)).toEqual([
      expect.objectContaining({ version: 2, publishedBy: 'staff.publisher' }),
    ]);
    const audit = (await (await publisher.call('/studio/api/audit?limit=50')).json()).entries;
    expect(audit.filter((e: any) => e.action === 'publish')).toEqual([
      expect.objectContaining({
        actor: 'staff.publisher',
        detail: expect.objectContaining({ changeRequest: id, scheduled: true, keys: [KEY] }),
      }),
    ]);
    expect(audit.some((e: any) => e.action === 'change-request-schedule')).toBe(true);
  });

  it('when a schedule is cancelled, or the request changes, then nothing publishes at the time', async () => {
    const id = await approved('Cancelled');
    await schedule(publisher, id, '2026-12-01T09:00');
    expect(
      await (await publisher.call(`/studio/api/change-requests/${id}/schedule`, { method: 'DELETE' })).json(),
    ).toMatchObject({ status: 'approved', scheduledAt: null });
    const changed = await approved('Changed');
    await schedule(publisher, changed, '2026-12-01T09:00');
    await editor.call(`/studio/api/change-requests/${changed}/settings/${KEY}`, putDraft('Changed again', 1));
    expect(await (await editor.call(`/studio/api/change-requests/${changed}`)).json()).toMatchObject({
      status: 'in-review',
      scheduledAt: null,
    });
    await app.call('/__mock/clock', { method: 'PUT', json: { now: '2026-12-02T08:00:00Z' } });
    expect(await race()).toEqual([[], []]);
  });

  it('when one process holds the lease then another takes it only after it expired', async () => {
    const now = new Date('2026-12-01T08:00:00Z');
    const until = new Date(now.getTime() + 30_000);
    expect(await takeLease(app.ctx.db, { name: 'test-job', holder: 'a', now, until })).toBe(true);
    expect(await takeLease(app.ctx.db, { name: 'test-job', holder: 'b', now, until })).toBe(false);
    expect(await takeLease(app.ctx.db, { name: 'test-job', holder: 'a', now, until })).toBe(true);
    expect(
      await takeLease(app.ctx.db, {
        name: 'test-job',
        holder: 'b',
        now: until,
        until: new Date(until.getTime() + 30_000),
      }),
    ).toBe(true);
  });
});
