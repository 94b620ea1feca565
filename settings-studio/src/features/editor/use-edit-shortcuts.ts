import { useEffect, useEffectEvent } from 'react';
import { questionMarkOn, shortcutFor, type ShortcutAction } from './studio-shortcuts';

/**
 * Listens on the document for the edit page's shortcuts and calls `run` with the action. `run` is an
 * effect event, so the listener is added once and still sees the page's latest state.
 */
export function useEditShortcuts(run: (action: ShortcutAction) => void) {
  const onAction = useEffectEvent(run);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = shortcutFor(event, questionMarkOn());
      if (!action) return;
      event.preventDefault();
      onAction(action);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
