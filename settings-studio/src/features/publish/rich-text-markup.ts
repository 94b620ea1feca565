/**
 * The markup a borrower does not read but a reviewer must see: every element of a rich-text value that
 * carries attributes, as one line of text (`link "terms": href="https://…" target="_blank"`). The word
 * diff compares what is read; these lines are compared beside it, so a changed link address, a link that
 * now opens a new tab or a swapped image shows with its old and new value. DOMParser builds an inert
 * document: nothing runs and nothing loads while parsing.
 */
import { diffArrays } from 'diff';

/** How the line names an element: links and images by what they are, the rest by their tag. */
function kindOf(element: Element): string {
  if (element.tagName === 'A') return 'link';
  if (element.tagName === 'IMG') return 'image';
  return element.tagName.toLowerCase();
}

/** The element's words (an image's alt text), cut short: enough to find it in the page. */
function labelOf(element: Element): string {
  const text = (element.tagName === 'IMG' ? (element.getAttribute('alt') ?? '') : (element.textContent ?? ''))
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

/** One line per element with attributes, in document order; attributes sorted by name, values quoted as written. */
export function richTextMarkup(html: string): string[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const lines: string[] = [];
  for (const element of doc.body.querySelectorAll('*')) {
    const attributes = [...element.attributes]
      .filter((a) => !(element.tagName === 'IMG' && a.name === 'alt')) // the alt text is the image's label
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((a) => `${a.name}=${JSON.stringify(a.value)}`);
    if (attributes.length > 0)
      lines.push(`${kindOf(element)} ${JSON.stringify(labelOf(element))}: ${attributes.join(' ')}`);
  }
  return lines;
}

/** The markup lines the draft removes and adds (jsdiff over the lines, so unchanged lines pair up in order). */
export function markupChanges(published: string, draft: string): { removed: string[]; added: string[] } {
  const changes = diffArrays(richTextMarkup(published), richTextMarkup(draft));
  return {
    removed: changes.filter((c) => c.removed).flatMap((c) => c.value),
    added: changes.filter((c) => c.added).flatMap((c) => c.value),
  };
}
