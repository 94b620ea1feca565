/**
 * One side of a rich text's markup changes (rich-text-markup.ts): the published column lists the lines the
 * draft removes, the draft column the lines it adds. Shown as text, never as HTML, and spoken as a change,
 * not only coloured.
 */

/** Props: the lines only this side has, and which side it is. */
export interface MarkupChangesProps {
  lines: string[];
  side: 'published' | 'draft';
}

/** The list of changed markup lines (nothing when there are none). */
export function MarkupChanges({ lines, side }: MarkupChangesProps) {
  if (lines.length === 0) return null;
  const [Mark, label] = side === 'published' ? (['del', 'removed'] as const) : (['ins', 'added'] as const);
  return (
    <ul
      className="diff-markup"
      aria-label={side === 'published' ? 'Markup the draft removes' : 'Markup the draft adds'}
    >
      {lines.map((line, index) => (
        <li key={index}>
          <Mark>
            <span className="visually-hidden">[{label}: </span>
            {line}
            <span className="visually-hidden">]</span>
          </Mark>
        </li>
      ))}
    </ul>
  );
}
