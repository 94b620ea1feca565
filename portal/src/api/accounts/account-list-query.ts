/**
 * GET /api/accountList (accounts spec §7) without the React hook: the dashboard's route loader starts
 * this request from the entry chunk, which must not carry TanStack's query observer for the login
 * route (docs/decisions/274-dashboard-load-path.md). Pages use get-account-list.ts.
 */
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api-client';
import type { AccountListResponse } from './account-types';

/** Fetches the account list; an answer without a list reads as an empty one with its errors. */
export async function fetchAccountList(): Promise<AccountListResponse> {
  const { data } = await api.get('accountList');
  return {
    Accounts: Array.isArray(data?.Accounts) ? data.Accounts : [],
    HasNoErrors: data?.HasNoErrors !== false,
    Errors: data?.Errors ?? [],
  };
}

/** Query options; after a statement-format save or a hidden account the key is invalidated (spec §7). */
export const accountListQuery = () =>
  queryOptions({ queryKey: ['accounts', 'list'] as const, queryFn: fetchAccountList, staleTime: 60_000 });
