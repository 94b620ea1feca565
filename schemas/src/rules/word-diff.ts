/**
 * Word diff of two plain texts, for the studio's publish page: rich-text settings are compared as the
 * text a borrower reads (decision 258), their markup beside it (decision 294). jsdiff's Myers diff over
 * words and the whitespace between them, so joining the parts of one side gives that side back exactly.
 */
import { Diff } from 'diff';

/** One run of the diff: kept in both, only in the published text (removed) or only in the draft (added). */
export interface DiffPart {
  kind: 'same' | 'removed' | 'added';
  text: string;
}

/** Words as the reader sees them: runs of non-space with their punctuation, and the whitespace between. */
const WORDS_AND_SPACES = /\s+|[^\s]+/g;

/** jsdiff over those words (its own word diffs split off punctuation, or drop the whitespace). */
class SpacedWordDiff extends Diff<string, string> {
  override tokenize(value: string): string[] {
    return value.match(WORDS_AND_SPACES) ?? [];
  }
}
const spacedWords = new SpacedWordDiff();

/** Beyond 16 million token pairs (4,000 words and spaces a side), or 200 ms, a diff is not worth the wait. */
const MAX_PAIRS = 16_000_000;
const MAX_MS = 200;

/** Words and spaces of a text, counted as the diff splits them. */
const tokenCount = (text: string): number => text.match(WORDS_AND_SPACES)?.length ?? 0;

/**
 * Diffs `before` against `after`. Texts beyond 4,000 tokens on each side, or a diff that takes longer than
 * 200 ms, are answered as one removal and one addition, so a huge value cannot freeze the page.
 */
export function wordDiff(before: string, after: string): DiffPart[] {
  if (before === after) return before ? [{ kind: 'same', text: before }] : [];
  const changes =
    tokenCount(before) * tokenCount(after) > MAX_PAIRS
      ? undefined
      : spacedWords.diff(before, after, { timeout: MAX_MS });
  if (!changes) {
    return [
      ...(before ? [{ kind: 'removed' as const, text: before }] : []),
      ...(after ? [{ kind: 'added' as const, text: after }] : []),
    ];
  }
  const parts: DiffPart[] = changes.map((c) => ({
    kind: c.removed ? 'removed' : c.added ? 'added' : 'same',
    text: c.value,
  }));
  return joinChangeRuns(parts);
}

/**
 * A space kept between two changed words splits one change into many ("[removed: Sign] [removed: In]");
 * such whitespace joins the change on both sides, and each run of changes becomes one removal then one
 * addition. Each side keeps its own order, so joining a side's parts still gives that side back.
 */
function joinChangeRuns(parts: DiffPart[]): DiffPart[] {
  const out: DiffPart[] = [];
  let removed = '';
  let added = '';
  const flush = () => {
    // Whitespace that ends both sides of the change is kept text, not changed text.
    const tail = /\s+$/.exec(removed)?.[0] ?? '';
    const kept = tail && added.endsWith(tail) ? tail : '';
    if (removed.length > kept.length)
      out.push({ kind: 'removed', text: removed.slice(0, removed.length - kept.length) });
    if (added.length > kept.length) out.push({ kind: 'added', text: added.slice(0, added.length - kept.length) });
    if (kept) out.push({ kind: 'same', text: kept });
    removed = '';
    added = '';
  };
  parts.forEach((part, index) => {
    const inRun = removed !== '' || added !== '';
    const next = parts[index + 1];
    if (part.kind === 'removed') removed += part.text;
    else if (part.kind === 'added') added += part.text;
    else if (inRun && next && next.kind !== 'same' && /^\s+$/.test(part.text)) {
      removed += part.text;
      added += part.text;
    } else {
      flush();
      const last = out[out.length - 1];
      if (last?.kind === 'same') last.text += part.text;
      else out.push({ ...part });
    }
  });
  flush();
  return out;
}
