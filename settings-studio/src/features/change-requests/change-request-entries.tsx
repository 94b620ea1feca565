/**
 * The keys of a change request: each proposed value over the live value it was written over, the
 * other requests that change the key too, the key's comment threads, and a field to change the value
 * or add a key (decision 340).
 */
import { ErrorBanner } from '@studio/ui/error-banner';
import { useState, type FormEvent } from 'react';
import type { ChangeRequestDetail, ChangeRequestEntry } from '@schemas/studio/change-requests';
import { KeyLabel } from '@studio/ui/key-label';
import { CommentThreads } from './comment-threads';
import { useChangeRequestActions } from './use-change-request-actions';

/** Props of the entry list. */
export interface ChangeRequestEntriesProps {
  request: ChangeRequestDetail;
  /** Editors and publishers may change values while the request is not published. */
  canEdit: boolean;
  canComment: boolean;
}

function ValueForm({
  request,
  entry,
  label,
  submit,
}: {
  request: ChangeRequestDetail;
  entry?: ChangeRequestEntry;
  label: string;
  submit: string;
}) {
  const { save } = useChangeRequestActions();
  const [key, setKey] = useState(entry?.key ?? '');
  const [value, setValue] = useState(entry?.value ?? '');
  const send = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { requestId: request.id, key: key.trim(), value, revision: entry?.revision ?? 0 },
      { onSuccess: () => (entry ? undefined : (setKey(''), setValue(''))) },
    );
  };
  return (
    <form className="cr-value-form" onSubmit={send}>
      {entry ? null : (
        <label>
          Setting key
          <input value={key} onChange={(e) => setKey(e.target.value)} required />
        </label>
      )}
      <label>
        {label}
        <textarea value={value} rows={2} onChange={(e) => setValue(e.target.value)} />
      </label>
      <button type="submit">{submit}</button>
      {save.isError ? <ErrorBanner>{save.error.message}</ErrorBanner> : null}
    </form>
  );
}

/** Every key of the request with its value, base, overlaps and comments. */
export function ChangeRequestEntries({ request, canEdit, canComment }: ChangeRequestEntriesProps) {
  return (
    <section aria-labelledby="cr-entries-title">
      <h3 id="cr-entries-title">Changes</h3>
      {request.entries.length === 0 ? <p>No keys yet.</p> : null}
      <ul className="cr-entries">
        {request.entries.map((entry) => {
          const overlap = request.overlaps.find((o) => o.key === entry.key && o.scope === entry.scope);
          return (
            <li key={`${entry.scope}:${entry.key}`} className="cr-entry">
              <h4>
                <KeyLabel storedKey={entry.key} />
              </h4>
              <dl>
                <dt>Proposed</dt>
                <dd>{entry.value === '' ? <span className="value-empty">empty</span> : entry.value}</dd>
                <dt>Live when written</dt>
                <dd>{entry.base === '' ? <span className="value-empty">empty</span> : entry.base}</dd>
              </dl>
              {overlap ? (
                <p className="cr-overlap">
                  Also changed in change request {overlap.requestIds.map((id) => `#${id}`).join(', ')}
                </p>
              ) : null}
              {canEdit ? (
                <ValueForm
                  key={entry.revision}
                  request={request}
                  entry={entry}
                  label={`New value for ${entry.key}`}
                  submit="Save value"
                />
              ) : null}
              <CommentThreads request={request} keyName={entry.key} canComment={canComment} />
            </li>
          );
        })}
      </ul>
      {canEdit ? <ValueForm request={request} label="Value" submit="Add to request" /> : null}
    </section>
  );
}
