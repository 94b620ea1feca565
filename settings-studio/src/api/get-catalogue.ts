/** `GET /studio/api/catalogue`: every setting and institution option the studio edits. */
import { queryOptions } from '@tanstack/react-query';
import type { StudioCatalogue } from '@schemas/studio/studio-api';
import { studioApi } from './studio-client';

/** Fetches the catalogue. */
export function getCatalogue(signal?: AbortSignal): Promise<StudioCatalogue> {
  return studioApi('GET', 'catalogue', { signal });
}

/** The catalogue changes only with a deploy: fetched once per visit. */
export const catalogueQuery = () =>
  queryOptions({
    queryKey: ['studio', 'catalogue'] as const,
    queryFn: ({ signal }) => getCatalogue(signal),
    staleTime: Infinity,
  });
