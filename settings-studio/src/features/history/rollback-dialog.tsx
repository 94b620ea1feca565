/**
 * Confirms a rollback with a note (decision 259). A modal dialog: focus moves to the note when it opens,
 * Tab stays inside, Escape or Cancel closes it, and focus goes back to the button that opened it, so a
 * keyboard user never loses their place in the history.
 */
import { ErrorBanner } from '@studio/ui/error-banner';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AwaitingApproval, Published } from '@schemas/studio/studio-api';
import { studioHistoryKey } from '@studio/api/get-history';
import { studioStateQueryKey } from '@studio/api/get-studio-state';
import { rollbackVersionMutation } from '@studio/api/rollback-version';
import { hasStatus } from '@studio/api/studio-client';
import { RequiredNoteField } from '@studio/ui/required-note-field';
import { StudioModal } from '@studio/ui/studio-modal';

/** Props: the version to restore, the current one, and what happens when the dialog closes. */
export interface RollbackDialogProps {
  version: number;
  currentVersion: number;
  /** The server's answer (the new version, or four eyes waiting for a second publisher); undefined on cancel. */
  onClose: (answer?: Published | AwaitingApproval) => void;
}

function rollbackErrorMessage(error: unknown): string {
  if (hasStatus(error, 403)) return 'Not rolled back: only publishers can roll back.';
  if (hasStatus(error, 401)) return 'Not rolled back: your studio session ended. Sign in again.';
  return `Not rolled back: ${error instanceof Error ? error.message : 'try again'}`;
}

/** Renders the dialog. */
export function RollbackDialog({ version, currentVersion, onClose }: RollbackDialogProps) {
  const queryClient = useQueryClient();
  const noteId = useId();
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const rollback = useMutation({
    ...rollbackVersionMutation(),
    onSuccess: async (answer) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: studioHistoryKey }),
        queryClient.invalidateQueries({ queryKey: studioStateQueryKey }),
      ]);
      onClose(answer);
    },
  });

  useEffect(() => noteRef.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim()) {
      setNoteError('Write a note: the history shows it as the reason for the rollback.');
      noteRef.current?.focus();
      return;
    }
    setNoteError(null);
    rollback.mutate({ version, note: note.trim() });
  };

  return (
    <StudioModal
      className="rollback-dialog"
      title={<>Roll back to version {version}?</>}
      onClose={onClose}
      focusables={'textarea, button:not([disabled])'}
    >
      <p>
        Borrowers get version {currentVersion} now. Rolling back publishes a new version with the settings of version{' '}
        {version}; the history keeps every version. Drafts are not changed.
      </p>
      <form onSubmit={submit} noValidate>
        <RequiredNoteField id={noteId} value={note} onChange={setNote} error={noteError} textareaRef={noteRef} />
        {rollback.isError ? <ErrorBanner>{rollbackErrorMessage(rollback.error)}</ErrorBanner> : null}
        <div className="rollback-actions">
          <button type="submit" disabled={rollback.isPending}>
            {rollback.isPending ? 'Rolling back…' : `Roll back to version ${version}`}
          </button>
          <button type="button" className="secondary" onClick={() => onClose()}>
            Cancel
          </button>
        </div>
      </form>
    </StudioModal>
  );
}
