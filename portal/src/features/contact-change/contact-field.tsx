/** One labelled input of the contact-change form with its message (shown once touched or submitted). */
import { useId, type InputHTMLAttributes } from 'react';

/** Props of {@link ContactField}. */
export interface ContactFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  error: string | undefined;
  onValue(value: string): void;
}

/** A text input with label and error, wired for screen readers. */
export function ContactField({ label, value, error, onValue, ...input }: ContactFieldProps) {
  const id = useId();
  return (
    <div className={`form-field${error ? ' form-field--invalid' : ''}`}>
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        className="form-field__input"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onValue(e.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
