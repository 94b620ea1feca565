import type { WidgetProps } from '@rjsf/utils';
import { portalContext } from '../form-context';
import { PasswordBox } from './password-box';

/** Props of the password input with its reveal toggle; `describedBy` adds ids (e.g. the rule list). */
export interface PasswordInputProps {
  widget: WidgetProps;
  describedBy?: string[];
}

/**
 * The rjsf side of {@link PasswordBox}: a password input with a reveal toggle. With `ui:options.safeInput`
 * the safe-input filter removes ' " < > from what is typed.
 */
export function PasswordInput({ widget, describedBy = [] }: PasswordInputProps) {
  const { id, htmlName, value, disabled, readonly, onChange, onBlur, onFocus, options, uiSchema, rawErrors } = widget;
  const { reader } = portalContext(widget.registry.formContext);
  return (
    <PasswordBox
      id={id}
      name={htmlName || id}
      value={value}
      placeholder={widget.placeholder}
      autoComplete={uiSchema?.['ui:autocomplete'] as string | undefined}
      disabled={disabled}
      readOnly={readonly}
      required={options.required === true}
      safeInput={options.safeInput === true}
      errors={rawErrors}
      hasHelp={!!uiSchema?.['ui:help']}
      describedBy={describedBy}
      toggleLabel={reader.text('forms.showPassword')}
      onChange={(text) => onChange(text === '' ? options.emptyValue : text)}
      onBlur={(text) => onBlur(id, text)}
      onFocus={(text) => onFocus(id, text)}
    />
  );
}

/** rjsf widget `password-reveal`. */
export function PasswordRevealWidget(props: WidgetProps) {
  return <PasswordInput widget={props} />;
}
