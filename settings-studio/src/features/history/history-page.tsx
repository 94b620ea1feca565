/**
 * #/history: every published version, newest first, each expandable to its changes; publishers roll back
 * to an earlier version, which publishes a new version equal to it (decision 259).
 */
import { ErrorBanner } from '@studio/ui/error-banner';
import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AwaitingApproval, Published } from '@schemas/studio/studio-api';
import { isAwaiting } from '@studio/api/awaiting-approval';
import { studioHistoryQuery } from '@studio/api/get-history';
import { sessionQuery } from '@studio/api/get-session';
import { HistoryEntryItem } from './history-entry';
import { RollbackDialog } from './rollback-dialog';
import '@studio/ui/studio-page.css';
import './history.css';

/** The history page. */
export function HistoryPage() {
  const session = useQuery(sessionQuery());
  const history = useQuery({ ...studioHistoryQuery(), refetchOnMount: 'always' });
  const [target, setTarget] = useState<number | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const isPublisher = session.data?.user.role === 'publisher';

  const openDialog = (version: number, trigger: HTMLButtonElement) => {
    triggerRef.current = trigger;
    setDone(null);
    setTarget(version);
  };
  const closeDialog = (answer?: Published | AwaitingApproval) => {
    const restored = target;
    setTarget(null);
    if (answer === undefined) {
      // Cancelled: back to the button that opened the dialog.
      requestAnimationFrame(() => triggerRef.current?.focus());
      return;
    }
    if (isAwaiting(answer)) return setDone(answer.message);
    setDone(
      `Rolled back: version ${answer.version} restores the settings of version ${restored}. Borrowers get it on their next visit.`,
    );
  };

  // After a rollback the trigger's version moved down the list; the confirmation is where the keyboard user continues.
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const entries = history.data ?? [];
  const live = entries[0]?.version;
  return (
    <section className="studio-page history-page" aria-labelledby="history-title">
      <h1 id="history-title" tabIndex={-1}>
        History
      </h1>
      {done ? (
        <p ref={doneRef} tabIndex={-1} role="status" className="studio-success">
          {done}
        </p>
      ) : null}
      {history.isPending ? <p role="status">Loading the history…</p> : null}
      {history.isError ? <ErrorBanner>The history could not be loaded: {history.error.message}</ErrorBanner> : null}
      {history.isSuccess && entries.length === 0 ? <p>Nothing has been published yet.</p> : null}
      <ol className="history-list">
        {entries.map((entry) => (
          <HistoryEntryItem
            key={entry.version}
            entry={entry}
            live={entry.version === live}
            onRollback={isPublisher ? openDialog : undefined}
          />
        ))}
      </ol>
      {target !== null && live !== undefined ? (
        <RollbackDialog version={target} currentVersion={live} onClose={closeDialog} />
      ) : null}
    </section>
  );
}
