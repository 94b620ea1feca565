/**
 * The timer that runs `publishDueRequests` in every process (decision 341): each process is one
 * lease holder, named so logs tell them apart; a tick never overlaps the one before, and a failed
 * tick is logged and the next one tries again.
 */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { AppContext } from '../../app-context.ts';
import { publishDueRequests } from './scheduled-publish.ts';

/** Starts ticking every `everyMs` (0: never); answers the function that stops it. */
export function startScheduledPublishing(
  ctx: Pick<AppContext, 'db' | 'samples' | 'clock' | 'logger'>,
  everyMs: number,
): () => void {
  if (everyMs <= 0) return () => {};
  const holder = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  let running = false;
  let stopped = false;
  const timer = setInterval(() => {
    if (running || stopped) return;
    running = true;
    publishDueRequests(ctx, holder)
      .catch((err: unknown) => {
        if (!stopped) ctx.logger.error({ err }, 'scheduled publish failed');
      })
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
