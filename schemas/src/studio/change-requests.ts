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
import type { components } from '../../api/generated/api-types.ts';

/** The contract's schemas (wire shapes, schemas/api/components/studio.yaml). */
type Wire = components['schemas'];

/** What a key belongs to: a catalogue setting or an institution option. */
export type DraftScope = Wire['DraftScope'];

/** Where a change request stands. */
export type ChangeRequestStatus = Wire['ChangeRequestStatus'];

/** One key's proposed value in a change request. */
export type ChangeRequestEntry = Wire['ChangeRequestEntry'];

/** A key that another open request also changes. */
export type ChangeRequestOverlap = Wire['ChangeRequestOverlap'];

/** A change request as lists show it. */
export type ChangeRequest = Wire['ChangeRequest'];

/** A comment on the request (`key` null) or on one of its keys; a reply names its thread's first comment. */
export type ChangeRequestComment = Wire['ChangeRequestComment'];

/** One request with its comments, oldest first. */
export type ChangeRequestDetail = Wire['ChangeRequestDetail'];

/** One key whose live value moved since the request's proposal was written. */
export type RebaseConflict = Wire['RebaseConflict'];

/** The 409 answer to publishing a request written over values that are no longer live. */
export type RebaseNeeded = Wire['RebaseNeeded'];
