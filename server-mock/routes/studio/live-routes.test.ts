/**
 * Live colleagues (decision 365): the presence heartbeat's role, CSRF and key checks, the live feed as
 * server-sent events (a colleague's presence and saved draft arrive without asking; display names only),
 * presence gone when left, when stale and when the session ends, the feed's stream limit, and a second
 * process's feed over the same store seeing the same. Runs on PGlite, and on PostgreSQL in its pass.
 */
import express from 'express';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LiveDrafts, LivePresence } from '../../../schemas/src/studio/live-colleagues.ts';
import { liveStreamsPerSession } from '../../../schemas/src/studio/live-colleagues.ts';
import { listen } from '../../listen.ts';
import { startTestApp, type TestApp } from '../../testing/start-test-app.ts';
import { liveFeed, PRESENCE_CALLS_PER_MINUTE } from '../../use-cases/studio/live-colleagues.ts';
import { liveRoutes } from './live-routes.ts';
import { studioGuard } from './studio-auth.ts';
import { putDraft, signIn, type StaffClient } from './studio-test-kit.ts';

const KEY = 'loginPage.heading';
const PRESENCE = `/studio/api/presence/settings/${KEY}`;

/** One open event stream: the events read so far, and a wait for the next one that matches. */
interface Stream {
  status: number;
  events: { event: string; data: unknown }[];
  next<T>(event: string, match?: (data: T) => boolean): Promise<T>;
  close(): void;
}

async function openStream(staff: StaffClient): Promise<Stream> {
  const controller = new AbortController();
  const res = await staff.call('/studio/api/live', { headers: { accept: 'text/event-stream' } });
  const events: Stream['events'] = [];
  const waiters = new Set<() => void>();
  if (res.ok && res.body) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        const reader = res.body!.getReader();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          buffer += decoder.decode(value, { stream: true });
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (event && data) events.push({ event, data: JSON.parse(data) });
            for (const wake of waiters) wake();
          }
        }
      } catch {
        // Closed by the test.
      }
    })();
  }
  controller.signal.addEventListener('abort', () => void res.body?.cancel().catch(() => undefined));
  let read = 0;
  return {
    status: res.status,
    events,
    close: () => controller.abort(),
    next: <T>(event: string, match: (data: T) => boolean = () => true) =>
      new Promise<T>((resolve, reject) => {
        const timeout = setTimeout(() => reject(new Error(`No ${event} event: ${JSON.stringify(events)}`)), 5000);
        const look = () => {
          while (read < events.length) {
            const found = events[read++]!;
            if (found.event === event && match(found.data as T)) {
              clearTimeout(timeout);
              waiters.delete(look);
              resolve(found.data as T);
              return;
            }
          }
        };
        waiters.add(look);
        look();
      }),
  };
}

const editing = (presence: LivePresence) => presence.keys[`setting:${KEY}`]?.map((c) => c.displayName) ?? [];

describe('studio live routes', { timeout: 60_000 }, () => {
  let app: TestApp;
  const streams: Stream[] = [];
  const stream = async (staff: StaffClient) => {
    const opened = await openStream(staff);
    streams.push(opened);
    return opened;
  };
  beforeAll(async () => {
    app = await startTestApp();
  }, 120_000);
  afterAll(() => app?.close());
  beforeEach(async () => {
    await app.call('/__mock/reset', { method: 'POST' });
  }, 60_000);
  afterEach(() => {
    for (const s of streams.splice(0)) s.close();
  });

  it('when a viewer, a call without the CSRF token or an unknown key reports presence then it is refused, and nothing is stored', async () => {
    const viewer = await signIn(app, 'staff.viewer');
    expect((await viewer.call(PRESENCE, { method: 'PUT' })).status).toBe(403);
    const editor = await signIn(app, 'staff.editor');
    expect((await editor.call(PRESENCE, { method: 'PUT', csrf: false })).status).toBe(403);
    expect((await editor.call('/studio/api/presence/settings/no.such.key', { method: 'PUT' })).status).toBe(404);
    expect((await editor.call('/studio/api/presence/institution-options/NoSuchOption', { method: 'PUT' })).status).toBe(
      404,
    );
    expect((await app.call(PRESENCE, { method: 'PUT' })).status).toBe(401);
    expect((await app.call('/studio/api/live')).status).toBe(401);
    expect(await app.ctx.db.query('select * from studio_presence')).toEqual([]);
  });

  it('when an editor opens a key then a colleague following live sees their display name only, and not themselves; when they leave it is gone', async () => {
    const eddie = await signIn(app, 'staff.editor');
    const edna = await signIn(app, 'staff.editor2');
    const ednaLive = await stream(edna);
    expect(ednaLive.status).toBe(200);
    expect(editing(await ednaLive.next<LivePresence>('presence'))).toEqual([]);

    expect((await eddie.call(PRESENCE, { method: 'PUT' })).status).toBe(204);
    expect((await edna.call(PRESENCE, { method: 'PUT' })).status).toBe(204);
    const seen = await ednaLive.next<LivePresence>('presence', (p) => editing(p).length > 0);
    expect(seen).toEqual({ keys: { [`setting:${KEY}`]: [{ displayName: 'Eddie Editor' }] } });
    // Display names only: no user names, e-mail addresses or session ids on the wire.
    expect(JSON.stringify(ednaLive.events)).not.toMatch(/staff\.editor|@/);

    expect((await eddie.call(PRESENCE, { method: 'DELETE' })).status).toBe(204);
    expect(await ednaLive.next<LivePresence>('presence')).toEqual({ keys: {} });
  });

  it('when a colleague closes the tab without a word then their presence is gone once the window passes, and a sign-out removes it at once', async () => {
    await app.call('/__mock/clock', { method: 'PUT', json: { now: '2026-12-01T08:00:00Z' } });
    const eddie = await signIn(app, 'staff.editor');
    const paula = await signIn(app, 'staff.publisher');
    const edna = await signIn(app, 'staff.editor2');
    await eddie.call(PRESENCE, { method: 'PUT' });
    await paula.call(PRESENCE, { method: 'PUT' });
    const ednaLive = await stream(edna);
    expect(editing(await ednaLive.next<LivePresence>('presence'))).toEqual(['Eddie Editor', 'Paula Publisher']);

    await paula.call('/studio/api/session', { method: 'DELETE' });
    expect(editing(await ednaLive.next<LivePresence>('presence'))).toEqual(['Eddie Editor']);

    await app.call('/__mock/clock', { method: 'PUT', json: { now: '2026-12-01T08:00:11Z' } });
    expect(await ednaLive.next<LivePresence>('presence')).toEqual({ keys: {} });
  });

  it('when the heartbeat and the feed are the only calls then they do not keep the session alive', async () => {
    await app.call('/__mock/clock', { method: 'PUT', json: { now: '2026-12-01T08:00:00Z' } });
    const eddie = await signIn(app, 'staff.editor');
    await app.call('/__mock/clock', { method: 'PUT', json: { now: '2026-12-01T08:20:00Z' } });
    expect((await eddie.call(PRESENCE, { method: 'PUT' })).status).toBe(204);
    const live = await stream(eddie);
    expect(live.status).toBe(200);
    live.close();
    await app.call('/__mock/clock', { method: 'PUT', json: { now: '2026-12-01T08:31:00Z' } });
    expect((await eddie.call('/studio/api/state')).status).toBe(401);
  });

  it('when a colleague saves a draft then it arrives on the open feed without asking, with the new draft etag', async () => {
    const eddie = await signIn(app, 'staff.editor');
    const vera = await signIn(app, 'staff.viewer');
    const veraLive = await stream(vera);
    const first = await veraLive.next<LiveDrafts>('drafts');
    expect(first.settings).toEqual({});
    const saved = await (await eddie.call(`/studio/api/draft/settings/${KEY}`, putDraft('Hello live', 0))).json();
    const next = await veraLive.next<LiveDrafts>('drafts');
    expect(next).toMatchObject({
      etag: saved.draftEtag,
      version: first.version,
      settings: { [KEY]: { value: 'Hello live', revision: 1 } },
    });
  });

  it('when another process follows the same store then it sees the same presence and drafts (nothing is kept in one process)', async () => {
    const eddie = await signIn(app, 'staff.editor');
    const other = liveFeed(app.ctx, { pollMs: 50 });
    const got: { event: string; data: unknown }[] = [];
    const stop = await other.listen({ userName: 'staff.editor2', send: (event, data) => got.push({ event, data }) });
    try {
      await eddie.call(PRESENCE, { method: 'PUT' });
      await eddie.call(`/studio/api/draft/settings/${KEY}`, putDraft('From process A', 0));
      await expect
        .poll(() => got.filter((e) => e.event === 'presence').map((e) => editing(e.data as LivePresence)))
        .toContainEqual(['Eddie Editor']);
      await expect
        .poll(() => got.filter((e) => e.event === 'drafts').map((e) => (e.data as LiveDrafts).settings[KEY]?.value))
        .toContain('From process A');
    } finally {
      stop();
    }
  });

  it('when one session reports presence more often than the limit then the next call is refused with 429 and Retry-After', async () => {
    const eddie = await signIn(app, 'staff.editor');
    for (let i = 0; i < PRESENCE_CALLS_PER_MINUTE; i += 1)
      expect((await eddie.call(PRESENCE, { method: i % 2 ? 'DELETE' : 'PUT' })).status).toBe(204);
    const refused = await eddie.call(PRESENCE, { method: 'PUT' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another session is counted on its own.
    expect((await (await signIn(app, 'staff.editor2')).call(PRESENCE, { method: 'PUT' })).status).toBe(204);
  });

  it('when one session opens more streams than the limit then the next is refused with 429', async () => {
    const eddie = await signIn(app, 'staff.editor');
    for (let i = 0; i < liveStreamsPerSession; i += 1) expect((await stream(eddie)).status).toBe(200);
    const refused = await stream(eddie);
    expect(refused.status).toBe(429);
  });

  it('when a stream has been open its time then the server ends it (the browser reconnects through the guard) and it no longer counts', async () => {
    // The same routes on a server of their own, with streams of a fifth of a second, over the test app's store.
    const short = express().use('/studio/api', liveRoutes(app.ctx, studioGuard(app.ctx), { streamSeconds: 0.2 }));
    const running = await listen(short, 0);
    try {
      const eddie = await signIn(app, 'staff.editor');
      const open = () =>
        fetch(`${running.url}/studio/api/live`, { headers: { cookie: eddie.cookie } }).then(async (res) => ({
          status: res.status,
          body: res.ok ? await res.text() : '',
        }));
      const ended = await Promise.all(Array.from({ length: liveStreamsPerSession }, open));
      expect(ended.map((e) => e.status)).toEqual(Array(liveStreamsPerSession).fill(200));
      expect(ended[0]?.body).toContain('event: drafts');
      // All ended on their own: the session may open as many again.
      expect((await open()).status).toBe(200);
    } finally {
      await running.close();
    }
  });

  it('when the process begins to stop then open streams end at once, so they do not hold the stop for its grace time', async () => {
    const stopping = new AbortController();
    const routes = liveRoutes({ ...app.ctx, shutdown: stopping.signal }, studioGuard(app.ctx));
    const running = await listen(express().use('/studio/api', routes), 0);
    try {
      const eddie = await signIn(app, 'staff.editor');
      const res = await fetch(`${running.url}/studio/api/live`, { headers: { cookie: eddie.cookie } });
      expect(res.status).toBe(200);
      const body = res.text();
      stopping.abort();
      expect(await body).toContain('retry: 1000');
      // A stream asked for after the stop began ends at once too.
      const late = await fetch(`${running.url}/studio/api/live`, { headers: { cookie: eddie.cookie } });
      expect(await late.text()).toContain('retry: 1000');
    } finally {
      await running.close();
    }
  });
});
