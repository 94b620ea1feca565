/**
 * axe-core in component tests: the WCAG 2.2 A and AA rules the e2e suite runs (e2e/axe.ts), on jsdom. Colour
 * contrast is left to the browser runs: jsdom computes no layout or colours.
 */
import axe from 'axe-core';

/** One line per violation (`rule: selector, ...`); empty when axe finds none. */
export async function axeViolations(root: Element = document.body): Promise<string[]> {
  const result = await axe.run(root, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
