/**
 * Who has a key open in the studio (table `studio_presence`, decision 365): one row per staff session
 * and key, refreshed by the heartbeat; rows not refreshed within the presence window no longer count.
 */
import type { Database } from '../database.ts';
import type { DraftScope } from './drafts-repo.ts';
import { hashSessionId } from './staff-sessions-repo.ts';

/** One staff member with one key open, as the live feed reads it. */
export interface PresentStaff {
  scope: DraftScope;
  key: string;
  userName: string;
  displayName: string;
}

interface PresentRow {
  scope: DraftScope;
  key: string;
  user_name: string;
  display_name: string;
}

/**
 * Marks the session's staff member as having `key` open at `now`, and sweeps every row last seen before
 * `staleBefore` (tabs closed without saying so), so the table holds only live rows.
 */
export async function markPresent(
  db: Database,
  presence: { sessionId: string; scope: DraftScope; key: string; userName: string; now: Date; staleBefore: Date },
): Promise<void> {
  await db.execute('delete from studio_presence where seen_at < $1', [presence.staleBefore]);
  await db.execute(
    `insert into studio_presence (session_hash, scope, key, user_name, seen_at) values ($1, $2, $3, lower($4), $5)
     on conflict (session_hash, scope, key) do update set seen_at = greatest(studio_presence.seen_at, excluded.seen_at)`,
    [hashSessionId(presence.sessionId), presence.scope, presence.key, presence.userName, presence.now],
  );
}

/** The session left the key (closed it, opened another, closed the tab). */
export async function markAbsent(
  db: Database,
  absence: { sessionId: string; scope: DraftScope; key: string },
): Promise<void> {
  await db.execute('delete from studio_presence where session_hash = $1 and scope = $2 and key = $3', [
    hashSessionId(absence.sessionId),
    absence.scope,
    absence.key,
  ]);
}

/** Everyone with a key open, seen at or after `since`, with their display names; by key, then name. */
export async function listPresent(db: Database, since: Date): Promise<PresentStaff[]> {
  const rows = await db.query<PresentRow>(
    `select distinct p.scope, p.key, p.user_name, u.display_name
       from studio_presence p join staff_users u on u.user_name = p.user_name
      where p.seen_at >= $1
      order by p.scope, p.key, u.display_name, p.user_name`,
    [since],
  );
  return rows.map((row) => ({
    scope: row.scope,
    key: row.key,
    userName: row.user_name,
    displayName: row.display_name,
  }));
}
