/**
 * #/audit: the staff audit log (decision 285) for publishers: filters, the entries a page at a time,
 * and the filtered log as CSV or JSON. The server refuses everyone else; the page says so.
 */
import { ErrorBanner } from '@studio/ui/error-banner';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { auditExportUrl, auditLogQuery, noAuditFilters, type AuditFilters } from '@studio/api/get-audit-log';
import { hasStatus } from '@studio/api/studio-client';
import { AuditFiltersForm } from './audit-filters-form';
import { AuditTable } from './audit-table';
import '@studio/ui/studio-page.css';
import './audit.css';

/** The audit page. */
export function AuditPage() {
  const exportId = useId();
  const [filters, setFilters] = useState<AuditFilters>(noAuditFilters);
  const log = useInfiniteQuery({ ...auditLogQuery(filters), refetchOnMount: 'always' });
  const statusRef = useRef<HTMLParagraphElement>(null);
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  // The button goes away with the last page: the keyboard continues at the count, not at the page's top.

  return (
    <section className="studio-page audit-page" aria-labelledby="audit-title">
      <h1 id="audit-title" tabIndex={-1}>
        Audit log
      </h1>
      <p>Every staff action: who, when, from which address and what changed. Entries cannot be changed or deleted.</p>
      <AuditFiltersForm onApply={setFilters} />
      <section aria-labelledby={exportId} className="audit-export">
        <h2 id={exportId}>Export</h2>
        <p>The entries that match the filters, all of them:</p>
        <ul>
          <li>
            <a href={auditExportUrl('csv', filters)} download>
              Download as CSV
            </a>
          </li>
          <li>
            <a href={auditExportUrl('json', filters)} download>
              Download as JSON
            </a>
          </li>
        </ul>
      </section>
      {log.isPending ? <p role="status">Loading the audit log…</p> : null}
      {log.isError ? (
        <ErrorBanner>
          {hasStatus(log.error, 403)
            ? 'Only publishers can read the audit log.'
            : `The audit log could not be loaded: ${log.error.message}`}
        </ErrorBanner>
      ) : null}
      <p ref={statusRef} role="status" className="audit-count" tabIndex={-1}>
        {log.isSuccess
          ? entries.length === 0
            ? 'No entries match these filters.'
            : `Showing ${entries.length} ${entries.length === 1 ? 'entry' : 'entries'}${log.hasNextPage ? '; older entries follow' : ''}.`
          : ''}
      </p>
      {entries.length > 0 ? <AuditTable entries={entries} /> : null}
      {log.hasNextPage ? (
        <button
          type="button"
          className="audit-more"
          onClick={() => void log.fetchNextPage().then((next) => next.hasNextPage || statusRef.current?.focus())}
          disabled={log.isFetchingNextPage}
        >
          {log.isFetchingNextPage ? 'Loading older entries…' : 'Show older entries'}
        </button>
      ) : null}
    </section>
  );
}
