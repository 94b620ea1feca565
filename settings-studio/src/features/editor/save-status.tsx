import type { DraftEntry } from '@schemas/studio/studio-api';
import { formatSavedAt } from '@studio/features/drafts/conflict-dialog';
import type { LocalEdit } from '@studio/features/drafts/draft-store';

/** Props of the save status line. */
export interface SaveStatusProps {
  edit: LocalEdit | undefined;
  /** The server's draft entry of the key, if any. */
  draft: DraftEntry | undefined;
  /** True when this visit saved the key at least once. */
  savedHere: boolean;
  onRetry(): void;
}

/** Where the key's value stands: saving, saved, or not saved (with why and a retry). Announced politely. */
export function SaveStatus({ edit, draft, savedHere, onRetry }: SaveStatusProps) {
  let text: string;
  let retry = false;
  if (!edit)
    text = savedHere
      ? 'Saved.'
      : draft
        ? `Draft by ${draft.updatedBy}, ${formatSavedAt(draft.updatedAt)}.`
        : 'Published value: no draft change.';
  else if (edit.status === 'pending' || edit.status === 'saving') text = 'Saving…';
  else if (edit.status === 'invalid') text = 'Not saved: fix the problem above. What you typed is kept on this device.';
  else if (edit.status === 'conflict') text = 'Not saved: someone else changed this setting. Choose a value.';
  else {
    text = `Not saved: ${edit.message ?? 'the save failed.'} What you typed is kept on this device.`;
    retry = edit.status === 'error';
  }
  const failed = edit !== undefined && edit.status !== 'pending' && edit.status !== 'saving';
  return (
    <div className={`save-status${failed ? ' save-status--failed' : ''}`}>
      <p role="status">{text}</p>
      {retry ? (
        <button type="button" className="secondary" onClick={onRetry}>
          Retry
        </button>
      ) : null}
    </div>
  );
}
