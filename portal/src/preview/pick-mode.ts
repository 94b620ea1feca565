/**
 * Pick mode (click to edit, decision 261): while on, hovering an element that shows a setting outlines
 * it, and a click on it posts its keys to the studio instead of acting (no link followed, no button
 * pressed). A click on anything else in pick mode does nothing either, so picking never changes the page.
 * From the keyboard (focus in the frame), the arrow keys move the same outline through the elements that
 * show a setting, in page order, and Enter picks the outlined one.
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
  // The elements a pick would land on, in page order: each is its own innermost element showing a setting.
  const pickable = () => [...root.querySelectorAll('*')].filter((el) => pickAt(el, root, indexNow())?.element === el);
  const onKey = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === 'Enter' && hovered) {
      event.preventDefault();
      event.stopPropagation();
      const picked = pickAt(hovered, root, indexNow());
      if (picked) onPick(picked.keys);
      return;
    }
    const step =
      event.key === 'ArrowDown' || event.key === 'ArrowRight'
        ? 1
        : event.key === 'ArrowUp' || event.key === 'ArrowLeft'
          ? -1
          : 0;
    if (step === 0) return;
    event.preventDefault();
    event.stopPropagation();
    const all = pickable();
    if (all.length === 0) return;
    const at = hovered ? all.indexOf(hovered) : -1;
    const next = all[at === -1 ? (step === 1 ? 0 : all.length - 1) : (at + step + all.length) % all.length] ?? null;
    setHover(next);
    next?.scrollIntoView?.({ block: 'nearest' });
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
  window.addEventListener('keydown', onKey, true);
  window.addEventListener('submit', swallow, true);
  window.addEventListener('auxclick', swallow, true);
  const stop = () => {
    setHover(null);
    document.documentElement.classList.remove(MODE);
    window.removeEventListener('pointerover', onOver, true);
    window.removeEventListener('click', onClick, true);
    window.removeEventListener('keydown', onKey, true);
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
