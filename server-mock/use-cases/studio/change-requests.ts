/**
 * Change requests (decision 340): staff group key changes into named requests, several open at
 * once. Each key's proposal keeps the live value it was written over (base). A request is submitted
 * to named reviewers (publishers, never the author); it is approved once enough of them approved it
 * as it stands (`approvalsNeeded`, the studio's setting), and only then may it be published. A change
 * to an entry drops the reviews so far. Publishing over a key whose live value moved since its base
 * asks for a rebase (409 with live, base and proposed values).
 */
import type {
  ChangeRequest,
  ChangeRequestDetail,
  ChangeRequestEntry,
  ChangeRequestOverlap,
  ChangeRequestStatus,
  DraftScope,
} from '../../../schemas/src/studio/change-requests.ts';
import type { StaffUser } from '../../../schemas/src/studio/studio-api.ts';
import type { AppContext } from '../../app-context.ts';
import { studioError } from '../../errors/studio-error.ts';
import type { Database } from '../../store/database.ts';
import { listComments } from '../../store/studio/change-request-comments-repo.ts';
import {
  dropReviews,
  findChangeRequest,
  listChangeRequests,
  listEntries,
  listReviews,
  moveChangeRequest,
  readApprovalsNeeded,
  recordReview,
  type StoredChangeRequest,
} from '../../store/studio/change-requests-repo.ts';
import { findStaffUser } from '../../store/studio/staff-users-repo.ts';
import { lenderTimeZone } from '../lender-time-zone.ts';
import { getApplicationOptions } from '../setup/get-application-options.ts';
import { publishedNow } from './studio-state.ts';

type Ctx = Pick<AppContext, 'db' | 'samples' | 'clock'>;

/** Statuses in which entries may still change. */
const EDITABLE: ChangeRequestStatus[] = ['open', 'in-review', 'approved', 'rejected'];

/** The live value of a key, as the studio shows it. */
export async function liveValue(ctx: Ctx, db: Database, scope: DraftScope, key: string): Promise<string> {
  const published = await publishedNow(ctx, db);
  return String((scope === 'setting' ? published.settings : published.institutionOptions)[key] ?? '');
}

/** The request, or 404. */
export async function requestOr404(db: Database, id: number, lock = false): Promise<StoredChangeRequest> {
  const request = Number.isInteger(id) ? await findChangeRequest(db, id, lock) : undefined;
  if (!request) throw studioError(404, `There is no change request ${id}.`);
  return request;
}

/** 409 unless the request's entries may still change. */
export function requireEditable(request: StoredChangeRequest): void {
  if (!EDITABLE.includes(request.status))
    throw studioError(409, `Change request ${request.id} is ${request.status}; open a new one.`);
}

/** Keys of `entries` that other unpublished requests change too. */
function overlapsOf(
  id: number,
  entries: ChangeRequestEntry[],
  open: (ChangeRequestEntry & { requestId: number })[],
): ChangeRequestOverlap[] {
  return entries
    .map((entry) => ({
      scope: entry.scope,
      key: entry.key,
      requestIds: open
        .filter((o) => o.requestId !== id && o.scope === entry.scope && o.key === entry.key)
        .map((o) => o.requestId),
    }))
    .filter((overlap) => overlap.requestIds.length > 0);
}

async function present(
  db: Database,
  request: StoredChangeRequest,
  open: (ChangeRequestEntry & { requestId: number })[],
  needed: number,
): Promise<ChangeRequest> {
  const entries = (await listEntries(db, [request.id])).map(({ requestId: _, ...entry }) => entry);
  const reviews = await listReviews(db, request.id);
  const { createdAt, updatedAt, scheduledAt, ...rest } = request;
  return {
    ...rest,
    approvals: reviews.filter((r) => r.verdict === 'approved').map((r) => r.reviewer),
    rejections: reviews.filter((r) => r.verdict === 'rejected').map((r) => r.reviewer),
    approvalsNeeded: needed,
    entries,
    overlaps: request.status === 'published' ? [] : overlapsOf(request.id, entries, open),
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
    scheduledAt: scheduledAt ? scheduledAt.toISOString() : null,
  };
}

/** `GET /studio/api/change-requests`. */
export async function changeRequestList(db: Database): Promise<ChangeRequest[]> {
  const [requests, open, needed] = await Promise.all([
    listChangeRequests(db),
    listEntries(db),
    readApprovalsNeeded(db),
  ]);
  return Promise.all(requests.map((request) => present(db, request, open, needed)));
}

/** `GET /studio/api/change-requests/:id` and the answer of every change to one. */
export async function changeRequestDetail(
  ctx: Pick<AppContext, 'db' | 'samples'>,
  id: number,
): Promise<ChangeRequestDetail> {
  const { db } = ctx;
  const request = await requestOr404(db, id);
  const [open, needed, comments, timeZone] = await Promise.all([
    listEntries(db),
    readApprovalsNeeded(db),
    listComments(db, id),
    scheduleTimeZone(ctx),
  ]);
  return { ...(await present(db, request, open, needed)), comments, timeZone };
}

/** After an entry changed: the reviews so far no longer apply, and a reviewed request goes back to review. */
export async function entryChanged(db: Database, request: StoredChangeRequest, at: Date): Promise<void> {
  await dropReviews(db, request.id);
  const to = request.status === 'open' ? 'open' : 'in-review';
  await moveChangeRequest(db, request.id, { from: EDITABLE, to, at });
}

/** `POST .../submit`: the author asks named publishers (not themselves) to review. */
export async function submitChangeRequest(ctx: Ctx, author: StaffUser, id: number, reviewers: string[]): Promise<void> {
  const request = await requestOr404(ctx.db, id);
  if (request.author !== author.userName)
    throw studioError(403, `Only ${request.author}, who opened change request ${id}, may submit it.`);
  if (request.status !== 'open' && request.status !== 'rejected')
    throw studioError(409, `Change request ${id} is ${request.status}, not open.`);
  if ((await listEntries(ctx.db, [id])).length === 0)
    throw studioError(422, 'The change request has no changes to review.', { problems: [] });
  const names = [...new Set(reviewers.map((r) => r.trim().toLowerCase()).filter(Boolean))];
  if (names.length === 0)
    throw studioError(422, 'Name at least one reviewer.', {
      problems: [{ key: 'reviewers', message: 'Name at least one reviewer' }],
    });
  for (const name of names) {
    const user = await findStaffUser(ctx.db, name);
    const problem =
      name === author.userName
        ? 'The author cannot review their own request'
        : user?.role !== 'publisher'
          ? `${name} is not a publisher`
          : undefined;
    if (problem) throw studioError(422, `${problem}.`, { problems: [{ key: 'reviewers', message: problem }] });
  }
  await dropReviews(ctx.db, id);
  await moveChangeRequest(ctx.db, id, {
    from: ['open', 'rejected'],
    to: 'in-review',
    at: ctx.clock(),
    reviewers: names,
  });
}

/** `POST .../approve` and `.../reject`: a named reviewer's verdict on the request as it stands. */
export async function reviewChangeRequest(
  ctx: Ctx,
  reviewer: StaffUser,
  id: number,
  verdict: 'approved' | 'rejected',
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const request = await requestOr404(tx, id, true);
    if (request.author === reviewer.userName)
      throw studioError(403, 'The author of a change request cannot review it.');
    if (!request.reviewers.includes(reviewer.userName))
      throw studioError(403, `You are not a reviewer of change request ${id}.`);
    if (request.status === 'open' || request.status === 'published')
      throw studioError(409, `Change request ${id} is ${request.status}, not in review.`);
    await recordReview(tx, { requestId: id, reviewer: reviewer.userName, verdict, at: ctx.clock() });
    const reviews = await listReviews(tx, id);
    const approvals = reviews.filter((r) => r.verdict === 'approved').length;
    const to = reviews.some((r) => r.verdict === 'rejected')
      ? 'rejected'
      : approvals >= (await readApprovalsNeeded(tx))
        ? 'approved'
        : 'in-review';
    await moveChangeRequest(tx, id, { from: ['in-review', 'approved', 'rejected'], to, at: ctx.clock() });
  });
}

/** The lender's time zone, as the institution options name it. */
export async function scheduleTimeZone(ctx: Pick<AppContext, 'db' | 'samples'>): Promise<string> {
  return lenderTimeZone((await getApplicationOptions(ctx)).institutionOptions);
}
