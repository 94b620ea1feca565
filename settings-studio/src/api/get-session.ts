/** `GET /studio/api/session`: the signed-in staff member, or 401 when there is no (or an expired) session. */
import { queryOptions } from '@tanstack/react-query';
import type { StudioSession } from '@schemas/studio/studio-api';
import { studioApi } from './studio-client';

/** Query key of the session; sign-in and sign-out write it directly. */
export const sessionQueryKey = ['studio', 'session'] as const;

/** Fetches the current session. */
export function getSession(signal?: AbortSignal): Promise<StudioSession> {
  return studioApi('GET', 'session', { signal });
}

/** The session query; a 401 is an answer (signed out), not something to retry. */
export const sessionQuery = () =>
  queryOptions({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => getSession(signal),
    retry: false,
    staleTime: 60_000,
  });
