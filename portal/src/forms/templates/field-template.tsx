import type { FieldTemplateProps } from '@rjsf/utils';
import { getUiOptions } from '@rjsf/utils';
import { FieldFrame } from './field-frame';

/** Widgets that render their own label next to the control. */
const selfLabelled = new Set(['agreement', 'agreement-list']);
/** Widgets that render their own messages (a group whose message sits inside its fieldset). */
const selfMessaged = new Set(['agreement-list']);

/** rjsf's field template: the field in a {@link FieldFrame}. Hidden fields render nothing. */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, rawErrors, rawHelp, hidden, uiSchema, fieldPathId } = props;
  if (hidden) return null;
  // The root object is a field too; it has no label of its own.
  if (fieldPathId.path.length === 0) return children;
  const widget = String(getUiOptions(uiSchema).widget);
  return (
    <FieldFrame
      id={id}
      label={label}
      help={rawHelp}
      errors={rawErrors}
      labelled={!selfLabelled.has(widget)}
      messaged={!selfMessaged.has(widget)}
    >
      {children}
    </FieldFrame>
  );
}
