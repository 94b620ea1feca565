import { useId } from 'react';
import type { FieldProps } from './field-editors';

/** Props of the rich-text editor. */
export interface RichTextEditorProps extends FieldProps {
  /** The value as the server stored it (sanitized there when saved); undefined before anything is stored. */
  storedValue: string | undefined;
  /** True while the typed value is not yet saved (the preview then lags behind the field). */
  unsaved: boolean;
}

/**
 * Rich text: the markup is typed in a textarea; the preview renders the value the server stored, which
 * it sanitized on save (decision 250). The studio never renders what was typed, so hostile markup in the
 * field cannot run here, and the staff member sees exactly what borrowers will get.
 */
export function RichTextEditor({
  id,
  label,
  language,
  value,
  onChange,
  readOnly,
  describedBy,
  invalid,
  storedValue,
  unsaved,
}: RichTextEditorProps) {
  const previewTitle = useId();
  const removed = !unsaved && storedValue !== undefined && storedValue !== value;
  return (
    <div className="field">
      <label htmlFor={id} lang={language}>
        {label}
      </label>
      <textarea
        id={id}
        lang={language}
        rows={8}
        className="field__code"
        value={value}
        readOnly={readOnly}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {removed ? (
        <p className="field__warning" role="status">
          The server removed markup that is not allowed (scripts, event handlers, unknown tags); the preview shows what
          was kept.
        </p>
      ) : null}
      <section className="rich-preview" aria-labelledby={previewTitle}>
        <h3 id={previewTitle}>
          Sanitized preview
          {language ? (
            <>
              {' · '}
              <span lang={language}>{label}</span>
            </>
          ) : null}
          {unsaved ? ' (updates when saved)' : ''}
        </h3>
        {storedValue ? (
          // The server's sanitized copy; the page's CSP blocks inline script besides.
          <div className="rich-preview__body" lang={language} dangerouslySetInnerHTML={{ __html: storedValue }} />
        ) : (
          <p className="field__hint">Nothing saved yet.</p>
        )}
      </section>
    </div>
  );
}
