import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react';

/** Props of {@link BusyButton}: a button's, with `busy` and optionally `blocked`. */
export interface BusyButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** While true the button is aria-disabled and ignores presses. */
  busy: boolean;
  /**
   * The form cannot be sent yet (invalid or untouched): the button is aria-disabled too, but a press
   * calls `onBlocked` instead (show every message, focus the first field to fix, say why; decision 325).
   */
  blocked?: boolean;
  /** What a press does while `blocked`. */
  onBlocked?(): void;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A button that waits for its call: while `busy` it is aria-disabled (drawn as disabled, components.css)
 * and ignores presses, a submit button's included, but keeps keyboard focus. A `disabled` button drops
 * focus to the page's start, out of an open dialog (decision 270), and hides from a keyboard user what
 * is missing (decision 325). `disabled` stays for lasting states.
 */
export function BusyButton({ busy, blocked = false, onBlocked, onClick, type = 'button', ...rest }: BusyButtonProps) {
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    // preventDefault also keeps a submit button from submitting its form (Enter in a field presses it too).
    if (busy) event.preventDefault();
    else if (blocked) {
      event.preventDefault();
      onBlocked?.();
    } else onClick?.(event);
  };
  return <button type={type} {...rest} aria-disabled={busy || blocked || undefined} onClick={press} />;
}
