import { useEffect, useRef } from 'react';
import type { DraftConflict } from '@schemas/studio/studio-api';
import { StudioModal } from '@studio/ui/studio-modal';
import './conflict-dialog.css';

/** Props of the conflict dialog. */
export interface ConflictDialogProps {
  /** The key's name as shown to staff. */
  label: string;
  conflict: DraftConflict;
  onKeepMine(): void;
  onTakeTheirs(): void;
}

/** A save time for staff, in UTC (the sandbox's zone), e.g. 'Nov 24, 2026, 17:40 UTC'. */
export function formatSavedAt(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const text = date.toLocaleString('en-US', {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return `${text} UTC`;
}

/**
 * Shown when a save got 412: someone else saved the key since this editor loaded it. Both values are
 * shown, with who saved theirs and when; the staff member chooses one (there is no silent overwrite).
 */
export function ConflictDialog({ label, conflict, onKeepMine, onTakeTheirs }: ConflictDialogProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => headingRef.current?.focus(), []);

  // Modal until a value is chosen: Tab stays among its buttons, and Escape does not close it (no onClose).
  return (
    <StudioModal
      className="conflict"
      title={
        <>
          {conflict.theirs.updatedBy} also changed {label}
        </>
      }
      titleRef={headingRef}
      onClose={null}
      focusables={'button'}
    >
      <p>
        Your save was not applied because {conflict.theirs.updatedBy} saved this setting first. Choose the value to
        keep.
      </p>
      <div className="conflict__values">
        <section aria-label="Your value">
          <h3>Yours</h3>
          <pre className="conflict__value">{conflict.yours === '' ? '(empty)' : conflict.yours}</pre>
        </section>
        <section aria-label="Their value">
          <h3>Theirs</h3>
          <p className="conflict__who">
            Saved by {conflict.theirs.updatedBy} on {formatSavedAt(conflict.theirs.updatedAt)}
          </p>
          <pre className="conflict__value">{conflict.theirs.value === '' ? '(empty)' : conflict.theirs.value}</pre>
        </section>
      </div>
      <div className="conflict__actions">
        <button type="button" onClick={onKeepMine}>
          Keep mine
        </button>
        <button type="button" className="secondary" onClick={onTakeTheirs}>
          Use theirs
        </button>
      </div>
    </StudioModal>
  );
}
