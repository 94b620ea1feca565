/**
 * GET /api/BranchInfo/GetByBranchNumber?branchNumber= (accounts spec §7; "branch data (looked up by
 * the first 4 characters of the account number)"): the loan page's branch panel when the loan answer
 * carries no BranchInfo.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import type { Branch } from './get-branches';

/** Fetches one branch; the call rejects with 404 when there is none. */
export async function fetchBranchByNumber(branchNumber: string): Promise<Branch> {
  const { data } = await api.get('BranchInfo/GetByBranchNumber', { params: { branchNumber } });
  return data;
}

/** Query options per branch number; branches change rarely. */
export const branchByNumberQuery = (branchNumber: string) =>
  queryOptions({
    queryKey: ['locations', 'branchByNumber', branchNumber] as const,
    queryFn: () => fetchBranchByNumber(branchNumber),
    staleTime: 5 * 60_000,
  });

/** The branch `branchNumber`; asks only while `enabled`. */
export function useBranchByNumber(branchNumber: string, enabled: boolean) {
  return useQuery({ ...branchByNumberQuery(branchNumber), enabled: enabled && branchNumber !== '' });
}
