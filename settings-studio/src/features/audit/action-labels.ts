/** What each recorded staff action is called on the audit page. */
import type { StaffAuditAction } from '@schemas/studio/staff-audit';

export const actionLabels: Record<StaffAuditAction, string> = {
  'sign-in': 'Signed in',
  'sign-in-failed': 'Sign-in refused',
  lockout: 'Sign-in paused after failed attempts',
  'sign-out': 'Signed out',
  'draft-save': 'Saved a draft value',
  'draft-discard': 'Discarded a draft value',
  publish: 'Published',
  rollback: 'Rolled back',
  'four-eyes': 'Changed four eyes',
  'approval-request': 'Asked a second publisher to approve a change',
  sample: 'Chose the sample',
  import: 'Imported',
  export: 'Exported the institution',
  'image-upload': 'Uploaded an image',
  'preview-session': 'Opened a preview session',
  'audit-export': 'Exported the audit log',
  'staff-create': 'Added a staff member',
  'staff-change': 'Changed a staff member',
  'staff-remove': 'Removed a staff member',
  'password-change': 'Changed a password',
  'second-factor-change': 'Changed the second sign-in factor',
};
