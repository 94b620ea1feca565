/**
 * The audit page's filters: person, action, from and to. Applied when submitted (Enter or the button),
 * so typing a name does not ask the server on every key.
 */
import { useId, useState, type FormEvent } from 'react';
import { staffAuditActions } from '@schemas/studio/staff-audit';
import { noAuditFilters, type AuditFilters } from '@studio/api/get-audit-log';
import { actionLabels } from './action-labels';

/** Props of the filter form. */
export interface AuditFiltersFormProps {
  /** Called with the filters to show once the form is submitted (or cleared). */
  onApply(filters: AuditFilters): void;
}

/** Renders the labelled filters with Apply and Clear. */
export function AuditFiltersForm({ onApply }: AuditFiltersFormProps) {
  const id = useId();
  const [draft, setDraft] = useState<AuditFilters>(noAuditFilters);
  const [rangeError, setRangeError] = useState(false);
  const set = (name: keyof AuditFilters) => (event: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [name]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const backwards = draft.from !== '' && draft.to !== '' && draft.to < draft.from;
    setRangeError(backwards);
    if (!backwards) onApply(draft);
  };
  const clear = () => {
    setDraft(noAuditFilters);
    setRangeError(false);
    onApply(noAuditFilters);
  };

  return (
    <form className="audit-filters" aria-label="Filter the audit log" onSubmit={submit} noValidate>
      <div className="audit-filter">
        <label htmlFor={`${id}-actor`}>Person (user name)</label>
        <input
          id={`${id}-actor`}
          type="text"
          autoComplete="off"
          spellCheck={false}
          maxLength={100}
          value={draft.actor}
          onChange={set('actor')}
        />
      </div>
      <div className="audit-filter">
        <label htmlFor={`${id}-action`}>Action</label>
        <select id={`${id}-action`} value={draft.action} onChange={set('action')}>
          <option value="">Any action</option>
          {staffAuditActions.map((action) => (
            <option key={action} value={action}>
              {actionLabels[action]}
            </option>
          ))}
        </select>
      </div>
      <div className="audit-filter">
        <label htmlFor={`${id}-from`}>From (day, UTC)</label>
        <input id={`${id}-from`} type="date" value={draft.from} onChange={set('from')} />
      </div>
      <div className="audit-filter">
        <label htmlFor={`${id}-to`}>To (day, UTC)</label>
        <input
          id={`${id}-to`}
          type="date"
          value={draft.to}
          onChange={set('to')}
          aria-invalid={rangeError ? true : undefined}
          aria-describedby={rangeError ? `${id}-to-error` : undefined}
        />
        {rangeError ? (
          <p id={`${id}-to-error`} className="field-error">
            The last day comes before the first.
          </p>
        ) : null}
      </div>
      <div className="audit-filter-buttons">
        <button type="submit">Apply filters</button>
        <button type="button" className="secondary" onClick={clear}>
          Clear
        </button>
      </div>
    </form>
  );
}
