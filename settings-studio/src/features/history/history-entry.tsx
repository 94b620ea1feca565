/**
 * One published version: who, when, the note, which version it restored, and its changes behind a
 * disclosure button (versions can change hundreds of keys; the list stays scannable).
 */
import { useId, useState } from 'react';
import type { HistoryChange, HistoryEntry } from '@schemas/studio/studio-api';
import { formatWhen } from '@studio/ui/format-when';

/** Props: the version, whether it is live, and the rollback action (absent when not allowed). */
export interface HistoryEntryItemProps {
  entry: HistoryEntry;
  live: boolean;
  onRollback?: (version: number, trigger: HTMLButtonElement) => void;
}

const scopeNames: Record<HistoryChange['scope'], string> = {
  setting: 'Setting',
  institutionOption: 'Institution option',
  sample: 'Sample institution',
};

function Value({ value }: { value: string | null }) {
  return value === null || value === '' ? (
    <span className="value-empty">(none)</span>
  ) : (
    <span className="history-value">{value}</span>
  );
}

/** Renders the version. */
export function HistoryEntryItem({ entry, live, onRollback }: HistoryEntryItemProps) {
  const [open, setOpen] = useState(false);
  const changesId = useId();
  const count = entry.changes.length;
  const toggleText = `${open ? 'Hide' : 'Show'} ${count} ${count === 1 ? 'change' : 'changes'}`;
  return (
    <li className="history-entry">
      <h2 className={live ? 'history-live' : undefined}>{`Version ${entry.version}${live ? ' (live)' : ''}`}</h2>
      <p className="history-meta">
        Published by {entry.publishedBy}, {formatWhen(entry.publishedAt)}
        {entry.rollbackOf !== null ? ` · rollback of version ${entry.rollbackOf}` : ''}
      </p>
      <p className="history-note">{entry.note}</p>
      <div className="history-actions">
        {/* The labels name the version (the visible text first), so a screen reader's button list tells them apart. */}
        {count === 0 ? (
          <span className="history-none">No changes</span>
        ) : (
          <button
            type="button"
            className="secondary"
            aria-expanded={open}
            aria-controls={changesId}
            aria-label={`${toggleText} of version ${entry.version}`}
            onClick={() => setOpen(!open)}
          >
            {toggleText}
          </button>
        )}
        {onRollback && !live ? (
          <button
            type="button"
            aria-label={`Roll back to this version (${entry.version})`}
            onClick={(event) => onRollback(entry.version, event.currentTarget)}
          >
            Roll back to this version
          </button>
        ) : null}
      </div>
      <ul id={changesId} className="history-changes" hidden={!open}>
        {entry.changes.map((change) => (
          <li key={`${change.scope}:${change.key}`}>
            <span className="history-scope">{scopeNames[change.scope]}</span> <code>{change.key}</code>:{' '}
            <Value value={change.before} /> → <Value value={change.after} />
          </li>
        ))}
      </ul>
    </li>
  );
}
