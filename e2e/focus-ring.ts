/** The focus ring's contrast (WCAG 1.4.11 / 2.4.13: at least 3:1 against what is next to it), measured in the page. */
import type { Page } from '@playwright/test';

/** The focused element, its outline colour, the colour behind the ring, and their contrast ratio. */
export interface FocusRing {
  element: string;
  outline: string;
  background: string;
  ratio: number;
}

/**
 * Measures the focused element's outline against the background it is drawn on: the first ancestor
 * (from the parent up: the ring sits outside the element, past its outline-offset) with an opaque background.
 */
export async function focusRing(page: Page): Promise<FocusRing> {
  return page.evaluate(() => {
    const rgb = (css: string) => (css.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r, g, b]: number[]) => {
      const lin = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
      return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
    };
    const el = document.activeElement as HTMLElement;
    const style = getComputedStyle(el);
    let background = 'rgb(255, 255, 255)';
    for (let n = el.parentElement; n; n = n.parentElement) {
      const bg = getComputedStyle(n).backgroundColor;
      const alpha = rgb(bg)[3];
      if (alpha === undefined || alpha === 1) {
        background = bg;
        break;
      }
    }
    const [l1, l2] = [luminance(rgb(style.outlineColor)), luminance(rgb(background))].sort((a, b) => b - a);
    const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30) ?? '';
    return {
      element: `${el.tagName.toLowerCase()} "${name}"`,
      outline: `${style.outlineStyle} ${style.outlineColor}`,
      background,
      ratio: (l1! + 0.05) / (l2! + 0.05),
    };
  });
}
