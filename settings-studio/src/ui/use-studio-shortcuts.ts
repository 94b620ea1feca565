import { useEffect, useEffectEvent } from 'react';
import { questionMarkOn, shortcutFor, type ShortcutAction } from './studio-shortcuts';

/** What a page does for each shortcut it answers; the others are left to the browser and other listeners. */
export type ShortcutHandlers = Partial<Record<ShortcutAction, () => void>>;

/**
 * Listens on the document for the shortcuts a page answers (studio-shortcuts.ts) and runs the page's handler.
 * The handlers are read through an effect event, so the listener is added once and still sees the page's
 * latest state.
 */
export function useStudioShortcuts(handlers: ShortcutHandlers) {
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    const action = shortcutFor(event, questionMarkOn());
    const run = action ? handlers[action] : undefined;
    if (!run) return;
    event.preventDefault();
    run();
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => onKey(event);
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
