import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { safeInput } from '@schemas/rules/safe-input';
import { inputAria } from '../input-aria';
import { portalContext } from '../form-context';

/** Props of the password input with its reveal toggle; `describedBy` adds ids (e.g. the rule list). */
export interface PasswordInputProps {
  widget: WidgetProps;
  describedBy?: string[];
}

/**
 * A password input with a reveal toggle: a real button whose accessible name stays "Show password" and
 * whose `aria-pressed` tells whether the password is shown. With `ui:options.safeInput` the
 * safe-input filter removes ' " < > from what is typed.
 */
export function PasswordInput({ widget, describedBy = [] }: PasswordInputProps) {
  const {
    id,
    htmlName,
    value,
    disabled,
    readonly,
    onChange,
    onBlur,
    onFocus,
    options,
    uiSchema,
    rawErrors,
    placeholder,
    registry,
  } = widget;
  const [shown, setShown] = useState(false);
  const { reader } = portalContext(registry.formContext);
  const autoComplete = uiSchema?.['ui:autocomplete'] as string | undefined;
  return (
    <div className="password-input">
      <input
        id={id}
        name={htmlName || id}
        className="form-field__input"
        type={shown ? 'text' : 'password'}
        value={value ?? ''}
        placeholder={placeholder || undefined}
        autoComplete={autoComplete}
        disabled={disabled}
        readOnly={readonly}
        spellCheck={false}
        aria-required={options.required ? true : undefined}
        {...inputAria(id, rawErrors, !!uiSchema?.['ui:help'], describedBy)}
        onChange={(e) => {
          // ui:options.safeInput: the safe-input filter (spec §5) drops ' " < > as they are typed or pasted.
          const next = options.safeInput === true ? safeInput(e.target.value) : e.target.value;
          onChange(next === '' ? options.emptyValue : next);
        }}
        onBlur={(e) => onBlur(id, e.target.value)}
        onFocus={(e) => onFocus(id, e.target.value)}
      />
      <button
        type="button"
        className="password-input__toggle"
        aria-pressed={shown}
        aria-controls={id}
        disabled={disabled}
        onClick={() => setShown((s) => !s)}
      >
        {reader.text('forms.showPassword')}
      </button>
    </div>
  );
}

/** rjsf widget `password-reveal`. */
export function PasswordRevealWidget(props: WidgetProps) {
  return <PasswordInput widget={props} />;
}
