/** POST /api/Insurance/GetInsuranceInformation (accounts spec §2 Insurance dialog, §3 Insurance row, §7). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '@contract/api-types';
import { api } from '../api-client';

/** One insurance row: Type, IsIndividual (1 Individual, 2 Joint, else None), Premium, CoverageAmount. */
export type InsuranceRow = components['schemas']['InsuranceRow'];

/** The loan's insurances; HasNoErrors false is a failure the dialog shows as its load error. */
export async function fetchInsurance(accountNumber: string): Promise<InsuranceRow[]> {
  const { data } = await api.post('Insurance/GetInsuranceInformation', {
    accountNumber,
  });
  if (!data.HasNoErrors) throw new Error('GetInsuranceInformation answered with errors');
  return data.Insurances ?? [];
}

/** Query options, one entry per account. `enabled` is the caller's: nothing is fetched after maturity (spec §4). */
export const insuranceQuery = (accountNumber: string) =>
  queryOptions({
    queryKey: ['accounts', 'insurance', accountNumber] as const,
    queryFn: () => fetchInsurance(accountNumber),
  });

/** The insurances of `accountNumber`, fetched only when `enabled`. */
export function useInsurance(accountNumber: string, enabled: boolean) {
  return useQuery({ ...insuranceQuery(accountNumber), enabled });
}
