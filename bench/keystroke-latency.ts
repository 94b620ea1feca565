/**
 * Keystroke-to-next-paint on the largest form: for each of 50 keys typed into a field, the time
 * from the keydown event to the frame after it was painted (requestAnimationFrame, then a task).
 */
import type { Locator, Page } from 'playwright-core';
import { pressMeasured } from './interaction-probe.ts';

/** Registration's personal-information section: the form with the most fields and live validation. */
export const LARGEST_FORM = { path: '/#/home/register', field: 'Last Name' };

/** The p-th percentile (0..100) of samples, nearest rank. */
export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** Types `keys` characters one by one and returns each keystroke's latency in ms. */
export async function keystrokeLatencies(page: Page, baseUrl: string, keys = 50): Promise<number[]> {
  await page.goto(baseUrl + LARGEST_FORM.path);
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  return measureKeystrokes(
    page,
    page.getByLabel(LARGEST_FORM.field, { exact: true }),
    Array.from({ length: keys }, (_, i) => letters[i % letters.length]!),
  );
}

/**
 * Clicks `field`, presses each key (Playwright key names) one at a time and returns each one's keydown-to-paint time in
 * ms.
 */
export async function measureKeystrokes(page: Page, field: Locator, keys: readonly string[]): Promise<number[]> {
  await field.click();
  return (await pressMeasured(page, keys)).latencies;
}
