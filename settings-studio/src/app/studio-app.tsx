import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { sessionQuery, sessionQueryKey } from '@studio/api/get-session';
import { hasStatus, setCsrfToken } from '@studio/api/studio-client';
import { SignInPage } from '@studio/features/session/sign-in-page';
import { hasSignedInHint, setSignedInHint } from '@studio/features/session/signed-in-hint';
import type { SessionEnd } from './studio-shell';

// The shell (router, catalogue, editors, preview) loads only once someone is signed in: the first page stays small.
const StudioShell = lazy(() => import('./studio-shell'));

/** The studio: the sign-in page until a staff session exists, then the shell. */
export function StudioApp() {
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<string | undefined>();
  // Ask the server only when this browser signed in before (see signed-in-hint.ts).
  const session = useQuery({ ...sessionQuery(), enabled: hasSignedInHint() });
  const expired = hasStatus(session.error, 401);

  useEffect(() => {
    if (session.data) setCsrfToken(session.data.csrfToken);
    if (expired) setSignedInHint(false);
  }, [session.data, expired]);

  const onSessionEnd = useCallback(
    (why: SessionEnd) => {
      setSignedInHint(false);
      setCsrfToken(null);
      setNotice(
        why === 'ended' ? 'Your session has ended. Sign in again; what you typed is kept.' : 'You are signed out.',
      );
      // Removed, not reset: a reset would ask the server again and get the 401 this sign-out caused.
      // The notice re-renders the app, whose session query is now disabled (no hint) and empty.
      queryClient.removeQueries({ queryKey: ['studio', 'state'] });
      queryClient.removeQueries({ queryKey: sessionQueryKey });
    },
    [queryClient],
  );

  if (session.data) {
    return (
      <Suspense fallback={<p className="studio-loading">Loading the studio…</p>}>
        <StudioShell session={session.data} onSessionEnd={onSessionEnd} />
      </Suspense>
    );
  }
  if (hasSignedInHint() && session.isPending) return <p className="studio-loading">Checking your session…</p>;
  return <SignInPage notice={expired ? 'Your session has ended. Sign in again.' : notice} />;
}
