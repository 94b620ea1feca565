/** GET /studio/api/samples: the sample institutions one can switch to. */
import { queryOptions } from '@tanstack/react-query';
import type { SampleSummary } from '@schemas/studio/studio-api';
import { studioRequest } from './studio-client';

/** Fetches the samples. */
export async function getSamples(signal?: AbortSignal): Promise<SampleSummary[]> {
  const { data } = await studioRequest<SampleSummary[]>('samples', { signal });
  return data;
}

/** The samples are folders in the repository: fetched once per page load. */
export const samplesQuery = () => queryOptions({ queryKey: ['studio', 'samples'] as const, queryFn: ({ signal }) => getSamples(signal), staleTime: Infinity });
