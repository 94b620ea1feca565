/**
 * Staff users (table `staff_users`): the institution's studio users, with role. Sign-in failures are counted by the
 * sign-in limits (decision 290), not here.
 */
import type { StaffRole, StaffUser } from '../../../schemas/src/studio/studio-api.ts';
import type { Database } from '../database.ts';

/** A staff member as stored. */
export interface StoredStaffUser extends StaffUser {
  passwordHash: string;
  /** Seeded by the sandbox with the public password: signs in only in the sandbox. */
  scenario: boolean;
  /** Disabled staff cannot sign in. */
  disabled: boolean;
  /** Has a confirmed TOTP second factor. */
  totpEnrolled: boolean;
}

interface StaffRow {
  user_name: string;
  display_name: string;
  role: StaffRole;
  password_hash: string;
  scenario: boolean;
  disabled: boolean;
  totp_secret: string | null;
}

const fromRow = (row: StaffRow): StoredStaffUser => ({
  userName: row.user_name,
  displayName: row.display_name,
  role: row.role,
  passwordHash: row.password_hash,
  scenario: row.scenario,
  disabled: row.disabled,
  totpEnrolled: row.totp_secret !== null,
});

/** Adds a staff member (`scenario`: the sandbox's seed). */
export async function insertStaffUser(
  db: Database,
  user: StaffUser & { passwordHash: string; scenario?: boolean },
): Promise<void> {
  await db.execute(
    'insert into staff_users (user_name, display_name, role, password_hash, scenario) values (lower($1), $2, $3, $4, $5)',
    [user.userName, user.displayName, user.role, user.passwordHash, user.scenario ?? false],
  );
}

/** Every staff member, by user name. */
export async function listStaffUsers(db: Database): Promise<StoredStaffUser[]> {
  return (await db.query<StaffRow>('select * from staff_users order by user_name')).map(fromRow);
}

/** Changes what a staff member may do; answers false when there is no such user. */
export async function updateStaffUser(
  db: Database,
  userName: string,
  change: { role: StaffRole } | { disabled: boolean } | { passwordHash: string },
): Promise<boolean> {
  const [column, value] =
    'role' in change
      ? ['role', change.role]
      : 'disabled' in change
        ? ['disabled', change.disabled]
        : ['password_hash', change.passwordHash];
  return (await db.execute(`update staff_users set ${column} = $2 where user_name = lower($1)`, [userName, value])) > 0;
}

/** A staff member by user name, ignoring case. */
export async function findStaffUser(db: Database, userName: string): Promise<StoredStaffUser | undefined> {
  const [row] = await db.query<StaffRow>('select * from staff_users where user_name = lower($1)', [userName]);
  return row ? fromRow(row) : undefined;
}
