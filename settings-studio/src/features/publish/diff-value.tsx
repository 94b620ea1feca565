/**
 * One side of a changed key: rich text and text as a word diff against the published side (the draft
 * column marks what is added, the published column what is removed), rich text's markup changes below its
 * words (a link address, an image), images as thumbnails, the rest as written. Values are always rendered as
 * text: a setting is never interpreted as HTML here.
 */
import { wordDiff } from '@schemas/rules/word-diff';
import type { DiffDisplay } from './draft-diff';
import { MarkupChanges } from './markup-changes';
import { markupChanges } from './rich-text-markup';
import { richTextToText } from './rich-text-to-text';

/** Props: the display kind, both values, and which side this cell shows. */
export interface DiffValueProps {
  display: DiffDisplay;
  published: string | null;
  draft: string;
  side: 'published' | 'draft';
  /** Names the key in the thumbnail's alt text. */
  settingKey: string;
}

function Empty() {
  return <span className="value-empty">(empty)</span>;
}

/** Renders one side of the change. */
export function DiffValue({ display, published, draft, side, settingKey }: DiffValueProps) {
  const value = side === 'published' ? published : draft;
  if (display === 'image') {
    return value ? (
      <img
        className="diff-thumb"
        src={value}
        alt={`${side === 'published' ? 'Published' : 'Draft'} value of ${settingKey}`}
      />
    ) : (
      <Empty />
    );
  }
  if (display === 'plain') return value ? <span className="diff-plain">{value}</span> : <Empty />;
  const toText = display === 'richText' ? richTextToText : (text: string) => text;
  const parts = wordDiff(toText(published ?? ''), toText(draft));
  const shown = parts.filter(
    (part) => part.kind === 'same' || (side === 'published' ? part.kind === 'removed' : part.kind === 'added'),
  );
  const changed = display === 'richText' ? markupChanges(published ?? '', draft) : { removed: [], added: [] };
  const lines = side === 'published' ? changed.removed : changed.added;
  if (shown.length === 0 && lines.length === 0) return <Empty />;
  return (
    <>
      {shown.length > 0 ? (
        <span className="diff-text">
          {shown.map((part, index) =>
            part.kind === 'same' ? (
              <span key={index}>{part.text}</span>
            ) : part.kind === 'removed' ? (
              <del key={index}>
                <span className="visually-hidden">[removed: </span>
                {part.text}
                <span className="visually-hidden">]</span>
              </del>
            ) : (
              <ins key={index}>
                <span className="visually-hidden">[added: </span>
                {part.text}
                <span className="visually-hidden">]</span>
              </ins>
            ),
          )}
        </span>
      ) : null}
      <MarkupChanges lines={lines} side={side} />
    </>
  );
}
