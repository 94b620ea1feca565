/** GET /studio/api/catalogue: every setting key with its kind and description, and the institution options. */
import { queryOptions } from '@tanstack/react-query';
import type { StudioCatalogue } from '@schemas/studio/studio-api';
import { studioRequest } from './studio-client';

/** Fetches the catalogue. */
export async function getStudioCatalogue(signal?: AbortSignal): Promise<StudioCatalogue> {
  const { data } = await studioRequest<StudioCatalogue>('catalogue', { signal });
  return data;
}

/** The catalogue changes only with a deploy: fetched once per page load. */
export const studioCatalogueQuery = () =>
  queryOptions({ queryKey: ['studio', 'catalogue'] as const, queryFn: ({ signal }) => getStudioCatalogue(signal), staleTime: Infinity });
