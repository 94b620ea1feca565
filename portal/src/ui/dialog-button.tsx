/**
 * The one button of a dialog's action row (every `Modal`'s `actions`; ESLint refuses another there), in `ui/` so
 * features, forms and the shell draw the same one.
 */
import { BusyButton, type BusyButtonProps } from './busy-button';

/** Props: a {@link BusyButton}'s (`busy` optional), plus `primary` for the main action. */
export interface DialogButtonProps extends Omit<BusyButtonProps, 'busy'> {
  primary?: boolean;
  /** Receives focus when the dialog opens. */
  autoFocusFirst?: boolean;
  /** While its call runs: aria-disabled, presses ignored, focus kept (a disabled button would drop it). */
  busy?: boolean;
}

/** A dialog action button (type="button" so it never submits a form behind the dialog). */
export function DialogButton({
  primary = false,
  autoFocusFirst = false,
  busy = false,
  className,
  ...rest
}: DialogButtonProps) {
  return (
    <BusyButton
      busy={busy}
      className={`portal-dialog__button${primary ? ' portal-dialog__button--primary' : ''}${className ? ` ${className}` : ''}`}
      data-autofocus={autoFocusFirst ? '' : undefined}
      {...rest}
    />
  );
}
