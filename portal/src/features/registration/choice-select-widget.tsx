import type { WidgetProps } from '@rjsf/utils';
import { inputAria } from '@/forms/input-aria';

/** A choice: stored value and visible label. */
export interface Choice {
  value: string;
  label: string;
}

/**
 * A `<select>` whose choices come from `ui:options.choices` at run time (account type labels from the
 * catalogue, preset questions from settings), which the static schema cannot list.
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
      aria-required={options.required ? true : undefined}
      {...inputAria(id, rawErrors, !!uiSchema?.['ui:help'])}
      onChange={(e) => onChange(e.target.value === '' ? options.emptyValue : e.target.value)}
      onBlur={(e) => onBlur(id, e.target.value)}
      onFocus={(e) => onFocus(id, e.target.value)}
    >
      <option value="">{String(options.emptyLabel ?? '')}</option>
      {choices.map((c) => (
        <option key={c.value} value={c.value}>
          {c.label}
        </option>
      ))}
    </select>
  );
}
