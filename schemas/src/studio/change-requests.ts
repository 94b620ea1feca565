/**
 * Change requests (decision 340), the contract of `/studio/api/change-requests`: named groups of
 * key changes that are reviewed before they are published. Types only, shared by the studio and
 * the sandbox.
 * - `GET    /studio/api/change-requests` → `ChangeRequest[]` (newest first; signed-in staff)
 * - `POST   /studio/api/change-requests` `{ title }` → 201 `ChangeRequest` (editors and publishers)
 * - `GET    /studio/api/change-requests/:id` → `ChangeRequestDetail`
 * - `PUT|DELETE /studio/api/change-requests/:id/settings/:key` (and `/institution-options/:name`)
 *     `{ value }`, `If-Match: "<entry revision>"` → `ChangeRequestDetail` · 412 someone saved first
 *     · 409 published. A change drops the reviews so far (the reviewers saw something else).
 * - `POST   .../:id/submit` `{ reviewers }` → `ChangeRequestDetail` (the author; reviewers are
 *     publishers other than the author) · 422 no entries or no reviewer
 * - `POST   .../:id/comments` `{ body, key?, parentId? }` → 201 `ChangeRequestDetail`;
 *   `POST .../:id/comments/:commentId/resolve` → `ChangeRequestDetail`
 * - `POST   .../:id/approve`, `POST .../:id/reject` → `ChangeRequestDetail` (a named reviewer, never the author)
 * - `POST   .../:id/publish` `{ note? }` → `Published` (publishers; approved only) · 409 `RebaseNeeded`
 * - `GET|PUT /studio/api/config/approvals` `{ approvalsNeeded }` (1 to 5, default 1; publishers change it)
 * - `POST   .../:id/schedule` `{ at: "yyyy-MM-ddTHH:mm" }` (the lender's time zone) → `ChangeRequestDetail`
 *     (publishers; approved only; in the future); `DELETE .../:id/schedule` cancels (decision 341)
 * - `POST   .../:id/rebase` → `ChangeRequestDetail` (every entry's base becomes the live value; reviews drop)
 * - `POST   /studio/api/change-requests/bulk`: a reset or a find and replace into a request (bulk-changes.ts)
 */
/** What a key belongs to: a catalogue setting or an institution option. */
export type DraftScope = 'setting' | 'institutionOption';

/** Where a change request stands. */
export type ChangeRequestStatus = 'open' | 'in-review' | 'approved' | 'rejected' | 'published';

/** One key's proposed value in a change request. */
export interface ChangeRequestEntry {
  scope: DraftScope;
  key: string;
  /** The proposed value. */
  value: string;
  /** The live value the proposal was written over. */
  base: string;
  revision: number;
  updatedBy: string;
  updatedAt: string;
}

/** A key that another open request also changes. */
export interface ChangeRequestOverlap {
  scope: DraftScope;
  key: string;
  /** The other requests (ids) that change it too. */
  requestIds: number[];
}

/** A change request as lists show it. */
export interface ChangeRequest {
  id: number;
  title: string;
  author: string;
  status: ChangeRequestStatus;
  reviewers: string[];
  /** Reviewers who approved the request as it stands. */
  approvals: string[];
  /** Reviewers who rejected it as it stands. */
  rejections: string[];
  /** Approvals it needs (the studio's setting when it is read). */
  approvalsNeeded: number;
  entries: ChangeRequestEntry[];
  overlaps: ChangeRequestOverlap[];
  createdAt: string;
  updatedAt: string;
  publishedVersion: number | null;
  /** When an approved request publishes by itself (ISO 8601), and who scheduled it. */
  scheduledAt: string | null;
  scheduledBy: string | null;
}

/** A comment on the request (`key` null) or on one of its keys; a reply names its thread's first comment. */
export interface ChangeRequestComment {
  id: number;
  key: string | null;
  parentId: number | null;
  author: string;
  body: string;
  at: string;
  resolvedBy: string | null;
  resolvedAt: string | null;
}

/** One request with its comments, oldest first. */
export interface ChangeRequestDetail extends ChangeRequest {
  comments: ChangeRequestComment[];
  /** The lender's time zone (IANA name), in which a schedule's date and time are given. */
  timeZone: string;
}

/** One key whose live value moved since the request's proposal was written. */
export interface RebaseConflict {
  scope: DraftScope;
  key: string;
  live: string;
  base: string;
  proposed: string;
}

/** The 409 answer to publishing a request written over values that are no longer live. */
export interface RebaseNeeded {
  message: string;
  conflicts: RebaseConflict[];
}
