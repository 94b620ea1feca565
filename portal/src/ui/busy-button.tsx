import type { ButtonHTMLAttributes, MouseEvent } from 'react';

/** Props of {@link BusyButton}: a button's, with `busy`. */
export interface BusyButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** While true the button is aria-disabled and ignores presses. */
  busy: boolean;
}

/**
 * A button that waits for its call: while `busy` it is aria-disabled (drawn as disabled, components.css)
 * and ignores presses, a submit button's included, but keeps keyboard focus. A `disabled` button drops
 * focus to the page's start, out of an open dialog (decision 270). `disabled` stays for lasting states.
 */
export function BusyButton({ busy, onClick, type = 'button', ...rest }: BusyButtonProps) {
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    if (!busy) onClick?.(event);
    // Also keeps a submit button from submitting its form (Enter in a field presses it too).
    else event.preventDefault();
  };
  return <button type={type} {...rest} aria-disabled={busy || undefined} onClick={press} />;
}
