/** Reflow checks (WCAG 1.4.10): a page at 320 CSS px, and what covers what once a loaded page is zoomed. */
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * How far the page scrolls sideways (0 when it reflows), with the widest elements that stick out past the
 * viewport, so a failure names its culprit. Elements inside a container that scrolls on its own are allowed.
 */
export async function sidewaysOverflow(page: Page): Promise<{ px: number; culprits: string[] }> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const scrollsItself = (el: Element | null): boolean => {
      for (let n = el?.parentElement; n && n !== document.body; n = n.parentElement) {
        const o = getComputedStyle(n).overflowX;
        if (o === 'auto' || o === 'scroll' || o === 'hidden' || o === 'clip') return true;
      }
      return false;
    };
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((el) => el.getBoundingClientRect().right > width + 0.5 && !scrollsItself(el))
      .slice(0, 5)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} right=${Math.round(el.getBoundingClientRect().right)}`,
      );
    return { px: root.scrollWidth - width, culprits };
  });
}

/** Fails when the page scrolls sideways. */
export async function expectReflow(page: Page, where: string): Promise<void> {
  const { px, culprits } = await sidewaysOverflow(page);
  expect(px, `${where} scrolls ${px}px sideways: ${culprits.join('; ')}`).toBeLessThanOrEqual(0);
}

/** Fails when the point at the middle of `target` is drawn by something outside it (the target is covered). */
export async function expectOnTop(target: Locator, what: string): Promise<void> {
  const covered = await target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + Math.min(r.width / 2, 20), r.top + r.height / 2);
    return hit && !el.contains(hit) && !hit.contains(el)
      ? `${hit.tagName.toLowerCase()}.${[...hit.classList].join('.')}`
      : null;
  });
  expect(covered, `${what} is covered by ${covered}`).toBeNull();
}
