/**
 * Sessions (table `sessions`): a random user token per login, ended by logout or by being idle
 * longer than the idle limit (measured from the last call that used it).
 */
import type { Database } from './database.ts';

/** Default idle limit of a session. */
export const DEFAULT_SESSION_IDLE_MINUTES = 20;

/** A logged-in session. */
export interface StoredSession {
  token: string;
  /** Lower case. */
  userName: string;
  createdAt: Date;
  lastSeenAt: Date;
}

interface SessionRow {
  token: string;
  user_name: string;
  created_at: Date;
  last_seen_at: Date;
}

const fromRow = (row: SessionRow): StoredSession => ({
  token: row.token,
  userName: row.user_name,
  createdAt: row.created_at,
  lastSeenAt: row.last_seen_at,
});

/** Opens a session for a user at `at`. */
export async function createSession(
  db: Database,
  session: { token: string; userName: string; at: Date },
): Promise<void> {
  await db.execute('insert into sessions (token, user_name, created_at, last_seen_at) values ($1, lower($2), $3, $3)', [
    session.token,
    session.userName,
    session.at,
  ]);
}

/** A session by token, live or not (tests and logout). */
export async function findSession(db: Database, token: string): Promise<StoredSession | undefined> {
  const [row] = await db.query<SessionRow>('select * from sessions where token = $1', [token]);
  return row ? fromRow(row) : undefined;
}

/**
 * The live session of a token, touched (last seen now); undefined when unknown or idle longer
 * than `idleMinutes` (the expired session is removed).
 */
export async function touchSession(
  db: Database,
  token: string,
  now: Date,
  idleMinutes: number,
): Promise<StoredSession | undefined> {
  const [row] = await db.query<SessionRow>(
    `update sessions set last_seen_at = greatest(last_seen_at, $2)
     where token = $1 and last_seen_at > $2::timestamptz - make_interval(mins => $3::int) returning *`,
    [token, now, idleMinutes],
  );
  if (row) return fromRow(row);
  await db.execute('delete from sessions where token = $1', [token]);
  return undefined;
}

/** Ends a session; false when no session had that token. */
export async function deleteSession(db: Database, token: string): Promise<boolean> {
  return (await db.execute('delete from sessions where token = $1', [token])) > 0;
}

/** Ends every session of a user (password change, lockout). */
export async function deleteSessionsOf(db: Database, userName: string): Promise<number> {
  return db.execute('delete from sessions where user_name = lower($1)', [userName]);
}
