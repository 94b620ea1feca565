import { useState } from 'react';
import { safeInput } from '@schemas/rules/safe-input';
import { inputAria } from '../input-aria';

/** Props of {@link PasswordBox}: the input's own state and wiring, free of any form library. */
export interface PasswordBoxProps {
  id: string;
  name: string;
  value: string | undefined;
  /** The new text ('' when emptied), after the safe-input filter when `safeInput` is set. */
  onChange: (text: string) => void;
  onBlur?: (text: string) => void;
  onFocus?: (text: string) => void;
  disabled?: boolean;
  readOnly?: boolean;
  placeholder?: string;
  autoComplete?: string;
  required?: boolean;
  /** Drop ' " < > as they are typed or pasted (safe-input filter, access §5). */
  safeInput?: boolean;
  /** The field's error messages (they describe the input and mark it invalid). */
  errors?: readonly string[];
  /** True when the field shows a help text. */
  hasHelp: boolean;
  /** More ids that describe the input (e.g. the password rule list). */
  describedBy?: string[];
  /** Accessible name of the reveal toggle. */
  toggleLabel: string;
}

/**
 * A password input with a reveal toggle: a real button whose accessible name stays "Show password" and
 * whose `aria-pressed` tells whether the password is shown.
 */
export function PasswordBox(props: PasswordBoxProps) {
  const { id, name, value, disabled, readOnly, placeholder, autoComplete, errors, describedBy = [] } = props;
  const [shown, setShown] = useState(false);
  return (
    <div className="password-input">
      <input
        id={id}
        name={name}
        className="form-field__input"
        type={shown ? 'text' : 'password'}
        value={value ?? ''}
        placeholder={placeholder || undefined}
        autoComplete={autoComplete}
        disabled={disabled}
        readOnly={readOnly}
        spellCheck={false}
        aria-required={props.required ? true : undefined}
        {...inputAria(id, errors, props.hasHelp, describedBy)}
        onChange={(e) => props.onChange(props.safeInput ? safeInput(e.target.value) : e.target.value)}
        onBlur={(e) => props.onBlur?.(e.target.value)}
        onFocus={(e) => props.onFocus?.(e.target.value)}
      />
      <button
        type="button"
        className="password-input__toggle"
        aria-pressed={shown}
        aria-controls={id}
        disabled={disabled}
        onClick={() => setShown((s) => !s)}
      >
        {props.toggleLabel}
      </button>
    </div>
  );
}
