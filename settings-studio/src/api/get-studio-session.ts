/** GET /studio/api/session: the signed-in staff member and the CSRF token for changes. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StudioSession } from '@schemas/studio/studio-api';
import { studioJson } from './studio-json';

/** Query options of the staff session (401 when nobody is signed in). */
export const studioSessionQuery = () =>
  queryOptions({
    queryKey: ['studio', 'session'],
    queryFn: () => studioJson<StudioSession>('/studio/api/session'),
    retry: false,
  });

/** The staff session, if any. */
export const useStudioSession = () => useQuery(studioSessionQuery());
