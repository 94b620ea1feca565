import type { ReactNode } from 'react';
import { errorId, helpId, uniqueMessages } from '../input-aria';

/** Props of {@link FieldFrame}. */
export interface FieldFrameProps {
  /** The control's id: the label points at it, help and errors take ids from it. */
  id: string;
  label: string;
  help?: string;
  errors?: readonly (string | undefined)[];
  /** False for widgets that render their own label next to the control. */
  labelled?: boolean;
  /** False for widgets that render their own messages. */
  messaged?: boolean;
  children: ReactNode;
}

/**
 * One field: a visible `<label for>` tied to the input, the help text and the error messages (one paragraph
 * each) with the ids the input's `aria-describedby` points at. Both form renderers draw fields with it.
 */
export function FieldFrame({ id, label, help, errors, labelled = true, messaged = true, children }: FieldFrameProps) {
  const messages = uniqueMessages(errors);
  return (
    <div className={`form-field${messages.length ? ' form-field--invalid' : ''}`}>
      {labelled && (
        <label className="form-field__label" htmlFor={id}>
          {label}
        </label>
      )}
      {children}
      {help && (
        <p className="form-field__help" id={helpId(id)}>
          {help}
        </p>
      )}
      {messages.length > 0 && messaged && (
        // One element per message: each reads as its own sentence, and the input's description (the wrapper) holds all.
        <div className="form-field__errors" id={errorId(id)}>
          {messages.map((message) => (
            <p className="form-field__error" key={message}>
              {message}
            </p>
          ))}
        </div>
      )}
    </div>
  );
}
