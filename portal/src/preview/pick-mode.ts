/**
 * Pick mode (click to edit, decision 261): while on, hovering an element that shows a setting outlines
 * it, and a click on it posts its keys to the studio instead of acting (no link followed, no button
 * pressed). A click on anything else in pick mode does nothing either, so picking never changes the page.
 */
import type { ValueIndex } from './setting-matches';
import { currentValueIndex, pickAt } from './page-settings';

const HOVER = 'studio-preview-pick-hover';
const MODE = 'studio-preview-picking';

/** A running pick mode. */
export interface PickMode {
  /** Settings changed: match against the new values from now on. */
  invalidate(): void;
  stop(): void;
}

/** Turns pick mode on for `root`. */
export function startPickMode(root: Element, onPick: (keys: string[]) => void): PickMode {
  // Settings do not change while the pointer moves; the index is rebuilt only on a settings change.
  let index: ValueIndex | null = null;
  const indexNow = () => (index ??= currentValueIndex());
  let hovered: Element | null = null;

  const setHover = (el: Element | null) => {
    if (hovered === el) return;
    hovered?.classList.remove(HOVER);
    hovered = el;
    hovered?.classList.add(HOVER);
  };
  const onOver = (event: Event) => setHover(pickAt(event.target as Element, root, indexNow())?.element ?? null);
  const onClick = (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const picked = pickAt(event.target as Element, root, indexNow());
    if (picked) onPick(picked.keys);
  };
  // Capture on the window: runs before React's root listener and before a link's default action.
  const swallow = (event: Event) => {
    event.preventDefault();
    event.stopPropagation();
  };
  document.documentElement.classList.add(MODE);
  window.addEventListener('pointerover', onOver, true);
  window.addEventListener('click', onClick, true);
  window.addEventListener('submit', swallow, true);
  window.addEventListener('auxclick', swallow, true);
  const stop = () => {
    setHover(null);
    document.documentElement.classList.remove(MODE);
    window.removeEventListener('pointerover', onOver, true);
    window.removeEventListener('click', onClick, true);
    window.removeEventListener('submit', swallow, true);
    window.removeEventListener('auxclick', swallow, true);
    index = null;
  };
  return {
    invalidate: () => {
      index = null;
    },
    stop,
  };
}
