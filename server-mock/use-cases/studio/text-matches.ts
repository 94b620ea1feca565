/**
 * Find and replace in one text value (decision 372). A plain text is searched as it is; a rich text only in
 * the words a borrower reads: its text nodes, parsed by htmlparser2 (the parser sanitize-html uses), so a
 * link address, an attribute or a tag name that holds the string is never matched or changed. The search
 * is literal and case-sensitive; a match does not run across two elements.
 */
import { DomUtils, parseDocument } from 'htmlparser2';

/** A text node of the parsed document (htmlparser2's `Text`, named through the parser's own types). */
type TextNode = Extract<ReturnType<typeof parseDocument>['children'][number], { type: 'text' }>;

/** What a borrower reads of the value, and where the string is in it (start, end). */
export interface TextFound {
  text: string;
  ranges: [number, number][];
}

/** The start of every occurrence of `find` in `text`, left to right, not overlapping. */
function startsOf(text: string, find: string): number[] {
  const starts: number[] = [];
  for (let at = text.indexOf(find); at >= 0; at = text.indexOf(find, at + find.length)) starts.push(at);
  return starts;
}

/** The text nodes of a rich text, in document order (none inside script or style: those are not read). */
function textNodesOf(value: string) {
  const document = parseDocument(value);
  const nodes = DomUtils.filter((node) => node.type === 'text', document.children).filter(
    (node): node is TextNode => 'data' in node && !(node.parent && ['script', 'style'].includes(node.parent.type)),
  );
  return { document, nodes };
}

/** Where `find` occurs in what a borrower reads of `value`. */
export function findInText(value: string, rich: boolean, find: string): TextFound {
  const pieces = rich ? textNodesOf(value).nodes.map((node) => node.data) : [value];
  const ranges: [number, number][] = [];
  let offset = 0;
  for (const piece of pieces) {
    for (const start of startsOf(piece, find)) ranges.push([offset + start, offset + start + find.length]);
    offset += piece.length;
  }
  return { text: pieces.join(''), ranges };
}

/** `value` with every readable `find` replaced by `replace`; undefined when there is none to replace. */
export function replaceInText(value: string, rich: boolean, find: string, replace: string): string | undefined {
  if (!rich) return value.includes(find) ? value.split(find).join(replace) : undefined;
  const { document, nodes } = textNodesOf(value);
  const hit = nodes.filter((node) => node.data.includes(find));
  if (hit.length === 0) return undefined;
  for (const node of hit) node.data = node.data.split(find).join(replace);
  // utf8: only &, <, > (and quotes in attributes) are written as entities; other characters stay as typed.
  return DomUtils.getOuterHTML(document.children, { encodeEntities: 'utf8' });
}
