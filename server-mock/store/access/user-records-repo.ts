/**
 * The access area's view of a user: the core `users` row joined with the `access_users` sign-in
 * state. Logon names are compared in lower case (the core table stores them so).
 */
import type { Person } from '../person.ts';
import type { Database } from '../database.ts';

/** A user as login, recovery and the password calls need it. */
export interface AccessUser {
  userName: string;
  displayName: string;
  passwordHash: string;
  person: Person;
  customerId: string;
  failedAttempts: number;
  locked: boolean;
  restricted: boolean;
  logonNotAllowed: boolean;
  mfaEnrolled: boolean;
  alwaysTrusted: boolean;
  emailVerified: boolean;
  emailRestricted: boolean;
  mustChangePassword: boolean;
  secretQuestion: string | null;
  secretAnswerHash: string | null;
  recoveryFailures: number;
}

interface Row {
  user_name: string;
  display_name: string;
  password_hash: string;
  person: Person;
  customer_id: string;
  failed_attempts: number | null;
  locked: boolean | null;
  restricted: boolean | null;
  logon_not_allowed: boolean | null;
  mfa_enrolled: boolean | null;
  always_trusted: boolean | null;
  email_verified: boolean | null;
  email_restricted: boolean | null;
  must_change_password: boolean | null;
  secret_question: string | null;
  secret_answer_hash: string | null;
  recovery_failures: number | null;
}

const SELECT = `select u.user_name, u.display_name, u.password_hash, u.person, u.customer_id, a.failed_attempts, a.locked,
  a.restricted, a.logon_not_allowed, a.mfa_enrolled, a.always_trusted, a.email_verified, a.email_restricted,
  a.must_change_password, a.secret_question, a.secret_answer_hash, a.recovery_failures
  from users u left join access_users a on a.user_name = u.user_name`;

// A user without an access row (added by another area's seed) gets the defaults of the table.
function toUser(r: Row): AccessUser {
  return {
    userName: r.user_name,
    displayName: r.display_name,
    passwordHash: r.password_hash,
    person: r.person,
    customerId: r.customer_id,
    failedAttempts: r.failed_attempts ?? 0,
    locked: r.locked ?? false,
    restricted: r.restricted ?? false,
    logonNotAllowed: r.logon_not_allowed ?? false,
    mfaEnrolled: r.mfa_enrolled ?? false,
    alwaysTrusted: r.always_trusted ?? true,
    emailVerified: r.email_verified ?? true,
    emailRestricted: r.email_restricted ?? false,
    mustChangePassword: r.must_change_password ?? false,
    secretQuestion: r.secret_question,
    secretAnswerHash: r.secret_answer_hash,
    recoveryFailures: r.recovery_failures ?? 0,
  };
}

/** A user by logon name, ignoring case. */
export async function findAccessUser(db: Database, userName: string): Promise<AccessUser | undefined> {
  const rows = await db.query<Row>(`${SELECT} where u.user_name = lower($1)`, [userName]);
  return rows[0] ? toUser(rows[0]) : undefined;
}

/** A user by logon name or customer id (the MFA calls' UserId may be either). */
export async function findAccessUserById(db: Database, userId: string): Promise<AccessUser | undefined> {
  const rows = await db.query<Row>(
    `${SELECT} where u.user_name = lower($1) or u.customer_id = $1 order by u.user_name limit 1`,
    [userId],
  );
  return rows[0] ? toUser(rows[0]) : undefined;
}

/** Every user (recovery matches identifying details against all of them; the sandbox has few). */
export async function listAccessUsers(db: Database): Promise<AccessUser[]> {
  return (await db.query<Row>(`${SELECT} order by u.user_name`)).map(toUser);
}

/** Fields of `access_users` a use case may change. */
export type AccessStateChange = Partial<{
  failed_attempts: number;
  locked: boolean;
  restricted: boolean;
  logon_not_allowed: boolean;
  mfa_enrolled: boolean;
  always_trusted: boolean;
  email_verified: boolean;
  email_restricted: boolean;
  must_change_password: boolean;
  secret_question: string | null;
  secret_answer_hash: string | null;
  recovery_failures: number;
  opted_out_at: Date | null;
  estatements_on: boolean;
}>;

/** Upserts sign-in state; column names come from the typed change, never from a request. */
export async function updateAccessState(db: Database, userName: string, change: AccessStateChange): Promise<void> {
  const columns = Object.keys(change) as (keyof AccessStateChange)[];
  if (columns.length === 0) return;
  const values = columns.map((c) => change[c]);
  const sets = columns.map((c, i) => `${c} = $${i + 2}`).join(', ');
  await db.execute(
    `insert into access_users (user_name, ${columns.join(', ')}) values (lower($1), ${columns.map((_, i) => `$${i + 2}`).join(', ')})
     on conflict (user_name) do update set ${sets}`,
    [userName, ...values],
  );
}

/** Replaces the password hash, keeping the old one in the history. */
export async function changePasswordHash(db: Database, userName: string, newHash: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(
      `insert into password_history (user_name, password_hash, created_at) select user_name, password_hash, $2 from users where user_name = lower($1)`,
      [userName, now],
    );
    await tx.execute('update users set password_hash = $2 where user_name = lower($1)', [userName, newHash]);
  });
}

/** Previous password hashes, newest first. */
export async function previousPasswordHashes(db: Database, userName: string, limit = 5): Promise<string[]> {
  const rows = await db.query<{ password_hash: string }>(
    'select password_hash from password_history where user_name = lower($1) order by created_at desc, id desc limit $2',
    [userName, limit],
  );
  return rows.map((r) => r.password_hash);
}

/** A new user (registration, activation). */
export interface NewUser {
  userName: string;
  displayName: string;
  passwordHash: string;
  person: Person;
  customerId: string;
}

/** Inserts a user into the core table; false when the logon name is taken. */
export async function insertUser(db: Database, user: NewUser): Promise<boolean> {
  const changed = await db.execute(
    `insert into users (user_name, display_name, password_hash, person, customer_id, tags) values (lower($1), $2, $3, $4, $5, '{}')
     on conflict (user_name) do nothing`,
    [user.userName, user.displayName, user.passwordHash, user.person, user.customerId],
  );
  return changed === 1;
}
