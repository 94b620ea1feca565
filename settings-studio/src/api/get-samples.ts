/** GET /studio/api/samples: the sample institutions one can switch to. */
import { queryOptions } from '@tanstack/react-query';
import type { SampleSummary } from '@schemas/studio/studio-api';
import { studioApi } from './studio-client';

/** Fetches the samples. */
export function getSamples(signal?: AbortSignal): Promise<SampleSummary[]> {
  return studioApi('GET', 'samples', { signal });
}

/** The samples are folders in the repository: fetched once per page load. */
export const samplesQuery = () =>
  queryOptions({
    queryKey: ['studio', 'samples'] as const,
    queryFn: ({ signal }) => getSamples(signal),
    staleTime: Infinity,
  });
