import type { ErrorListProps } from '@rjsf/utils';
import { messagesByField } from '@schemas/screens/schema-errors';
import type { MouseEvent } from 'react';
import { portalContext } from '../form-context';

/**
 * Error summary above the form. rjsf's own list starts with an `<h3>`, which breaks the page's heading
 * order; this one is an alert region with a lead-in paragraph and one link per field (messages of one
 * field de-duplicated). Links focus the field themselves: the portal uses hash routes, so following
 * `#field-id` would navigate away. Where two fields' messages read the same ("Name is required" for First
 * and Last Name), those links start with their field's label, so each link says where it goes (WCAG 2.4.4).
 */
export function ErrorSummary({ errors, registry }: ErrorListProps) {
  const { reader, bound } = portalContext(registry.formContext);
  if (!bound.errorSummary) return null;
  const groups = messagesByField(
    errors,
    bound.fields.map((f) => f.name),
  ).map((g) => ({ ...g, text: g.messages.join(' ') }));
  const repeated = new Set(
    groups.filter((g, i) => groups.findIndex((other) => other.text === g.text) !== i).map((g) => g.text),
  );
  const labelOf = (field: string) => bound.fields.find((f) => f.name === field)?.label;
  const linkText = ({ field, text }: (typeof groups)[number]) =>
    repeated.has(text) && labelOf(field) ? `${labelOf(field)}: ${text}` : text;
  const focus = (id: string) => (e: MouseEvent) => {
    e.preventDefault();
    document.getElementById(id)?.focus();
  };
  return (
    <div className="error-summary" role="alert">
      <p className="error-summary__title">{reader.text('forms.errorSummaryTitle')}</p>
      <ul>
        {groups.map((group) => (
          <li key={group.field}>
            <a href={`#root_${group.field}`} onClick={focus(`root_${group.field}`)}>
              {linkText(group)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
