import type { FieldTemplateProps } from '@rjsf/utils';
import { getUiOptions } from '@rjsf/utils';
import { errorId, helpId, uniqueMessages } from '../input-aria';

/** Widgets that render their own label next to the control. */
const selfLabelled = new Set(['agreement', 'agreement-list']);
/** Widgets that render their own messages (a group whose message sits inside its fieldset). */
const selfMessaged = new Set(['agreement-list']);

/**
 * One field: a visible `<label for>` tied to the input, the help text and the error messages (one paragraph
 * each) with the ids the input's `aria-describedby` points at. Hidden fields render nothing.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, rawErrors, rawHelp, hidden, uiSchema, fieldPathId } = props;
  if (hidden) return null;
  // The root object is a field too; it has no label of its own.
  if (fieldPathId.path.length === 0) return children;
  const widget = getUiOptions(uiSchema).widget;
  const messages = uniqueMessages(rawErrors);
  return (
    <div className={`form-field${messages.length ? ' form-field--invalid' : ''}`}>
      {!selfLabelled.has(String(widget)) && (
        <label className="form-field__label" htmlFor={id}>
          {label}
        </label>
      )}
      {children}
      {rawHelp && (
        <p className="form-field__help" id={helpId(id)}>
          {rawHelp}
        </p>
      )}
      {messages.length > 0 && !selfMessaged.has(String(widget)) && (
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
