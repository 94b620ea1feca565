import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { createHashRouter, Navigate, RouterProvider } from 'react-router';
import type { StudioSession, StudioState } from '@schemas/studio/studio-api';
import { studioStateQueryKey } from '@studio/api/get-studio-state';
import { resumePending, setAutosaveHooks } from '@studio/features/drafts/autosave';
import { openDraftsOf } from '@studio/features/drafts/draft-store';
import { withSavedDraft } from '@studio/features/drafts/effective-values';
import { useLiveFeed } from '@studio/features/live/use-live-feed';
import { ShellLayout } from '@studio/features/shell/shell-layout';

const EditPage = lazy(() => import('@studio/features/editor/edit-page'));
const PublishRoute = lazy(() => import('./publish-route'));
const HistoryRoute = lazy(() => import('./history-route'));
const ChangeRequestsRoute = lazy(() => import('./change-requests-route'));
const BulkRoute = lazy(() => import('./bulk-route'));
const TransferRoute = lazy(() => import('./transfer-route'));
const AuditRoute = lazy(() => import('./audit-route'));
const AccountPage = lazy(() => import('@studio/features/session/account-page'));

/** Why the shell closed: the staff member signed out, or the server ended the session. */
export type SessionEnd = 'signed-out' | 'ended';

/** Props of the signed-in studio. */
export interface StudioShellProps {
  session: StudioSession;
  onSessionEnd(why: SessionEnd): void;
}

const page = (element: React.ReactNode) => (
  <Suspense fallback={<p className="studio-loading">Loading…</p>}>{element}</Suspense>
);

/**
 * The signed-in studio: header and navigation, then the page of the route (#/, #/publish, #/changes, #/bulk, #/history,
 * #/transfer, #/audit, #/account).
 */
export default function StudioShell({ session, onSessionEnd }: StudioShellProps) {
  const queryClient = useQueryClient();
  // Before any editor reads the store: it holds this staff member's kept edits and no one else's.
  useState(() => openDraftsOf(session.user.userName));
  // Colleagues' drafts and presence arrive while the studio is open (decision 365).
  useLiveFeed();

  useEffect(() => {
    setAutosaveHooks({
      onSaved: (scope, saved) =>
        queryClient.setQueryData<StudioState>(studioStateQueryKey, (s) => (s ? withSavedDraft(s, scope, saved) : s)),
      onSignedOut: () => onSessionEnd('ended'),
    });
    // Edits kept locally from an earlier visit or a failed save go out again now, and whenever the connection returns.
    resumePending();
    window.addEventListener('online', resumePending);
    return () => window.removeEventListener('online', resumePending);
  }, [queryClient, onSessionEnd]);

  const router = useMemo(
    () =>
      createHashRouter([
        {
          element: <ShellLayout session={session} onSignedOut={() => onSessionEnd('signed-out')} />,
          children: [
            { index: true, element: page(<EditPage session={session} />) },
            { path: 'publish', element: page(<PublishRoute />) },
            { path: 'changes', element: page(<ChangeRequestsRoute />) },
            { path: 'changes/:id', element: page(<ChangeRequestsRoute />) },
            { path: 'bulk', element: page(<BulkRoute />) },
            { path: 'history', element: page(<HistoryRoute />) },
            { path: 'transfer', element: page(<TransferRoute />) },
            { path: 'audit', element: page(<AuditRoute />) },
            { path: 'account', element: page(<AccountPage session={session} />) },
            { path: '*', element: <Navigate to="/" replace /> },
          ],
        },
      ]),
    [session, onSessionEnd],
  );
  return <RouterProvider router={router} />;
}
