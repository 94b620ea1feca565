import type { ErrorListProps } from '@rjsf/utils';
import { messagesByField } from '@schemas/screens/schema-errors';
import type { MouseEvent } from 'react';
import { portalContext } from '../form-context';

/**
 * Error summary above the form. rjsf's own list starts with an `<h3>`, which breaks the page's heading
 * order; this one is an alert region with a lead-in paragraph and one link per field (messages of one
 * field de-duplicated). Links focus the field themselves: the portal uses hash routes, so following
 * `#field-id` would navigate away.
 */
export function ErrorSummary({ errors, registry }: ErrorListProps) {
  const { reader, bound } = portalContext(registry.formContext);
  if (!bound.errorSummary) return null;
  const groups = messagesByField(errors, bound.fields.map((f) => f.name));
  const focus = (id: string) => (e: MouseEvent) => {
    e.preventDefault();
    document.getElementById(id)?.focus();
  };
  return (
    <div className="error-summary" role="alert">
      <p className="error-summary__title">{reader.text('forms.errorSummaryTitle')}</p>
      <ul>
        {groups.map(({ field, messages }) => (
          <li key={field}>
            <a href={`#root_${field}`} onClick={focus(`root_${field}`)}>
              {messages.join(' ')}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
