/** GET /api/accountList (accounts spec §3 Account, §7, §8 Account list). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '@contract/api-types';
import { api } from '../api-client';

/** One account of the list. */
export type AccountListEntry = components['schemas']['Account'];
/** Answer: Accounts[], HasNoErrors, Errors. */
export type AccountListResponse = components['schemas']['AccountListResponse'];

/** Loads the user's accounts. */
export async function fetchAccountList(): Promise<AccountListResponse> {
  const { data } = await api.get<AccountListResponse>('accountList');
  return data;
}

/** Key of the account list: hiding an account or a new statement format invalidates it (spec §4: "refresh the list"). */
export const accountListKey = ['accounts', 'list'] as const;

/** Query options of the account list. */
export const accountListQuery = () => queryOptions({ queryKey: accountListKey, queryFn: fetchAccountList });

/** The account list. */
export function useAccountList() {
  return useQuery(accountListQuery());
}
