/**
 * Confirms a bulk change (decision 371): what it changes (the caller's list), and the change request it lands
 * in, a new one named here or one not yet published. A modal dialog: focus moves to the request's name when
 * it opens, Tab stays inside, Escape or Cancel closes it and the opener takes focus back. Once written, the
 * request opens; nothing is live until it is reviewed and published.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { BulkOperation, BulkTarget } from '@schemas/studio/bulk-changes';
import { applyBulkChangeMutation } from '@studio/api/apply-bulk-change';
import { changeRequestsKey, changeRequestsQuery } from '@studio/api/get-change-requests';
import { ErrorBanner } from '@studio/ui/error-banner';
import { StudioModal } from '@studio/ui/studio-modal';

/** Props of the dialog. */
export interface BulkConfirmDialogProps {
  /** The dialog's heading, a question (`Reset 3 keys to their defaults?`). */
  title: string;
  /** What the change does, key by key. */
  children: ReactNode;
  operation: BulkOperation;
  /** The confirm button's words. */
  confirm: string;
  /** Called on Cancel or Escape; the opener takes focus back. */
  onClose(): void;
}

/** Renders the dialog. */
export function BulkConfirmDialog({ title, children, operation, confirm, onClose }: BulkConfirmDialogProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const nameRef = useRef<HTMLInputElement>(null);
  useEffect(() => nameRef.current?.focus(), []);

  const requests = useQuery(changeRequestsQuery());
  const editable = (requests.data ?? []).filter((r) => r.status !== 'published');
  const [into, setInto] = useState<'new' | 'existing'>('new');
  const [name, setName] = useState('');
  const [requestId, setRequestId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const apply = useMutation({
    ...applyBulkChangeMutation(),
    onSuccess: (request) => {
      void queryClient.invalidateQueries({ queryKey: changeRequestsKey });
      void navigate(`/changes/${request.id}`);
    },
  });

  const send = (event: FormEvent) => {
    event.preventDefault();
    const chosen = requestId || String(editable[0]?.id ?? '');
    const target: BulkTarget | null =
      into === 'new' ? (name.trim() ? { title: name.trim() } : null) : chosen ? { requestId: Number(chosen) } : null;
    if (!target) {
      setProblem(into === 'new' ? 'Name the new change request.' : 'Choose a change request.');
      if (into === 'new') nameRef.current?.focus();
      return;
    }
    setProblem(null);
    apply.mutate({ target, operation });
  };

  return (
    <StudioModal
      className="bulk-dialog"
      title={<>{title}</>}
      onClose={onClose}
      focusables={'input:not([disabled]), select:not([disabled]), button:not([disabled])'}
    >
      {children}
      <form onSubmit={send} noValidate>
        <fieldset>
          <legend>The changes go into a change request, as drafts for review</legend>
          <label>
            <input type="radio" name="into" checked={into === 'new'} onChange={() => setInto('new')} />A new change
            request named
          </label>
          <input
            ref={nameRef}
            aria-label="Name of the new change request"
            value={name}
            onChange={(e) => (setName(e.target.value), setInto('new'))}
          />
          <label>
            <input
              type="radio"
              name="into"
              checked={into === 'existing'}
              disabled={editable.length === 0}
              onChange={() => setInto('existing')}
            />
            A change request not yet published
          </label>
          <select
            aria-label="Change request"
            value={requestId}
            disabled={editable.length === 0}
            onChange={(e) => (setRequestId(e.target.value), setInto('existing'))}
          >
            {editable.map((r) => (
              <option key={r.id} value={r.id}>
                #{r.id} {r.title} ({r.author})
              </option>
            ))}
          </select>
        </fieldset>
        {problem ? <ErrorBanner>{problem}</ErrorBanner> : null}
        {apply.isError ? <ErrorBanner>Nothing was changed: {apply.error.message}</ErrorBanner> : null}
        <div className="bulk-dialog__actions">
          <button type="submit" disabled={apply.isPending}>
            {apply.isPending ? 'Writing…' : confirm}
          </button>
          <button type="button" className="secondary" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </StudioModal>
  );
}
