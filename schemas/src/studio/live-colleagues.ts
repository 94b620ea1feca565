/**
 * Live colleagues in the studio (decision 365), shared by `settings-studio/` and `server-mock/`:
 * - `PUT    /studio/api/presence/settings/:key` (and `/presence/institution-options/:name`): the staff member
 *     has the key open (heartbeat, every `presenceHeartbeatSeconds`; editors and publishers) → 204
 * - `DELETE /studio/api/presence/settings/:key` (and institution options): they left it → 204
 * - `GET    /studio/api/live`: server-sent events (any signed-in staff member): `drafts` (`LiveDrafts`) when any
 *     draft entry or the published version changes, `presence` (`LivePresence`) when who has which key open
 *     changes; each is sent once on connecting. 429 when the session already has `liveStreamsPerSession` open.
 */
import type { DraftEntry } from './studio-api.ts';

/** How often an open key's heartbeat is sent. */
export const presenceHeartbeatSeconds = 4;

/** How long after its last heartbeat a staff member still counts as having the key open (a closed tab). */
export const presenceWindowSeconds = 10;

/** How many live streams one staff session may hold open at once in one process (one per tab). */
export const liveStreamsPerSession = 8;

/** Every draft entry, sent whenever one changes (a save, a discard, a publish). */
export interface LiveDrafts {
  /** The draft etag after the change (as `GET /studio/api/state` answers it). */
  etag: string;
  /** The published version the drafts lie over; when it changed, the studio reads its state again. */
  version: number;
  settings: Record<string, DraftEntry>;
  institutionOptions: Record<string, DraftEntry>;
}

/** One colleague with a key open: their display name only. */
export interface LiveColleague {
  displayName: string;
}

/**
 * Who else has each key open, by `setting:<key>` or `institutionOption:<name>` (the receiving staff member
 * is left out; keys nobody else has open are absent).
 */
export interface LivePresence {
  keys: Record<string, LiveColleague[]>;
}
