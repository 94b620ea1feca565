/**
 * A money input (payments spec §5): up to 15 characters, reformatted as currency with 2 decimals on blur,
 * its error tied to it by aria-describedby.
 */
import { useId } from 'react';
import { AMOUNT_INPUT_MAX_LENGTH, formatAmountInput, parseAmountInput } from '@schemas/rules/amount-input';

/** Props of the field. */
export interface AmountFieldProps {
  label: string;
  text: string;
  onText: (text: string) => void;
  error?: string;
  disabled?: boolean;
  /** After the blur's formatting: the step reports a typed value that waits (use-amount-report.ts). */
  onBlur?: () => void;
}

/** The labelled input with its error. */
export function AmountField({ label, text, onText, error, disabled, onBlur }: AmountFieldProps) {
  const id = useId();
  const blur = () => {
    const cents = parseAmountInput(text);
    if (cents !== undefined) onText(formatAmountInput(cents));
    onBlur?.();
  };
  return (
    <div className={`form-field${error ? ' form-field--invalid' : ''}`}>
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="form-field__input"
        inputMode="decimal"
        autoComplete="off"
        maxLength={AMOUNT_INPUT_MAX_LENGTH}
        value={text}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onText(event.target.value)}
        onBlur={blur}
      />
      {error && (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
