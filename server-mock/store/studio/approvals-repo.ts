/**
 * Changes waiting for a second publisher (table `studio_approvals`, decision 287): one request per
 * kind; a newer request of the same kind replaces the older one.
 */
import type { ApprovalKind, PendingApproval } from '../../../schemas/src/studio/studio-api.ts';
import type { Database } from '../database.ts';

interface Row {
  kind: ApprovalKind;
  value: string;
  requested_by: string;
  requested_at: Date;
}

const toPending = (row: Row): PendingApproval => ({
  kind: row.kind,
  value: row.value,
  requestedBy: row.requested_by,
  requestedAt: row.requested_at.toISOString(),
});

/** Every waiting request, by kind. */
export async function listApprovals(db: Database): Promise<PendingApproval[]> {
  return (await db.query<Row>('select * from studio_approvals order by kind')).map(toPending);
}

/**
 * Takes (deletes) the request for exactly this change made by someone other than `approver`, in one
 * statement so two approvals racing cannot both use it; true when there was one.
 */
export async function takeApproval(
  db: Database,
  change: { kind: ApprovalKind; value: string },
  approver: string,
): Promise<boolean> {
  const taken = await db.execute('delete from studio_approvals where kind = $1 and value = $2 and requested_by <> $3', [
    change.kind,
    change.value,
    approver,
  ]);
  return taken > 0;
}

/** Records (or replaces) the request of its kind. */
export async function requestApproval(
  db: Database,
  pending: { kind: ApprovalKind; value: string; requestedBy: string; requestedAt: Date },
): Promise<PendingApproval> {
  const [row] = await db.query<Row>(
    `insert into studio_approvals (kind, value, requested_by, requested_at) values ($1, $2, $3, $4)
     on conflict (kind) do update set value = excluded.value, requested_by = excluded.requested_by, requested_at = excluded.requested_at
     returning *`,
    [pending.kind, pending.value, pending.requestedBy, pending.requestedAt],
  );
  return toPending(row!);
}

/** Drops the request of a kind, if any (switching four eyes on drops a waiting switch-off). */
export async function dropApproval(db: Database, kind: ApprovalKind): Promise<void> {
  await db.execute('delete from studio_approvals where kind = $1', [kind]);
}
