/**
 * Reset to the catalogue defaults (decision 371): a section's keys, all or a selection, planned by the server
 * (only keys whose live value is set and differs from the default, with each text's Spanish key) and confirmed
 * in a dialog that lists every key with its value now and its default.
 */
import { useMutation } from '@tanstack/react-query';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import type { StudioCatalogue } from '@schemas/studio/studio-api';
import { planBulkResetMutation } from '@studio/api/plan-bulk-reset';
import { ErrorBanner } from '@studio/ui/error-banner';
import { KeyLabel } from '@studio/ui/key-label';
import { BulkConfirmDialog } from './bulk-confirm-dialog';

/** A value in the dialog's table: empty said in words. */
function Value({ value }: { value: string }) {
  return value === '' ? <span className="value-empty">empty</span> : <>{value}</>;
}

/** Props: the catalogue whose sections are offered. */
export interface ResetSectionProps {
  catalogue: StudioCatalogue;
}

/** The reset form and its confirm dialog. */
export function ResetSection({ catalogue }: ResetSectionProps) {
  const sections = [...new Set(catalogue.settings.map((d) => d.section))];
  const [section, setSection] = useState(sections[0] ?? '');
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  const plan = useMutation(planBulkResetMutation());
  const keys = catalogue.settings.filter((d) => d.section === section).map((d) => d.key);
  const chosen = keys.filter((key) => !left.has(key));
  const changes = plan.data?.changes ?? [];

  const review = (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length === 0) {
      setProblem('Choose at least one key to reset.');
      return;
    }
    setProblem(null);
    plan.mutate(chosen, { onSuccess: (answer) => setOpen(answer.changes.length > 0) });
  };
  const close = useCallback(() => {
    setOpen(false);
    openerRef.current?.focus();
  }, []);

  return (
    <section aria-labelledby="bulk-reset-title" className="bulk-section">
      <h2 id="bulk-reset-title">Reset to the catalogue defaults</h2>
      <form onSubmit={review} noValidate>
        <label>
          Section
          <select
            value={section}
            onChange={(e) => {
              setSection(e.target.value);
              setLeft(new Set());
              plan.reset();
            }}
          >
            {sections.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </label>
        <fieldset>
          <legend>
            Keys to reset ({chosen.length} of {keys.length})
          </legend>
          <ul className="bulk-keys">
            {keys.map((key) => (
              <li key={key}>
                <label>
                  <input
                    type="checkbox"
                    checked={!left.has(key)}
                    onChange={(e) => {
                      const next = new Set(left);
                      if (e.target.checked) next.delete(key);
                      else next.add(key);
                      setLeft(next);
                    }}
                  />
                  {key}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <button type="submit" ref={openerRef} disabled={plan.isPending}>
          Review the reset…
        </button>
        {problem ? <ErrorBanner>{problem}</ErrorBanner> : null}
        {plan.isError ? <ErrorBanner>The reset could not be planned: {plan.error.message}</ErrorBanner> : null}
        <p role="status">
          {plan.isSuccess && changes.length === 0
            ? 'Every chosen key already has its catalogue default: there is nothing to reset.'
            : ''}
        </p>
      </form>
      {open ? (
        <BulkConfirmDialog
          title={`Reset ${changes.length === 1 ? '1 value' : `${changes.length} values`} to the catalogue defaults?`}
          operation={{ kind: 'reset', keys: changes.map((c) => c.key) }}
          confirm="Reset into the change request"
          onClose={close}
        >
          <table className="bulk-table">
            <thead>
              <tr>
                <th scope="col">Key</th>
                <th scope="col">Now</th>
                <th scope="col">Default</th>
              </tr>
            </thead>
            <tbody>
              {changes.map((change) => (
                <tr key={change.key}>
                  <th scope="row">
                    <KeyLabel storedKey={change.key} />
                  </th>
                  <td>
                    <Value value={change.current} />
                  </td>
                  <td>
                    <Value value={change.value} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </BulkConfirmDialog>
      ) : null}
    </section>
  );
}
