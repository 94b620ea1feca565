/**
 * rjsf widget of the message: a textarea of at most 300 characters with the characters-left counter
 * (spec §5): warning style under 100 and above 50, error style under 51. The counter is read with the field,
 * and a polite live region announces it once it is in the warning or error range.
 */
import type { WidgetProps } from '@rjsf/utils';
import { counterLevel, MESSAGE_MAX_LENGTH } from '@schemas/rules/message-form';
import { inputAria } from '@/forms/input-aria';
import { useSettings } from '@/settings/use-settings';

/** The message field with its counter. */
export function MessageTextWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, onBlur, onFocus, rawErrors, options } = props;
  const settings = useSettings();
  const text = typeof value === 'string' ? value : '';
  const left = MESSAGE_MAX_LENGTH - text.length;
  const level = counterLevel(left);
  const counter = settings.text('messages.charactersLeft', { n: left });
  const counterId = `${id}__counter`;
  return (
    <>
      <textarea
        id={id}
        name={id}
        className="form-field__input message-text"
        rows={5}
        maxLength={MESSAGE_MAX_LENGTH}
        value={text}
        disabled={disabled || readonly}
        aria-required={options.required ? true : undefined}
        {...inputAria(id, rawErrors, false, [counterId])}
        // An emptied message is absent, not '' (spec §5: "An empty message is sent as absent").
        onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
        onBlur={(e) => onBlur(id, e.target.value)}
        onFocus={(e) => onFocus(id, e.target.value)}
      />
      <p id={counterId} className={`message-counter message-counter--${level}`}>
        {counter}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {level === 'normal' ? '' : counter}
      </p>
    </>
  );
}
