/** Accessibility check with axe-core for WCAG 2.0/2.1 A and AA; violations print readably. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rule sets the issue requires. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** One paragraph per violation: rule, impact, help, link and the offending elements. */
export function formatViolations(violations: Violation[]): string {
  return violations
    .map((v) =>
      [
        `[${v.impact ?? 'unknown'}] ${v.id}: ${v.help}`,
        `  ${v.helpUrl}`,
        ...v.nodes.map((n) => `  at ${n.target.join(' ')}\n    ${n.failureSummary?.replace(/\n/g, '\n    ') ?? ''}`),
      ].join('\n'),
    )
    .join('\n\n');
}

/** Fails the test when axe finds any violation on the page as it is now. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(formatViolations(results.violations), `axe violations on ${page.url()}`).toBe('');
}
