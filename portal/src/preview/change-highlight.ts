/**
 * After a settings message, the elements showing keys whose value just changed glow for a moment
 * (CSS class `studio-preview-changed`; preview.css keeps it still under prefers-reduced-motion). Runs
 * when the browser is idle, after `preview:applied` went out, so it never delays the latency the
 * studio measures.
 */
import { currentValueIndex, elementsShowing } from './page-settings';

/** How long the class stays on. */
export const HIGHLIGHT_MS = 1200;
const CLASS = 'studio-preview-changed';

const later = (run: () => void) => {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 300 });
  else setTimeout(run, 50);
};

/** Highlights where `keys` show inside `root` (no-op for no keys). */
export function highlightKeys(root: Element, keys: readonly string[]): void {
  if (keys.length === 0) return;
  later(() => {
    const elements = elementsShowing(root, currentValueIndex(new Set(keys)));
    for (const el of elements) {
      el.classList.remove(CLASS);
      // Re-adding restarts the animation when the same element changes again while still lit.
      void (el as HTMLElement).offsetWidth;
      el.classList.add(CLASS);
    }
    setTimeout(() => {
      for (const el of elements) el.classList.remove(CLASS);
    }, HIGHLIGHT_MS);
  });
}
