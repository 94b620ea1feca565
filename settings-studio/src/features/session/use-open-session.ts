import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { StudioSession } from '@schemas/studio/studio-api';
import { sessionQueryKey } from '@studio/api/get-session';
import { setCsrfToken } from '@studio/api/studio-client';
import { setSignedInHint } from './signed-in-hint';

/** Opens the studio with a session a sign-in step answered (password, code or enrolment). */
export function useOpenSession(): (session: StudioSession) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (session) => {
      setCsrfToken(session.csrfToken);
      setSignedInHint(true);
      queryClient.setQueryData(sessionQueryKey, session);
    },
    [queryClient],
  );
}
