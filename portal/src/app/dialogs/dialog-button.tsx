/** The button used in dialog action rows. */
import type { ButtonHTMLAttributes } from 'react';

/** Props: native button props plus `primary` for the main action. */
export interface DialogButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  primary?: boolean;
  /** Receives focus when the dialog opens. */
  autoFocusFirst?: boolean;
}

/** A dialog action button (type="button" so it never submits a form behind the dialog). */
export function DialogButton({ primary = false, autoFocusFirst = false, className, ...rest }: DialogButtonProps) {
  return (
    <button
      type="button"
      className={`portal-dialog__button${primary ? ' portal-dialog__button--primary' : ''}${className ? ` ${className}` : ''}`}
      data-autofocus={autoFocusFirst ? '' : undefined}
      {...rest}
    />
  );
}
