/**
 * Sandbox staff users of the settings studio: one per role, two editors (a conflict
 * needs two) and two publishers (four eyes needs a second one). Listed by `GET /__mock/scenarios`
 * and the README table next to the borrowers, with the tags staff-viewer, staff-editor and
 * staff-publisher; they sign in at `/studio/`, not at the portal.
 */
import type { StaffRole } from '../../schemas/src/studio/studio-api.ts';

/** The tag a staff user carries per role. */
export type StaffTag = `staff-${StaffRole}`;

/** One staff user as the scenarios list shows it. */
export interface StaffScenario {
  username: string;
  password: string;
  tags: StaffTag[];
  description: string;
  displayName: string;
  role: StaffRole;
}

/** Every sandbox staff user shares this password (public sandbox data). */
export const STAFF_PASSWORD = 'Staff-pass1!';

const staff = (username: string, role: StaffRole, displayName: string, description: string): StaffScenario => ({
  username,
  password: STAFF_PASSWORD,
  tags: [`staff-${role}`],
  description,
  displayName,
  role,
});

/** The sandbox's staff users. */
export const staffScenarios: readonly StaffScenario[] = [
  staff(
    'staff.viewer',
    'viewer',
    'Vera Viewer',
    'Studio staff, viewer: browses settings, drafts and history; every save is refused',
  ),
  staff(
    'staff.editor',
    'editor',
    'Eddie Editor',
    'Studio staff, editor: saves drafts and uploads images; publishing is refused',
  ),
  staff(
    'staff.editor2',
    'editor',
    'Edna Editor',
    'Studio staff, second editor: edits the same key as staff.editor to see the conflict',
  ),
  staff(
    'staff.publisher',
    'publisher',
    'Paula Publisher',
    'Studio staff, publisher: publishes, rolls back, changes the sample and the four-eyes rule',
  ),
  staff(
    'staff.publisher2',
    'publisher',
    'Pete Publisher',
    'Studio staff, second publisher: publishes what staff.publisher edited (four eyes)',
  ),
];
