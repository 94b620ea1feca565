/**
 * Change requests (tables `studio_change_requests`, `..._entries`, `..._reviews`, decision 340):
 * the request, its proposed value per key with the live value it was written over, and the
 * reviewers' verdicts. Status changes are conditional updates, so two calls racing (two publishers,
 * two processes) cannot both move a request.
 */
import type {
  ChangeRequestEntry,
  ChangeRequestStatus,
  DraftScope,
} from '../../../schemas/src/studio/change-requests.ts';
import type { Database } from '../database.ts';

/** A stored request without its derived parts (approvals needed, overlaps). */
export interface StoredChangeRequest {
  id: number;
  title: string;
  author: string;
  status: ChangeRequestStatus;
  reviewers: string[];
  createdAt: Date;
  updatedAt: Date;
  publishedVersion: number | null;
  scheduledAt: Date | null;
  scheduledBy: string | null;
}

interface RequestRow {
  id: number;
  title: string;
  author: string;
  status: ChangeRequestStatus;
  reviewers: string[];
  created_at: Date;
  updated_at: Date;
  published_version: number | null;
  scheduled_at: Date | null;
  scheduled_by: string | null;
}

interface EntryRow {
  request_id: number;
  scope: DraftScope;
  key: string;
  value: string;
  base: string;
  revision: number;
  updated_by: string;
  updated_at: Date;
}

const toRequest = (row: RequestRow): StoredChangeRequest => ({
  id: row.id,
  title: row.title,
  author: row.author,
  status: row.status,
  reviewers: row.reviewers,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  publishedVersion: row.published_version,
  scheduledAt: row.scheduled_at,
  scheduledBy: row.scheduled_by,
});

const toEntry = (row: EntryRow): ChangeRequestEntry & { requestId: number } => ({
  requestId: row.request_id,
  scope: row.scope,
  key: row.key,
  value: row.value,
  base: row.base,
  revision: row.revision,
  updatedBy: row.updated_by,
  updatedAt: row.updated_at.toISOString(),
});

/** Opens a request. */
export async function insertChangeRequest(
  db: Database,
  request: { title: string; author: string; at: Date },
): Promise<StoredChangeRequest> {
  const [row] = await db.query<RequestRow>(
    `insert into studio_change_requests (title, author, status, created_at, updated_at) values ($1, $2, 'open', $3, $3) returning *`,
    [request.title, request.author, request.at],
  );
  return toRequest(row!);
}

/** Every request, newest first. */
export async function listChangeRequests(db: Database): Promise<StoredChangeRequest[]> {
  return (await db.query<RequestRow>('select * from studio_change_requests order by id desc')).map(toRequest);
}

/** One request, or undefined; `lock` holds its row to the end of the transaction. */
export async function findChangeRequest(
  db: Database,
  id: number,
  lock = false,
): Promise<StoredChangeRequest | undefined> {
  const [row] = await db.query<RequestRow>(
    `select * from studio_change_requests where id = $1${lock ? ' for update' : ''}`,
    [id],
  );
  return row ? toRequest(row) : undefined;
}

/**
 * Moves a request from one of `from` to `to` (with its reviewers when given); false when it was not in
 * `from`. Leaving `approved` drops its schedule: only an approved request publishes on time.
 */
export async function moveChangeRequest(
  db: Database,
  id: number,
  change: {
    from: ChangeRequestStatus[];
    to: ChangeRequestStatus;
    at: Date;
    reviewers?: string[];
    publishedVersion?: number;
  },
): Promise<boolean> {
  const moved = await db.execute(
    `update studio_change_requests set status = $2, updated_at = $3, reviewers = coalesce($4, reviewers), published_version = coalesce($5, published_version),
       scheduled_at = case when $2 = 'approved' then scheduled_at end, scheduled_by = case when $2 = 'approved' then scheduled_by end
     where id = $1 and status = any($6::text[])`,
    [
      id,
      change.to,
      change.at,
      change.reviewers ? JSON.stringify(change.reviewers) : null,
      change.publishedVersion ?? null,
      change.from,
    ],
  );
  return moved > 0;
}

/** Entries of the given requests (all open ones when `ids` is omitted), by key. */
export async function listEntries(
  db: Database,
  ids?: number[],
): Promise<(ChangeRequestEntry & { requestId: number })[]> {
  const rows = ids
    ? await db.query<EntryRow>(
        'select * from studio_change_request_entries where request_id = any($1::int[]) order by scope, key',
        [ids],
      )
    : await db.query<EntryRow>(
        `select e.* from studio_change_request_entries e join studio_change_requests r on r.id = e.request_id
         where r.status <> 'published' order by e.scope, e.key`,
      );
  return rows.map(toEntry);
}

/**
 * Saves a key's proposal as revision `expected + 1`, only if its revision is still `expected` (0:
 * not in the request yet; `base` is then the live value). False when someone saved first.
 */
export async function writeEntry(
  db: Database,
  entry: {
    requestId: number;
    scope: DraftScope;
    key: string;
    value: string;
    base: string;
    expected: number;
    updatedBy: string;
    updatedAt: Date;
  },
): Promise<boolean> {
  const params = [
    entry.requestId,
    entry.scope,
    entry.key,
    entry.value,
    entry.expected + 1,
    entry.updatedBy,
    entry.updatedAt,
  ];
  const changed =
    entry.expected === 0
      ? await db.execute(
          `insert into studio_change_request_entries (request_id, scope, key, value, base, revision, updated_by, updated_at)
           values ($1, $2, $3, $4, $8, $5, $6, $7) on conflict do nothing`,
          [...params, entry.base],
        )
      : await db.execute(
          `update studio_change_request_entries set value = $4, revision = $5, updated_by = $6, updated_at = $7
           where request_id = $1 and scope = $2 and key = $3 and revision = $5 - 1`,
          params,
        );
  return changed > 0;
}

/** Removes a key from a request if its revision is still `expected`. */
export async function removeEntry(
  db: Database,
  requestId: number,
  scope: DraftScope,
  key: string,
  expected: number,
): Promise<boolean> {
  return (
    (await db.execute(
      'delete from studio_change_request_entries where request_id = $1 and scope = $2 and key = $3 and revision = $4',
      [requestId, scope, key, expected],
    )) > 0
  );
}

/** Sets an entry's base (rebase onto what is live now). */
export async function rebaseEntry(
  db: Database,
  requestId: number,
  scope: DraftScope,
  key: string,
  base: string,
): Promise<void> {
  await db.execute(
    'update studio_change_request_entries set base = $4 where request_id = $1 and scope = $2 and key = $3',
    [requestId, scope, key, base],
  );
}

/** Records (or replaces) one reviewer's verdict. */
export async function recordReview(
  db: Database,
  review: { requestId: number; reviewer: string; verdict: 'approved' | 'rejected'; at: Date },
): Promise<void> {
  await db.execute(
    `insert into studio_change_request_reviews (request_id, reviewer, verdict, at) values ($1, $2, $3, $4)
     on conflict (request_id, reviewer) do update set verdict = excluded.verdict, at = excluded.at`,
    [review.requestId, review.reviewer, review.verdict, review.at],
  );
}

/** The verdicts on a request, by reviewer. */
export async function listReviews(
  db: Database,
  requestId: number,
): Promise<{ reviewer: string; verdict: 'approved' | 'rejected' }[]> {
  return db.query(
    'select reviewer, verdict from studio_change_request_reviews where request_id = $1 order by at, reviewer',
    [requestId],
  );
}

/** Drops every verdict on a request (its content changed). */
export async function dropReviews(db: Database, requestId: number): Promise<void> {
  await db.execute('delete from studio_change_request_reviews where request_id = $1', [requestId]);
}

/** How many approvals a request needs (default 1). */
export async function readApprovalsNeeded(db: Database): Promise<number> {
  const [row] = await db.query<{ approvals_needed: number }>('select approvals_needed from studio_config where id = 1');
  return row?.approvals_needed ?? 1;
}

/** Changes how many approvals a request needs. */
export async function saveApprovalsNeeded(db: Database, approvalsNeeded: number): Promise<void> {
  await db.execute(
    'insert into studio_config (id, approvals_needed) values (1, $1) on conflict (id) do update set approvals_needed = excluded.approvals_needed',
    [approvalsNeeded],
  );
}

/** Schedules an approved request (or cancels with null); false when it is not approved. */
export async function scheduleChangeRequest(
  db: Database,
  id: number,
  schedule: { at: Date; by: string } | null,
): Promise<boolean> {
  const changed = await db.execute(
    `update studio_change_requests set scheduled_at = $2, scheduled_by = $3 where id = $1 and status = 'approved'`,
    [id, schedule?.at ?? null, schedule?.by ?? null],
  );
  return changed > 0;
}

/** Approved requests scheduled at or before `now`, oldest schedule first. */
export async function dueChangeRequests(db: Database, now: Date): Promise<StoredChangeRequest[]> {
  return (
    await db.query<RequestRow>(
      `select * from studio_change_requests where status = 'approved' and scheduled_at <= $1 order by scheduled_at, id`,
      [now],
    )
  ).map(toRequest);
}
