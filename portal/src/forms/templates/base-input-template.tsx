import type { BaseInputTemplateProps } from '@rjsf/utils';
import { getInputProps } from '@rjsf/utils';
import { safeInput } from '@schemas/rules/safe-input';
import type { ChangeEvent } from 'react';
import { digitsOnly } from '@schemas/rules/masks';
import { inputAria } from '../input-aria';

/**
 * The plain `<input>` of text-like widgets, with the portal's ARIA wiring. With `ui:options.safeInput` the
 * safe-input filter (spec §5) drops ' " < > as they are typed or pasted, in the field itself, so the
 * field never shows what the form data does not hold.
 */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const {
    id,
    htmlName,
    value,
    readonly,
    disabled,
    onBlur,
    onFocus,
    onChange,
    options,
    schema,
    uiSchema,
    rawErrors,
    type,
    placeholder,
  } = props;
  const inputProps = getInputProps(schema, type, options);
  const onInput = (e: ChangeEvent<HTMLInputElement>) => {
    if (options.safeInput === true) e.target.value = safeInput(e.target.value);
    onChange(e.target.value === '' ? options.emptyValue : e.target.value);
  };
  return (
    <input
      {...inputProps}
      id={id}
      name={htmlName || id}
      className="form-field__input"
      value={value ?? ''}
      placeholder={placeholder || undefined}
      readOnly={readonly}
      disabled={disabled}
      inputMode={options.inputMode as 'text' | undefined}
      aria-required={options.required ? true : undefined}
      {...inputAria(id, rawErrors, !!uiSchema?.['ui:help'])}
      onChange={onInput}
      onBlur={(e) => {
        // blurFilter 'digits' (screen file): what was pasted with spaces or dashes keeps only its digits.
        const text = e.target.value;
        const kept = options.blurFilter === 'digits' ? digitsOnly(text) : text;
        if (kept !== text) onChange(kept === '' ? options.emptyValue : kept);
        onBlur(id, kept);
      }}
      onFocus={(e) => onFocus(id, e.target.value)}
    />
  );
}
