/** Login history (table `login_history`): one row per successful login, newest last. */
import type { Database } from './database.ts';

/** One successful login. */
export interface LoginRecord {
  userName: string;
  at: Date;
  ip: string;
  /** How the user got in (the host's entry key); '' when not told. */
  entryKey?: string;
}

/** Records a login. */
export async function recordLogin(db: Database, login: LoginRecord): Promise<void> {
  await db.execute('insert into login_history (user_name, login_date, ip, entry_key) values (lower($1), $2, $3, $4)', [
    login.userName,
    login.at,
    login.ip,
    login.entryKey ?? '',
  ]);
}

/** The latest recorded login of a user (read before recording the current one). */
export async function lastLogin(db: Database, userName: string): Promise<LoginRecord | undefined> {
  const [row] = await db.query<{ user_name: string; login_date: Date; ip: string; entry_key: string }>(
    'select * from login_history where user_name = lower($1) order by login_date desc, id desc limit 1',
    [userName],
  );
  return row ? { userName: row.user_name, at: row.login_date, ip: row.ip, entryKey: row.entry_key } : undefined;
}

/** A user's logins, newest first. */
export async function loginsOf(db: Database, userName: string, limit = 50): Promise<LoginRecord[]> {
  const rows = await db.query<{ user_name: string; login_date: Date; ip: string; entry_key: string }>(
    'select * from login_history where user_name = lower($1) order by login_date desc, id desc limit $2',
    [userName, limit],
  );
  return rows.map((row) => ({ userName: row.user_name, at: row.login_date, ip: row.ip, entryKey: row.entry_key }));
}
