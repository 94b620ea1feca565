/**
 * Scheduled publishing of approved change requests (decision 341). A publisher names a date and time
 * in the lender's time zone; every process runs `publishDueRequests` on a short timer, and only the
 * holder of the `scheduled-publish` lease publishes what is due by the app's clock (the sandbox clock
 * in tests and e2e). Publishing itself marks the request published in the version's transaction, so
 * even two holders could not publish it twice. The lease runs on the wall clock: it is about which
 * process is alive, and a frozen sandbox clock must not keep a dead process's lease forever.
 */
import { TZDate } from '@date-fns/tz';
import type { StaffUser } from '../../../schemas/src/studio/studio-api.ts';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { studioError } from '../../errors/studio-error.ts';
import { dueChangeRequests, listEntries, scheduleChangeRequest } from '../../store/studio/change-requests-repo.ts';
import { takeLease } from '../../store/studio/leases-repo.ts';
import { requestOr404, scheduleTimeZone } from './change-requests.ts';
import { publishChangeRequest } from './publish-change-request.ts';
import { recordStaffAction } from './record-staff-action.ts';

type Ctx = Pick<AppContext, 'db' | 'samples' | 'clock' | 'logger'>;

/** How long one tick's holder keeps the lease (wall clock). */
export const SCHEDULE_LEASE_MS = 30_000;

/** The instant of a wall-clock `yyyy-MM-ddTHH:mm` in `zone`; undefined when it is not one. */
export function instantIn(local: string, zone: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return undefined;
  const [y, mo, d, h, mi] = match.slice(1).map(Number) as [number, number, number, number, number];
  const instant = new TZDate(y, mo - 1, d, h, mi, zone);
  return Number.isNaN(instant.getTime()) || instant.getDate() !== d ? undefined : new Date(instant.getTime());
}

/**
 * `POST .../:id/schedule` `{ at }`: publishes the approved request at `at` (lender's time zone); answers the instant.
 */
export async function scheduleAt(ctx: Ctx, publisher: StaffUser, id: number, local: string): Promise<Date> {
  const request = await requestOr404(ctx.db, id);
  const zone = await scheduleTimeZone(ctx);
  const at = instantIn(local, zone);
  if (!at || at <= ctx.clock()) {
    const message = at ? 'Choose a time in the future' : 'Give a date and time as yyyy-MM-ddTHH:mm';
    throw studioError(422, `${message} (${zone}).`, { problems: [{ key: 'at', message }] });
  }
  if (request.status !== 'approved' || !(await scheduleChangeRequest(ctx.db, id, { at, by: publisher.userName }))) {
    throw studioError(409, `Change request ${id} is ${request.status}; only an approved request can be scheduled.`);
  }
  return at;
}

/** `DELETE .../:id/schedule`: the request stays approved and unscheduled. */
export async function cancelSchedule(ctx: Ctx, id: number): Promise<void> {
  const request = await requestOr404(ctx.db, id);
  if (!request.scheduledAt || !(await scheduleChangeRequest(ctx.db, id, null)))
    throw studioError(409, `Change request ${id} is not scheduled.`);
}

/**
 * One tick of process `holder`: takes the lease, then publishes every request due by the app's clock,
 * each recorded in history (as its scheduler) and in the audit log. A request that can no longer be
 * published (a key moved: rebase) loses its schedule. Answers the versions published.
 */
export async function publishDueRequests(ctx: Ctx, holder: string): Promise<number[]> {
  const wall = Date.now();
  if (
    !(await takeLease(ctx.db, {
      name: 'scheduled-publish',
      holder,
      now: new Date(wall),
      until: new Date(wall + SCHEDULE_LEASE_MS),
    }))
  )
    return [];
  const versions: number[] = [];
  for (const due of await dueChangeRequests(ctx.db, ctx.clock())) {
    const actor = due.scheduledBy ?? due.author;
    try {
      const { version } = await publishChangeRequest(
        ctx,
        { userName: actor, displayName: actor, role: 'publisher' },
        due.id,
        '',
      );
      const keys = (await listEntries(ctx.db, [due.id])).map((entry) => entry.key);
      await recordStaffAction(ctx.db, {
        at: ctx.clock(),
        actor,
        action: 'publish',
        key: 'version',
        newValue: String(version),
        detail: { changeRequest: due.id, scheduled: true, version, keys },
      });
      versions.push(version);
    } catch (error) {
      // Only the expected refusals (published by another tick meanwhile, a key moved); anything else is reported once,
      // by the timer.
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      await scheduleChangeRequest(ctx.db, due.id, null);
      ctx.logger.warn({ changeRequest: due.id, reason: error.message }, 'scheduled publish skipped');
    }
  }
  return versions;
}
