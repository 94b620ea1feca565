/**
 * Staff sessions (table `staff_sessions`). The cookie carries a random session id; the store keeps
 * only its SHA-256, so reading the store does not give anyone a live session (decision 251).
 */
import { createHash } from 'node:crypto';
import type { Database } from '../database.ts';

/** A live staff session. */
export interface StoredStaffSession {
  userName: string;
  createdAt: Date;
  lastSeenAt: Date;
}

interface Row {
  user_name: string;
  created_at: Date;
  last_seen_at: Date;
}

/** The stored form of a session id. */
export function hashSessionId(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('hex');
}

/**
 * The CSRF token of a session (synchronizer token): derived from the session id, so it needs no
 * storage and dies with the session; nobody without the cookie's value can compute it.
 */
export function csrfTokenOf(sessionId: string): string {
  return createHash('sha256').update(`studio-csrf\0${sessionId}`).digest('base64url');
}

/** Opens a session at `at`. */
export async function createStaffSession(db: Database, sessionId: string, userName: string, at: Date): Promise<void> {
  await db.execute(
    'insert into staff_sessions (id_hash, user_name, created_at, last_seen_at) values ($1, lower($2), $3, $3)',
    [hashSessionId(sessionId), userName, at],
  );
}

/**
 * The live session of an id, touched (last seen now) unless `touch` is false (calls a studio makes on its own, such
 * as the live feed, must not keep an idle session alive); undefined when unknown, idle longer than `idleMinutes` or
 * older than `absoluteMinutes` (the expired row is removed).
 */
export async function touchStaffSession(
  db: Database,
  sessionId: string,
  now: Date,
  limits: { idleMinutes: number; absoluteMinutes: number; touch?: boolean },
): Promise<StoredStaffSession | undefined> {
  const idHash = hashSessionId(sessionId);
  const live = `where id_hash = $1
       and last_seen_at > $2::timestamptz - make_interval(mins => $3::int)
       and created_at > $2::timestamptz - make_interval(mins => $4::int)`;
  const params = [idHash, now, limits.idleMinutes, limits.absoluteMinutes];
  const [row] =
    limits.touch === false
      ? await db.query<Row>(`select user_name, created_at, last_seen_at from staff_sessions ${live}`, params)
      : await db.query<Row>(
          `update staff_sessions set last_seen_at = greatest(last_seen_at, $2) ${live}
           returning user_name, created_at, last_seen_at`,
          params,
        );
  if (row) return { userName: row.user_name, createdAt: row.created_at, lastSeenAt: row.last_seen_at };
  await db.execute('delete from staff_sessions where id_hash = $1', [idHash]);
  return undefined;
}

/** Ends a session (sign out). */
export async function deleteStaffSession(db: Database, sessionId: string): Promise<void> {
  await db.execute('delete from staff_sessions where id_hash = $1', [hashSessionId(sessionId)]);
}

/** Ends every session of a staff member but `keep` (an id, when the caller's own session stays). */
export async function deleteStaffSessionsOf(db: Database, userName: string, keep?: string): Promise<void> {
  await db.execute('delete from staff_sessions where user_name = lower($1) and id_hash <> $2', [
    userName,
    keep === undefined ? '' : hashSessionId(keep),
  ]);
}
