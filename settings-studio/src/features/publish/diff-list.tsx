/**
 * The draft against the published settings, key by key, grouped by section: both values, who changed
 * the key and when, and a button to discard the key's draft (editors and publishers).
 */
import { formatWhen } from '@studio/ui/format-when';
import { KeyLabel } from '@studio/ui/key-label';
import { groupBySection, type DiffRow } from './draft-diff';
import { DiffValue } from './diff-value';

/** Props: the rows, whether discarding is allowed, the key being discarded, and the discard action. */
export interface DiffListProps {
  rows: DiffRow[];
  canDiscard: boolean;
  discarding: string | null;
  onDiscard: (row: DiffRow) => void;
}

/** Renders every changed key. */
export function DiffList({ rows, canDiscard, discarding, onDiscard }: DiffListProps) {
  return (
    <>
      {groupBySection(rows).map(([section, sectionRows]) => (
        <section key={section} className="diff-section" aria-labelledby={`diff-section-${section}`}>
          <h2 id={`diff-section-${section}`}>{section}</h2>
          <ul className="diff-rows">
            {sectionRows.map((row) => (
              <li key={`${row.scope}:${row.key}`} className="diff-row">
                <h3 className="diff-key">
                  <KeyLabel storedKey={row.key} />
                </h3>
                {row.description ? <p className="diff-description">{row.description}</p> : null}
                <div className="diff-sides">
                  <div>
                    <h4>Published</h4>
                    <DiffValue
                      display={row.display}
                      published={row.published}
                      draft={row.draft}
                      side="published"
                      settingKey={row.key}
                    />
                  </div>
                  <div>
                    <h4>Draft</h4>
                    <DiffValue
                      display={row.display}
                      published={row.published}
                      draft={row.draft}
                      side="draft"
                      settingKey={row.key}
                    />
                  </div>
                </div>
                <p className="diff-meta">
                  Changed by {row.entry.updatedBy}, {formatWhen(row.entry.updatedAt)}
                </p>
                {canDiscard ? (
                  <button
                    type="button"
                    className="diff-discard secondary"
                    disabled={discarding === row.key}
                    onClick={() => onDiscard(row)}
                    aria-label={`Discard draft of ${row.key}`}
                  >
                    {discarding === row.key ? 'Discarding…' : 'Discard draft'}
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
