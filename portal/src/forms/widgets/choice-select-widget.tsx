import type { WidgetProps } from '@rjsf/utils';
import { inputAria } from '../input-aria';

/** A choice: stored value and visible label. */
export interface Choice {
  value: string | number;
  label: string;
}

/**
 * rjsf widget `select`: a `<select>` whose choices the binder puts in `ui:options.choices` (fixed values with
 * catalogue labels, a list setting, or a runtime source; see the screen file's `options`), with the empty choice's
 * text.
 */
export function ChoiceSelectWidget(props: WidgetProps) {
  const { id, htmlName, value, disabled, readonly, onChange, onBlur, onFocus, options, rawErrors, uiSchema } = props;
  const choices = (options.choices ?? []) as Choice[];
  return (
    <select
      id={id}
      name={htmlName || id}
      className="form-field__input"
      value={value == null ? '' : String(value)}
      disabled={disabled || readonly}
      // The screen file's `autocomplete` (e.g. address-level1 for a state), as text inputs get it (WCAG 1.3.5).
      autoComplete={uiSchema?.['ui:autocomplete'] as string | undefined}
      aria-required={options.required ? true : undefined}
      {...inputAria(id, rawErrors, !!uiSchema?.['ui:help'])}
      // A runtime choice may be a number: hand back the choice's own value, not the option's string.
      onChange={(e) => onChange(choices.find((c) => String(c.value) === e.target.value)?.value ?? options.emptyValue)}
      onBlur={(e) => onBlur(id, e.target.value)}
      onFocus={(e) => onFocus(id, e.target.value)}
    >
      <option value="">{String(options.emptyLabel ?? '')}</option>
      {choices.map((c) => (
        <option key={c.value} value={String(c.value)}>
          {c.label}
        </option>
      ))}
    </select>
  );
}
