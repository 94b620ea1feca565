/** Users (table `users`): the borrowers who can log in, keyed by lower-case logon name. */
import type { Person, UserTag } from './person.ts';
import type { Database } from './database.ts';

/** A borrower as stored. */
export interface StoredUser {
  /** Lower case: logon names ignore case. */
  userName: string;
  displayName: string;
  passwordHash: string;
  person: Person;
  customerId: string;
  tags: UserTag[];
  /** Per-area flags (access: lockout counters, MFA, agreements, ...); each area reads its own keys. */
  state: Record<string, unknown>;
}

interface UserRow {
  user_name: string;
  display_name: string;
  password_hash: string;
  person: Person;
  customer_id: string;
  tags: UserTag[];
  state: Record<string, unknown>;
}

const fromRow = (row: UserRow): StoredUser => ({
  userName: row.user_name,
  displayName: row.display_name,
  passwordHash: row.password_hash,
  person: row.person,
  customerId: row.customer_id,
  tags: row.tags,
  state: row.state,
});

/** Finds a user by logon name, ignoring case. */
export async function findUserByName(db: Database, userName: string): Promise<StoredUser | undefined> {
  const [row] = await db.query<UserRow>('select * from users where user_name = lower($1)', [userName]);
  return row ? fromRow(row) : undefined;
}

/** Every user, in name order (seeds and test controls). */
export async function listUsers(db: Database): Promise<StoredUser[]> {
  return (await db.query<UserRow>('select * from users order by user_name')).map(fromRow);
}

/** Adds a user; the name is stored in lower case. */
export async function insertUser(db: Database, user: StoredUser): Promise<void> {
  await db.execute(
    `insert into users (user_name, display_name, password_hash, person, customer_id, tags, state)
     values (lower($1), $2, $3, $4, $5, $6, $7)`,
    [user.userName, user.displayName, user.passwordHash, user.person, user.customerId, user.tags, user.state],
  );
}

/** Merges `change` into the user's state flags (top-level keys replace). */
export async function updateUserState(db: Database, userName: string, change: Record<string, unknown>): Promise<void> {
  await db.execute('update users set state = state || $2::jsonb where user_name = lower($1)', [userName, JSON.stringify(change)]);
}

/** Replaces the user's person record (profile, address, e-mail changes). */
export async function updateUserPerson(db: Database, userName: string, person: Person): Promise<void> {
  await db.execute('update users set person = $2 where user_name = lower($1)', [userName, person]);
}

/** Replaces the user's password hash (hash with `store/password-hash.ts`). */
export async function updatePasswordHash(db: Database, userName: string, passwordHash: string): Promise<void> {
  await db.execute('update users set password_hash = $2 where user_name = lower($1)', [userName, passwordHash]);
}
