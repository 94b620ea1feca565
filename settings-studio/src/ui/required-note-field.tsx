import type { Ref } from 'react';

/** Props of {@link RequiredNoteField}. */
export interface RequiredNoteFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** The message under the field, tied to it by aria-describedby; null when the note is fine. */
  error: string | null;
  textareaRef?: Ref<HTMLTextAreaElement>;
}

/** The note a publish or a rollback must carry: the history shows it as the version's reason. */
export function RequiredNoteField({ id, value, onChange, error, textareaRef }: RequiredNoteFieldProps) {
  const errorId = `${id}-error`;
  return (
    <>
      <label htmlFor={id}>Note (required)</label>
      <textarea
        id={id}
        ref={textareaRef}
        value={value}
        rows={3}
        required
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </>
  );
}
