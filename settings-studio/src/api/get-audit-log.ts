/** GET /studio/api/audit: the staff audit log a page at a time (publishers); the export as a link. */
import { infiniteQueryOptions } from '@tanstack/react-query';
import { type AuditPage, isStaffAuditAction } from '@schemas/studio/staff-audit';
import { studioApi, studioLinkUrl } from './studio-client';

/** The filters the audit page sends; '' means any. */
export interface AuditFilters {
  actor: string;
  action: string;
  /** Days, yyyy-MM-dd, both included. */
  from: string;
  to: string;
}

/** No filter. */
export const noAuditFilters: AuditFilters = { actor: '', action: '', from: '', to: '' };

/** Fetches one page, older than `before` when given. */
export function getAuditPage(filters: AuditFilters, before: number | null, signal?: AbortSignal): Promise<AuditPage> {
  const { actor, action, from, to } = filters;
  const query = {
    actor,
    action: isStaffAuditAction(action) ? action : undefined,
    from,
    to,
    before: before ?? undefined,
  };
  return studioApi('GET', 'audit', { query, signal });
}

/** Pages of the log for the filters: newest first, each next page older. */
export const auditLogQuery = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: ['studio', 'audit', filters],
    queryFn: ({ pageParam, signal }) => getAuditPage(filters, pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextBefore,
  });

/** Address of the export of the filtered log; a plain download link (the staff cookie goes with it). */
export function auditExportUrl(format: 'csv' | 'json', filters: AuditFilters): string {
  return studioLinkUrl('audit/export', { ...filters, format });
}
