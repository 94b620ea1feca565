/**
 * The audit log of staff actions (decision 285), shared by the studio's audit page and the sandbox.
 * Publishers read it:
 * - `GET /studio/api/audit?actor=&action=&from=&to=&before=&limit=` → `AuditPage` (newest first;
 *   `from`/`to` are days, yyyy-MM-dd, both included, in UTC; `before` is the `nextBefore` of the page before)
 * - `GET /studio/api/audit/export?format=csv|json&actor=&action=&from=&to=` → every matching entry as a
 *   file (Content-Disposition), at most `auditExportMaxRows`
 * Nothing changes or deletes an entry: there is no such call, and the store refuses it.
 */
import type { components } from '../../api/generated/api-types.ts';

/** The contract's schemas (wire shapes, schemas/api/components/studio.yaml). */
type Wire = components['schemas'];

/** Every action the log records, in the order the audit page offers them. */
export const staffAuditActions = [
  'sign-in',
  'sign-in-failed',
  'lockout',
  'sign-out',
  'draft-save',
  'draft-discard',
  'change-request-open',
  'change-request-save',
  'change-request-discard',
  'change-request-submit',
  'change-request-comment',
  'change-request-resolve',
  'change-request-approve',
  'change-request-reject',
  'change-request-rebase',
  'change-request-schedule',
  'change-request-unschedule',
  'approvals-needed',
  'publish',
  'rollback',
  'four-eyes',
  'approval-request',
  'sample',
  'import',
  'export',
  'image-upload',
  'preview-session',
  'preview-link-create',
  'preview-link-revoke',
  'audit-export',
  'staff-create',
  'staff-change',
  'staff-remove',
  'password-change',
  'second-factor-change',
] as const satisfies readonly Wire['StaffAuditAction'][];

/** One recorded action. */
/** An action of the audit log (the contract's `StaffAuditAction`; the list above is what the routes accept). */
export type StaffAuditAction = Wire['StaffAuditAction'];

/** One entry as the page and the JSON export show it. */
export type AuditEntry = Wire['AuditEntry'];

/** One page of the log. */
export type AuditPage = Wire['AuditPage'];

/** Entries on one page unless `limit` says fewer. */
export const auditPageSize = 50;
/** Largest `limit`. */
export const auditPageMaxSize = 200;
/** Most entries one export answers; more asks for narrower filters (422). */
export const auditExportMaxRows = 50_000;

/** True for a known action name. */
export function isStaffAuditAction(value: string): value is StaffAuditAction {
  return (staffAuditActions as readonly string[]).includes(value);
}
