import { useId } from 'react';

/** Props of the code field. */
export interface CodeFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  /** Accepts recovery codes as well as the 6 digits. */
  allowRecovery?: boolean;
}

/** The one-time code input: labelled, filled by password managers (one-time-code), digits keyboard on phones. */
export function CodeField({ label, value, onChange, allowRecovery = false }: CodeFieldProps) {
  const id = useId();
  const hintId = useId();
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name="code"
        autoComplete="one-time-code"
        inputMode={allowRecovery ? 'text' : 'numeric'}
        maxLength={20}
        aria-describedby={hintId}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      <p id={hintId} className="sign-in__hint">
        {allowRecovery
          ? 'The 6 digits your authenticator app shows now, or one of your recovery codes.'
          : 'The 6 digits your authenticator app shows now.'}
      </p>
    </>
  );
}
