/**
 * GET /api/BranchInfo/Get (spec §7), with the designed search parameters of decision 166: `zip` (exactly 5
 * digits) or `latitude` and `longitude`; the answer is then sorted nearest first with a `Distance` in miles.
 * A zip the offline dataset does not know answers 404 NotFound.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '@contract/api-types';
import { api } from '../api-client';

/** A branch (spec §3 "Branch"). */
export type Branch = components['schemas']['Branch'];

/** Where to search from: nothing (all branches), a zip, or a position. */
export type BranchSearch =
  | { kind: 'all' }
  | { kind: 'zip'; zip: string }
  | { kind: 'position'; latitude: number; longitude: number };

/** Fetches the branches for a search. */
export async function fetchBranches(search: BranchSearch): Promise<Branch[]> {
  const params =
    search.kind === 'zip'
      ? { zip: search.zip }
      : search.kind === 'position'
        ? { latitude: search.latitude.toFixed(4), longitude: search.longitude.toFixed(4) }
        : {};
  const { data } = await api.get('BranchInfo/Get', { params });
  return Array.isArray(data) ? data : [];
}

/** Query options per search; branches change rarely. */
export const branchesQuery = (search: BranchSearch) =>
  queryOptions({
    queryKey: ['locations', 'branches', search] as const,
    queryFn: () => fetchBranches(search),
    staleTime: 5 * 60_000,
  });

/** The branches of a search; the previous list stays while the next one loads (no flicker while typing). */
export function useBranchesQuery(search: BranchSearch) {
  return useQuery({ ...branchesQuery(search), placeholderData: keepPreviousData });
}
