/**
 * The staff audit log (table `staff_audit_log`, decision 285). Append and read only: this module has
 * no update or delete, and the table's trigger refuses both whatever code tries.
 */
import type { AuditEntry, StaffAuditAction } from '../../../schemas/src/studio/staff-audit.ts';
import type { Database } from '../database.ts';

/** What one entry records (the id is the store's). */
export interface NewAuditEntry {
  at: Date;
  actor: string;
  action: StaffAuditAction;
  address: string;
  key?: string | null;
  oldValue?: string | null;
  newValue?: string | null;
  detail?: Record<string, unknown>;
}

/** Which entries to read; every field narrows. `until` is exclusive. */
export interface AuditFilter {
  actor?: string;
  action?: StaffAuditAction;
  since?: Date;
  until?: Date;
}

interface Row {
  id: number;
  at: Date;
  actor: string;
  action: StaffAuditAction;
  address: string;
  key: string | null;
  old_value: string | null;
  new_value: string | null;
  detail: Record<string, unknown>;
}

const fromRow = (row: Row): AuditEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  actor: row.actor,
  action: row.action,
  address: row.address,
  key: row.key,
  oldValue: row.old_value,
  newValue: row.new_value,
  detail: row.detail,
});

/** Appends one entry. */
export async function appendAuditEntry(db: Database, entry: NewAuditEntry): Promise<void> {
  await db.execute(
    `insert into staff_audit_log (at, actor, action, address, key, old_value, new_value, detail)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      entry.at,
      entry.actor,
      entry.action,
      entry.address,
      entry.key ?? null,
      entry.oldValue ?? null,
      entry.newValue ?? null,
      entry.detail ?? {},
    ],
  );
}

/**
 * Entries matching the filter, newest first, `limit` at most, older than the entry `before` when given
 * (keyset paging: a page stays right while new entries arrive).
 */
export async function listAuditEntries(
  db: Database,
  filter: AuditFilter,
  page: { before?: number; limit: number },
): Promise<AuditEntry[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (clause: string, value: unknown) => {
    params.push(value);
    where.push(clause.replace('?', `$${params.length}`));
  };
  if (filter.actor !== undefined) add('actor = lower(?)', filter.actor);
  if (filter.action !== undefined) add('action = ?', filter.action);
  if (filter.since !== undefined) add('at >= ?', filter.since);
  if (filter.until !== undefined) add('at < ?', filter.until);
  if (page.before !== undefined) add('id < ?', page.before);
  params.push(page.limit);
  const rows = await db.query<Row>(
    `select id, at, actor, action, address, key, old_value, new_value, detail from staff_audit_log
     ${where.length > 0 ? `where ${where.join(' and ')}` : ''} order by id desc limit $${params.length}`,
    params,
  );
  return rows.map(fromRow);
}
