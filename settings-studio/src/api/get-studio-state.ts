/** `GET /studio/api/state`: the published version, every draft entry with its revision, and the config. */
import { queryOptions } from '@tanstack/react-query';
import type { StudioState } from '@schemas/studio/studio-api';
import { studioApi } from './studio-client';

/** Query key of the state; draft saves patch it in place. */
export const studioStateQueryKey = ['studio', 'state'] as const;

/** Fetches the state. */
export function getStudioState(signal?: AbortSignal): Promise<StudioState> {
  return studioApi('GET', 'state', { signal });
}

/** The state query. */
export const studioStateQuery = () =>
  queryOptions({ queryKey: studioStateQueryKey, queryFn: ({ signal }) => getStudioState(signal), staleTime: 10_000 });
