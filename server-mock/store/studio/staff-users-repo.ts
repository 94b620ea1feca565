/** Staff users (table `staff_users`): the institution's studio users, with role. Sign-in failures are counted by the sign-in limits (decision 290), not here. */
import type { StaffRole, StaffUser } from '../../../schemas/src/studio/studio-api.ts';
import type { Database } from '../database.ts';

/** A staff member as stored. */
export interface StoredStaffUser extends StaffUser {
  passwordHash: string;
  failedAttempts: number;
  lockedUntil: Date | null;
}

interface StaffRow {
  user_name: string;
  display_name: string;
  role: StaffRole;
  password_hash: string;
  failed_attempts: number;
  locked_until: Date | null;
}

const fromRow = (row: StaffRow): StoredStaffUser => ({
  userName: row.user_name,
  displayName: row.display_name,
  role: row.role,
  passwordHash: row.password_hash,
  failedAttempts: row.failed_attempts,
  lockedUntil: row.locked_until,
});

/** Adds a staff member (seed). */
export async function insertStaffUser(db: Database, user: StaffUser & { passwordHash: string }): Promise<void> {
  await db.execute('insert into staff_users (user_name, display_name, role, password_hash) values (lower($1), $2, $3, $4)', [
    user.userName,
    user.displayName,
    user.role,
    user.passwordHash,
  ]);
}

/** A staff member by user name, ignoring case. */
export async function findStaffUser(db: Database, userName: string): Promise<StoredStaffUser | undefined> {
  const [row] = await db.query<StaffRow>('select * from staff_users where user_name = lower($1)', [userName]);
  return row ? fromRow(row) : undefined;
}
