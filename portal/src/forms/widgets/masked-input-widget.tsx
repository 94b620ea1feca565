import type { WidgetProps } from '@rjsf/utils';
import { IMaskInput } from 'react-imask';
import { inputAria } from '../input-aria';

/** Mask options the binder puts in `ui:options.mask`. */
interface MaskOptions {
  pattern: string;
  emit: 'digits' | 'formatted';
}

/**
 * rjsf widget `masked`: phone, SSN, date, zip, branch and account numbers (imask pattern from the binder,
 * account-number lengths from institution options). `emit: digits` stores the digits only.
 */
export function MaskedInputWidget(props: WidgetProps) {
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
  } = props;
  const mask = options.mask as MaskOptions | undefined;
  if (!mask) throw new Error(`Field ${id} uses the masked widget without a mask in its screen file`);
  return (
    <IMaskInput
      id={id}
      name={htmlName || id}
      className="form-field__input"
      mask={mask.pattern}
      unmask={mask.emit === 'digits'}
      value={value == null ? '' : String(value)}
      placeholder={placeholder || undefined}
      inputMode="numeric"
      autoComplete={uiSchema?.['ui:autocomplete'] as string | undefined}
      disabled={disabled}
      readOnly={readonly}
      aria-required={options.required ? true : undefined}
      {...inputAria(id, rawErrors, !!uiSchema?.['ui:help'])}
      onAccept={(next: string) => {
        if (next !== (value ?? '')) onChange(next === '' ? options.emptyValue : next);
      }}
      onBlur={(e) => onBlur(id, (e.target as HTMLInputElement).value)}
      onFocus={(e) => onFocus(id, (e.target as HTMLInputElement).value)}
    />
  );
}
