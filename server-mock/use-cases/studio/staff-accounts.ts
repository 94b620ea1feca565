/**
 * Managing staff accounts (`npm run staff`, decision 283), one use case per action so that each
 * can be recorded in one place: add, disable, enable, change role, reset password, reset the second
 * factor, list. Each
 * answers a typed result; a change that takes rights away or replaces the password also ends the
 * member's sessions and pending sign-ins, so it holds at once, not at their next sign-in.
 */
import type { StaffRole } from '../../../schemas/src/studio/studio-api.ts';
import type { Database } from '../../store/database.ts';
import { hashPassword } from '../../store/password-hash.ts';
import { clearSecondFactor, deletePendingSignInsOf } from '../../store/studio/staff-second-factor-repo.ts';
import { deleteStaffSessionsOf } from '../../store/studio/staff-sessions-repo.ts';
import {
  findStaffUser,
  insertStaffUser,
  listStaffUsers,
  updateStaffUser,
} from '../../store/studio/staff-users-repo.ts';
import { staffPasswordProblem } from './staff-password-strength.ts';

/** The roles, in order of rights. */
export const STAFF_ROLES: readonly StaffRole[] = ['viewer', 'editor', 'publisher'];

/** What an action did: done (with a sentence for the operator), or refused with the reason. */
export type StaffAccountResult = { ok: true; message: string } | { ok: false; problem: string };

/** A staff member as `list` shows them. */
export interface StaffListing {
  userName: string;
  displayName: string;
  role: StaffRole;
  disabled: boolean;
  scenario: boolean;
  secondFactor: boolean;
}

const USER_NAME = /^[a-z0-9][a-z0-9._-]{2,63}$/;

const refused = (problem: string): StaffAccountResult => ({ ok: false, problem });
const noSuchUser = (userName: string) => refused(`There is no staff member "${userName}".`);

async function endAccess(db: Database, userName: string): Promise<void> {
  await deleteStaffSessionsOf(db, userName);
  await deletePendingSignInsOf(db, userName);
}

/** Adds a staff member with a password that passes the strength rule. */
export async function addStaff(
  db: Database,
  input: { userName: string; displayName?: string; role: StaffRole; password: string },
): Promise<StaffAccountResult> {
  const userName = input.userName.toLowerCase();
  if (!USER_NAME.test(userName))
    return refused(
      'A user name has 3 to 64 letters, digits, dots, hyphens or underscores, starting with a letter or digit.',
    );
  if (await findStaffUser(db, userName)) return refused(`The staff member "${userName}" exists already.`);
  const displayName = input.displayName?.trim() || userName;
  const problem = staffPasswordProblem(input.password, { userName, displayName });
  if (problem) return refused(problem);
  await insertStaffUser(db, {
    userName,
    displayName,
    role: input.role,
    passwordHash: await hashPassword(input.password),
  });
  return { ok: true, message: `Added ${userName} as ${input.role}.` };
}

/** Disables a staff member: they cannot sign in, and their sessions end now. */
export async function disableStaff(db: Database, userName: string): Promise<StaffAccountResult> {
  if (!(await updateStaffUser(db, userName, { disabled: true }))) return noSuchUser(userName);
  await endAccess(db, userName);
  return { ok: true, message: `Disabled ${userName.toLowerCase()}; their sessions have ended.` };
}

/** Lets a disabled staff member sign in again. */
export async function enableStaff(db: Database, userName: string): Promise<StaffAccountResult> {
  if (!(await updateStaffUser(db, userName, { disabled: false }))) return noSuchUser(userName);
  return { ok: true, message: `Enabled ${userName.toLowerCase()}.` };
}

/** Gives a staff member another role; their sessions end, so the new rights apply from their next sign-in. */
export async function setStaffRole(db: Database, userName: string, role: StaffRole): Promise<StaffAccountResult> {
  if (!(await updateStaffUser(db, userName, { role }))) return noSuchUser(userName);
  await endAccess(db, userName);
  return {
    ok: true,
    message: `${userName.toLowerCase()} is now ${role === 'editor' ? 'an' : 'a'} ${role}; their sessions have ended.`,
  };
}

/** Sets a new password (strength checked); sessions end and any lock is lifted. */
export async function resetStaffPassword(
  db: Database,
  userName: string,
  password: string,
): Promise<StaffAccountResult> {
  const user = await findStaffUser(db, userName);
  if (!user) return noSuchUser(userName);
  const problem = staffPasswordProblem(password, user);
  if (problem) return refused(problem);
  await updateStaffUser(db, userName, { passwordHash: await hashPassword(password) });
  await endAccess(db, userName);
  return { ok: true, message: `New password set for ${user.userName}; their sessions have ended.` };
}

/**
 * Removes a member's authenticator app and recovery codes (lost phone and codes); their sessions end.
 * A publisher who must have TOTP sets up a new app at the next sign-in.
 */
export async function resetStaffSecondFactor(db: Database, userName: string): Promise<StaffAccountResult> {
  if (!(await clearSecondFactor(db, userName))) return noSuchUser(userName);
  await endAccess(db, userName);
  return {
    ok: true,
    message: `Removed the authenticator app and recovery codes of ${userName.toLowerCase()}; their sessions have ended.`,
  };
}

/** Every staff member. */
export async function listStaff(db: Database): Promise<StaffListing[]> {
  return (await listStaffUsers(db)).map((u) => ({
    userName: u.userName,
    displayName: u.displayName,
    role: u.role,
    disabled: u.disabled,
    scenario: u.scenario,
    secondFactor: u.totpEnrolled,
  }));
}
