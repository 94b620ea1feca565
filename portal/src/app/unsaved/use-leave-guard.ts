/**
 * `useLeaveGuard()`: while the unsaved-changes flag is set, an in-app navigation is held by
 * react-router's `useBlocker` and the unsaved-changes dialog asks: No cancels, Yes clears the flag
 * and proceeds. Call it once in the layout that hosts editing screens (react-router keeps one
 * active blocker). Closing or reloading the tab is the leave-page warning's job, not this one's.
 */
import { useEffect } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { closeDialog, openDialog } from '@/session/dialog-store';
import { clearUnsavedChanges, hasUnsavedChanges } from '@/session/unsaved-store';

/** Blocks only real page changes, and reads the flag at navigation time (logout clears it first). */
export const shouldBlockLeave: BlockerFunction = ({ currentLocation, nextLocation }) =>
  hasUnsavedChanges() &&
  (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search);

/** Guards in-app navigation while there are unsaved changes. */
export function useLeaveGuard(): void {
  const blocker = useBlocker(shouldBlockLeave);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const id = openDialog({
      kind: 'unsavedNavigation',
      onNo: () => blocker.reset(),
      onYes: () => {
        clearUnsavedChanges();
        blocker.proceed();
      },
    });
    return () => closeDialog(id);
  }, [blocker]);
}
