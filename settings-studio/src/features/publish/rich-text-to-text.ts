/**
 * The text a borrower reads in a rich-text value, for the word diff (decision 258). DOMParser builds an
 * inert document: no script runs and no image loads while parsing, so hostile markup stays harmless.
 */
const blockTags = /^(P|DIV|LI|UL|OL|H[1-6]|BR|TR|TD|TH|TABLE|SECTION|ARTICLE|BLOCKQUOTE)$/;

/** Flattens markup to text, with a space where blocks and line breaks separate words. */
export function richTextToText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const out: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) out.push(node.textContent ?? '');
    const isBlock = node.nodeType === Node.ELEMENT_NODE && blockTags.test((node as Element).tagName);
    if (isBlock) out.push(' ');
    node.childNodes.forEach(walk);
    if (isBlock) out.push(' ');
  };
  walk(doc.body);
  return out.join('').replace(/\s+/g, ' ').trim();
}
