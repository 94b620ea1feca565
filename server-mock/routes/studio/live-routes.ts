/**
 * Live colleagues under `/studio/api` (decision 365): the presence heartbeat of an open key (editors and
 * publishers, CSRF as every change) and the live feed as server-sent events (every signed-in staff member).
 * Both go through the guard's unattended checks: a studio left open does not keep its session alive, and
 * when the session ends the feed's next reconnect is refused.
 */
import { Router, type Request } from 'express';
import { liveStreamsPerSession } from '../../../schemas/src/studio/live-colleagues.ts';
import type { AppContext } from '../../app-context.ts';
import { studioError } from '../../errors/studio-error.ts';
import type { DraftScope } from '../../store/studio/drafts-repo.ts';
import {
  liveFeed,
  presenceLimit,
  reportAbsence,
  reportPresence,
  type PresenceCall,
} from '../../use-cases/studio/live-colleagues.ts';
import { staffOf, type StudioGuard } from './studio-auth.ts';

/** Options of the live routes (tests shorten them). */
export interface LiveRouteOptions {
  /** How often the feed reads the store while a studio listens (default 500 ms). */
  pollMs?: number;
  /** How long one event stream stays open; the browser then connects again, through the guard (default 60 s). */
  streamSeconds?: number;
}

const SCOPES: [path: string, scope: DraftScope][] = [
  ['settings', 'setting'],
  ['institution-options', 'institutionOption'],
];

/** Mounted at `/studio/api`. */
export function liveRoutes(ctx: AppContext, guard: StudioGuard, options: LiveRouteOptions = {}): Router {
  const router = Router();
  const feed = liveFeed(ctx, options);
  const admit = presenceLimit(ctx);
  // Streams are this process's connections, so they are counted here, per session.
  const streams = new Map<string, number>();

  for (const [path, scope] of SCOPES) {
    const callOf = async (req: Request, res: Parameters<typeof staffOf>[0]): Promise<PresenceCall> => {
      const staff = staffOf(res);
      await admit(staff.sessionId);
      return { sessionId: staff.sessionId, userName: staff.userName, scope, key: String(req.params.key) };
    };
    router.put(`/presence/${path}/:key`, guard.unattended.editor, async (req, res) => {
      await reportPresence(ctx, await callOf(req, res));
      res.status(204).end();
    });
    router.delete(`/presence/${path}/:key`, guard.unattended.editor, async (req, res) => {
      await reportAbsence(ctx, await callOf(req, res));
      res.status(204).end();
    });
  }

  router.get('/live', guard.unattended.signedIn, async (req, res) => {
    const staff = staffOf(res);
    const open = streams.get(staff.sessionId) ?? 0;
    if (open >= liveStreamsPerSession)
      throw studioError(429, 'Too many studio tabs follow this session live; close one and reload.');
    streams.set(staff.sessionId, open + 1);
    let stop: (() => void) | undefined;
    let closed = false;
    const end = setTimeout(() => res.end(), (options.streamSeconds ?? 60) * 1000);
    // Nothing is written once the stream ended (its minute is up) or the browser went.
    const write = (text: string) => void (res.writableEnded || res.destroyed || res.write(text));
    const keepAlive = setInterval(() => write(': still here\n\n'), 15_000);
    // A stopping process ends its streams at once: the browsers reconnect to a process that stays.
    const endNow = () => res.end();
    ctx.shutdown?.addEventListener('abort', endNow, { once: true });
    // The response's close: the stream ended here, or the connection went.
    res.on('close', () => {
      closed = true;
      clearTimeout(end);
      clearInterval(keepAlive);
      ctx.shutdown?.removeEventListener('abort', endNow);
      stop?.();
      const left = (streams.get(staff.sessionId) ?? 1) - 1;
      if (left > 0) streams.set(staff.sessionId, left);
      else streams.delete(staff.sessionId);
    });
    // no-transform: the compression middleware would hold events back until its buffer fills.
    res.status(200).set({ 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store, no-transform' });
    res.flushHeaders();
    write('retry: 1000\n\n');
    const listening = await feed.listen({
      userName: staff.userName,
      send: (event, data) => write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
    });
    if (closed) listening();
    else stop = listening;
    if (ctx.shutdown?.aborted) endNow();
  });
  return router;
}
