/** GET /studio/api/state: published values, the draft per key, its etag and the studio config (decision 250). */
import { queryOptions } from '@tanstack/react-query';
import type { StudioState } from '@schemas/studio/studio-api';
import { studioRequest } from './studio-client';

/** Query key of the state; every draft, publish or config change invalidates it. */
export const studioStateKey = ['studio', 'state'] as const;

/** Fetches the whole studio state. */
export async function getStudioState(signal?: AbortSignal): Promise<StudioState> {
  const { data } = await studioRequest<StudioState>('state', { signal });
  return data;
}

/** Query options of the state. */
export const studioStateQuery = () => queryOptions({ queryKey: studioStateKey, queryFn: ({ signal }) => getStudioState(signal) });
