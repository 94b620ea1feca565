/** GET /api/AccountHistory (accounts spec §7): rows of the last `days` days of one account. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import type { AccountHistoryResponse } from './account-types';

/** What the history call asks for. */
export interface AccountHistoryInput {
  accountNumber: string;
  /** 30, 60, 90, or the days since the account opened for "all". */
  days: number;
}

/** Fetches the history; the section maps HasNoErrors false to its error texts. */
export async function fetchAccountHistory({
  accountNumber,
  days,
}: AccountHistoryInput): Promise<AccountHistoryResponse> {
  const { data } = await api.get('AccountHistory', {
    params: { accountNumber, days, downloadCSV: false },
  });
  return {
    HasNoErrors: data?.HasNoErrors !== false,
    List: Array.isArray(data?.List) ? data.List : [],
    Errors: data?.Errors ?? [],
  };
}

/** Query options, one entry per account and day count. */
export const accountHistoryQuery = (input: AccountHistoryInput) =>
  queryOptions({
    queryKey: ['accounts', 'history', input.accountNumber, input.days] as const,
    queryFn: () => fetchAccountHistory(input),
    staleTime: 60_000,
  });

/** The account history query; off while no account number is known. */
export function useAccountHistoryQuery(input: AccountHistoryInput) {
  return useQuery({ ...accountHistoryQuery(input), enabled: input.accountNumber !== '' });
}
