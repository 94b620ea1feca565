/** GET /api/AccountDetails (accounts spec §3 Loan account data, §4 "Loan details load", §7). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '@contract/api-types';
import { api } from '../api-client';

/** The loan data (Information) with HasNoErrors and Errors. */
export type LoanInformation = components['schemas']['LoanInformation'];

/** Loads one loan's details; the load flags travel in `Errors`. */
export async function fetchAccountDetails(accountNumber: string): Promise<LoanInformation> {
  const { data } = await api.get('AccountDetails', {
    params: { accountNumber },
  });
  return data.Information;
}

/** Key of one loan's details: a save (address, alerts) updates or invalidates it. */
export const accountDetailsKey = (accountNumber: string) => ['accounts', 'details', accountNumber] as const;

/** Query options: one entry per account; the default retry (once on no answer or 5xx) applies. */
export const accountDetailsQuery = (accountNumber: string) =>
  queryOptions({ queryKey: accountDetailsKey(accountNumber), queryFn: () => fetchAccountDetails(accountNumber) });

/** The loan details of `accountNumber`. */
export function useAccountDetails(accountNumber: string) {
  return useQuery(accountDetailsQuery(accountNumber));
}
