/**
 * The studio's keyboard shortcuts (decision 395): the edit page's, and submit for review on a change request's
 * page. Each action key needs Alt (WCAG 2.1.4: no single character key fires an action), matched by the
 * physical key so Alt's accented letters on macOS still count. The one character shortcut, `?` for this list,
 * can be turned off in the list itself and is stored per browser.
 */

/** What a shortcut does. */
export type ShortcutAction = 'search' | 'nextChanged' | 'pick' | 'submit' | 'help';

/** The shortcuts as the help dialog lists them, in its order. */
export const shortcutList: readonly { action: ShortcutAction; keys: string; does: string }[] = [
  { action: 'search', keys: 'Alt+S', does: 'Search settings' },
  { action: 'nextChanged', keys: 'Alt+N', does: 'Open the next changed key' },
  { action: 'pick', keys: 'Alt+P', does: 'Turn pick mode in the preview on or off' },
  { action: 'submit', keys: 'Alt+R', does: 'Submit the open change request for review (its author, on its page)' },
  { action: 'help', keys: '?', does: 'Show this list (when the setting below is on)' },
];

const altCodes: Record<string, ShortcutAction> = { KeyS: 'search', KeyN: 'nextChanged', KeyP: 'pick', KeyR: 'submit' };

const questionMarkKey = 'studio.shortcuts.questionMark';

/** Whether `?` opens the shortcut list: on unless turned off in this browser. */
export function questionMarkOn(): boolean {
  try {
    return globalThis.localStorage?.getItem(questionMarkKey) !== 'off';
  } catch {
    return true;
  }
}

/** Turns the `?` shortcut on or off in this browser. */
export function setQuestionMarkOn(on: boolean): void {
  try {
    if (on) globalThis.localStorage?.removeItem(questionMarkKey);
    else globalThis.localStorage?.setItem(questionMarkKey, 'off');
  } catch {
    // Private windows may refuse storage: the choice then lasts until the page closes.
  }
}

/** True when the key press goes to a field where the user is typing: shortcuts stay silent there. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (!(target instanceof HTMLInputElement)) return false;
  return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(target.type);
}

/** The action a key press asks for, or null (typing in a field, another modifier, or no shortcut). */
export function shortcutFor(event: KeyboardEvent, questionMark: boolean): ShortcutAction | null {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || isTyping(event.target)) return null;
  if (event.altKey) return event.shiftKey ? null : (altCodes[event.code] ?? null);
  return questionMark && event.key === '?' ? 'help' : null;
}
