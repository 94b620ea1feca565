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

/** Adds a user; the name is stored in lower case. */
export async function insertUser(db: Database, user: StoredUser): Promise<void> {
  await db.execute(
    `insert into users (user_name, display_name, password_hash, person, customer_id, tags, state)
     values (lower($1), $2, $3, $4, $5, $6, $7)`,
    [user.userName, user.displayName, user.passwordHash, user.person, user.customerId, user.tags, user.state],
  );
}

/** Replaces the user's person record (profile, address, e-mail changes). */
export async function updateUserPerson(db: Database, userName: string, person: Person): Promise<void> {
  await db.execute('update users set person = $2 where user_name = lower($1)', [userName, person]);
}
