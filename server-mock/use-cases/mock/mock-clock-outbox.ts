/** Test controls for time and messages: freeze or release the clock; read or empty the outbox. */
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { clearOutbox, listOutbox, type OutboxMessage } from '../../store/outbox-repo.ts';

/** What the clock controls answer (contract `MockClock`). */
export interface ClockView {
  now: string;
  frozen: boolean;
}

/** The sandbox's now. */
export function readClock(ctx: Pick<AppContext, 'clockControl'>): ClockView {
  return { now: ctx.clockControl.now().toISOString(), frozen: ctx.clockControl.frozen() };
}

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** Freezes the clock at an ISO date-time, or releases it with `null`. */
export async function setClock(ctx: Pick<AppContext, 'clockControl'>, now: string | null): Promise<ClockView> {
  if (now !== null && (!ISO_DATE_TIME.test(now) || Number.isNaN(Date.parse(now)))) {
    throw AppError.badRequest('now must be an ISO date-time with a time zone, e.g. 2025-06-01T12:00:00Z, or null');
  }
  await ctx.clockControl.set(now === null ? null : new Date(now));
  return readClock(ctx);
}

/** Sent messages, oldest first; only those to `to` when given. */
export function readOutbox(ctx: Pick<AppContext, 'db'>, to: string | undefined): Promise<OutboxMessage[]> {
  return listOutbox(ctx.db, to);
}

/** Empties the outbox. */
export function emptyOutbox(ctx: Pick<AppContext, 'db'>): Promise<void> {
  return clearOutbox(ctx.db);
}
