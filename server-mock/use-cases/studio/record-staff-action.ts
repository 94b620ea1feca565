/**
 * Recording a staff action in the audit log (decision 285). The studio's routes record through
 * `routes/studio/audit-trail.ts`; the staff command (`npm run staff`) calls `recordStaffAction`
 * itself for the accounts it creates, changes or removes, with its own address ('' when local).
 */
import type { StaffAuditAction } from '../../../schemas/src/studio/staff-audit.ts';
import type { Database } from '../../store/database.ts';
import { appendAuditEntry } from '../../store/studio/audit-log-repo.ts';

/** Longest actor name kept: a failed sign-in records whatever was typed as the user name. */
const ACTOR_MAX = 100;

/** One staff action: who, when, from where, what. */
export interface StaffAction {
  /** When it happened: the app's clock (`ctx.clock()`) in the server, the system clock in the command. */
  at: Date;
  /** The staff user name who acted (for a failed sign-in, the name typed). */
  actor: string;
  action: StaffAuditAction;
  /** Client address (`req.ip`); '' or omitted for the local command. */
  address?: string;
  /** The key, option, user or setting the action was about. */
  key?: string | null;
  oldValue?: string | null;
  newValue?: string | null;
  /** Anything else worth keeping (note, version, file name); never a secret. */
  detail?: Record<string, unknown>;
}

/**
 * Appends one action to the audit log. For example the staff command, after adding an editor:
 * `await recordStaffAction(db, { at: new Date(), actor: 'staff-command', action: 'staff-create', key: 'ann', newValue:
 * 'editor' })`.
 */
export async function recordStaffAction(db: Database, action: StaffAction): Promise<void> {
  await appendAuditEntry(db, {
    ...action,
    actor: action.actor.trim().toLowerCase().slice(0, ACTOR_MAX),
    address: action.address ?? '',
  });
}
