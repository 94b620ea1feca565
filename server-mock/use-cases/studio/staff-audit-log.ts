/**
 * Reading the staff audit log (decision 285): a page at a time for the studio's audit page, or every
 * matching entry as CSV (the project's one CSV writer: formula-like cells defused) or JSON.
 */
import { auditExportMaxRows, type AuditEntry, type AuditPage } from '../../../schemas/src/studio/staff-audit.ts';
import type { AppContext } from '../../app-context.ts';
import { studioError } from '../../errors/studio-error.ts';
import { listAuditEntries, type AuditFilter } from '../../store/studio/audit-log-repo.ts';
import { renderCsv } from '../accounts/render/csv.ts';

type Ctx = Pick<AppContext, 'db'>;

/** Entries read per query while exporting. */
const EXPORT_BATCH = 1000;

/** One page, newest first, older than `before` when given. */
export async function auditPage(
  ctx: Ctx,
  filter: AuditFilter,
  page: { before?: number; limit: number },
): Promise<AuditPage> {
  // One more than asked says whether an older page exists.
  const rows = await listAuditEntries(ctx.db, filter, { ...page, limit: page.limit + 1 });
  const entries = rows.slice(0, page.limit);
  return { entries, nextBefore: rows.length > page.limit ? (entries.at(-1)?.id ?? null) : null };
}

/** Every matching entry, newest first; 422 past `auditExportMaxRows` (narrow the filters). */
async function allEntries(ctx: Ctx, filter: AuditFilter): Promise<AuditEntry[]> {
  const entries: AuditEntry[] = [];
  let before: number | undefined;
  for (;;) {
    const batch = await listAuditEntries(ctx.db, filter, { before, limit: EXPORT_BATCH });
    entries.push(...batch);
    if (entries.length > auditExportMaxRows) {
      throw studioError(
        422,
        `More than ${auditExportMaxRows} entries match; narrow the person, action or dates and export again.`,
      );
    }
    if (batch.length < EXPORT_BATCH) return entries;
    before = batch.at(-1)?.id;
  }
}

/** Column names of the CSV export, in order. */
export const auditCsvHeader = [
  'id',
  'at',
  'actor',
  'action',
  'address',
  'key',
  'oldValue',
  'newValue',
  'detail',
] as const;

/** The export as a file body: CSV (one row per entry, detail as JSON text) or a JSON array. */
export async function exportAudit(ctx: Ctx, filter: AuditFilter, format: 'csv' | 'json'): Promise<string> {
  const entries = await allEntries(ctx, filter);
  if (format === 'json') return JSON.stringify(entries, null, 2);
  return renderCsv(
    auditCsvHeader,
    // Text only: the CSV writer formats numbers as amounts.
    entries.map((e) => [
      String(e.id),
      e.at,
      e.actor,
      e.action,
      e.address,
      e.key ?? '',
      e.oldValue ?? '',
      e.newValue ?? '',
      JSON.stringify(e.detail),
    ]),
  );
}
