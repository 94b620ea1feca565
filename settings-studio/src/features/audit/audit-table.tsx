/** The audit entries as a table: one row per action, a header per column, newest first. */
import type { AuditEntry } from '@schemas/studio/staff-audit';
import { formatWhen } from '@studio/ui/format-when';
import { actionLabels } from './action-labels';

/** Longest value shown in a cell; the export carries the whole value. */
const SHOWN = 160;

function Value({ text }: { text: string | null }) {
  if (text === null) return null;
  if (text === '') return <span className="value-empty">(empty)</span>;
  return <>{text.length > SHOWN ? `${text.slice(0, SHOWN)}…` : text}</>;
}

function details(detail: Record<string, unknown>): string {
  return Object.entries(detail)
    .filter(([, value]) => value !== undefined)
    .map(
      ([name, value]) =>
        `${name}: ${Array.isArray(value) ? value.join(', ') : typeof value === 'object' ? JSON.stringify(value) : String(value)}`,
    )
    .join('; ');
}

/** Renders the entries (the caller says when there are none). */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    // A phone scrolls the table sideways in this box, focusable so keyboard users can scroll it (axe:
    // scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="audit-table-wrap" role="region" aria-label="Staff actions" tabIndex={0}>
      <table className="audit-table">
        <caption>Staff actions, newest first</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Person</th>
            <th scope="col">Action</th>
            <th scope="col">Address</th>
            <th scope="col">Key</th>
            <th scope="col">Before</th>
            <th scope="col">After</th>
            <th scope="col">Details</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>
                <time dateTime={entry.at}>{formatWhen(entry.at)}</time>
              </td>
              <td>{entry.actor}</td>
              <td>{actionLabels[entry.action] ?? entry.action}</td>
              <td>{entry.address}</td>
              <td>{entry.key}</td>
              <td>
                <Value text={entry.oldValue} />
              </td>
              <td>
                <Value text={entry.newValue} />
              </td>
              <td>{details(entry.detail)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
