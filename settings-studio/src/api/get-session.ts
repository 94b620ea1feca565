/** GET /studio/api/session: the signed-in staff member and the CSRF token (401 without a session). */
import { queryOptions } from '@tanstack/react-query';
import type { StudioSession } from '@schemas/studio/studio-api';
import { setCsrfToken, studioRequest } from './studio-client';

/** Query key of the staff session. */
export const studioSessionKey = ['studio', 'session'] as const;

/** Fetches the session and keeps its CSRF token for the calls that change something. */
export async function getStudioSession(signal?: AbortSignal): Promise<StudioSession> {
  const { data } = await studioRequest<StudioSession>('session', { signal });
  setCsrfToken(data.csrfToken);
  return data;
}

/** Query options of the session: a 401 is an answer (signed out), not something to retry. */
export const studioSessionQuery = () =>
  queryOptions({ queryKey: studioSessionKey, queryFn: ({ signal }) => getStudioSession(signal), retry: false, staleTime: 60_000 });
