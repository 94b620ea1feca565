/**
 * Word diff of two plain texts, for the studio's publish page: rich-text settings are compared as the
 * text a borrower reads, not as markup (decision 258). A longest-common-subsequence over words and the
 * whitespace between them, so joining the parts of one side gives that side back exactly.
 */

/** One run of the diff: kept in both, only in the published text (removed) or only in the draft (added). */
export interface DiffPart {
  kind: 'same' | 'removed' | 'added';
  text: string;
}

/** Splits into words and the whitespace runs between them, keeping both. */
function tokens(text: string): string[] {
  return text.match(/\s+|[^\s]+/g) ?? [];
}

/** Merges neighbouring parts of the same kind so the page renders few elements. */
function push(parts: DiffPart[], kind: DiffPart['kind'], text: string): void {
  const last = parts[parts.length - 1];
  if (last && last.kind === kind) last.text += text;
  else parts.push({ kind, text });
}

/**
 * Diffs `before` against `after`. Texts beyond 4,000 tokens on each side are answered as one removal and
 * one addition, so a huge value cannot freeze the page (the table is tokens × tokens).
 */
export function wordDiff(before: string, after: string): DiffPart[] {
  const a = tokens(before);
  const b = tokens(after);
  if (before === after) return before ? [{ kind: 'same', text: before }] : [];
  if (a.length * b.length > 16_000_000) {
    return [...(before ? [{ kind: 'removed' as const, text: before }] : []), ...(after ? [{ kind: 'added' as const, text: after }] : [])];
  }
  // lcs[i][j]: length of the longest common subsequence of a[i..] and b[j..].
  const lcs: Uint32Array[] = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
    }
  }
  const parts: DiffPart[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      push(parts, 'same', a[i]!);
      i++;
      j++;
    } else if (lcs[i + 1]![j]! >= lcs[i]![j + 1]!) push(parts, 'removed', a[i++]!);
    else push(parts, 'added', b[j++]!);
  }
  while (i < a.length) push(parts, 'removed', a[i++]!);
  while (j < b.length) push(parts, 'added', b[j++]!);
  return parts;
}
