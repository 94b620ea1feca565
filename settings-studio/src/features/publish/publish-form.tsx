/**
 * The note and the Publish button. The note is required (it is what the history says about the
 * version); the call carries `If-Match` of the draft etag the publisher reviewed, so a draft that moved
 * meanwhile is refused (412) and the diff reloaded instead of publishing unseen changes.
 */
import { ErrorBanner } from '@studio/ui/error-banner';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { studioHistoryKey } from '@studio/api/get-history';
import { studioStateQueryKey } from '@studio/api/get-studio-state';
import { publishDraftMutation } from '@studio/api/publish-draft';
import { StudioApiError } from '@studio/api/studio-client';
import { publishErrorMessage, type PublishRefusalContext } from './publish-errors';
import { RequiredNoteField } from '@studio/ui/required-note-field';

/** Props: the etag of the draft shown, how many keys change, and what a refusal message needs. */
export interface PublishFormProps {
  draftEtag: string;
  changeCount: number;
  refusal: PublishRefusalContext;
}

/** Renders the form. */
export function PublishForm({ draftEtag, changeCount, refusal }: PublishFormProps) {
  const queryClient = useQueryClient();
  const noteId = useId();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const noteRef = useRef<HTMLTextAreaElement>(null);
  // The button is disabled while publishing, which drops focus to the body: the outcome takes it.
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const publish = useMutation({
    ...publishDraftMutation(),
    onSuccess: () => setNote(''),
    onError: (error) => {
      // The draft moved: show the new one rather than leave a diff that no longer matches.
      if (error instanceof StudioApiError && error.status === 412)
        void queryClient.invalidateQueries({ queryKey: studioStateQueryKey });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: studioStateQueryKey }),
        queryClient.invalidateQueries({ queryKey: studioHistoryKey }),
      ]),
  });

  useEffect(() => {
    if (publish.isError || publish.isSuccess) outcomeRef.current?.focus();
  }, [publish.isError, publish.isSuccess, publish.submittedAt]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim()) {
      setNoteError('Write a note: the history shows it as the reason for this version.');
      // The note is described by the message, so focusing it reads both.
      noteRef.current?.focus();
      return;
    }
    setNoteError(null);
    publish.mutate({ note: note.trim(), draftEtag });
  };

  return (
    <form className="publish-form" onSubmit={submit} noValidate>
      <RequiredNoteField id={noteId} value={note} onChange={setNote} error={noteError} textareaRef={noteRef} />
      <button type="submit" disabled={publish.isPending || changeCount === 0}>
        {publish.isPending ? 'Publishing…' : `Publish ${changeCount} ${changeCount === 1 ? 'change' : 'changes'}`}
      </button>
      {publish.isError ? (
        <ErrorBanner tabIndex={-1} ref={outcomeRef}>
          {publishErrorMessage(publish.error, refusal)}
        </ErrorBanner>
      ) : null}
      {publish.isSuccess ? (
        <p role="status" className="studio-success" tabIndex={-1} ref={outcomeRef}>
          Published version {publish.data.version}. Borrowers get it on their next visit.
        </p>
      ) : null}
    </form>
  );
}
