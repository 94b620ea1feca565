/** Accessibility check with axe-core for WCAG 2.0/2.1/2.2 A and AA; violations print readably. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.2 A and AA rule sets the portal aims at (README, "Accessibility statement"). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

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

/**
 * Waits until the page has settled: no navigation in progress (the shell dims the routed content
 * while `main[aria-busy=true]`) and no finite transition or animation running. Otherwise axe samples
 * colours mid-fade and reports contrast a person never reads.
 */
export async function waitForSettledPage(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.querySelector('main[aria-busy="true"]') &&
      // Spinners loop forever; only finite transitions (fades, slides) are waited for.
      document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    undefined,
    { timeout: 5_000 },
  );
}

/** Fails the test when axe finds any violation on the settled page. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await waitForSettledPage(page);
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(formatViolations(results.violations), `axe violations on ${page.url()}`).toBe('');
}
