/** GET /api/ACHRoutingData?routingNumber (payments spec §7): the bank behind a routing number. */
import { queryOptions } from '@tanstack/react-query';
import type { components } from '@contract/api-types';
import { api } from '../api-client';

/** The lookup's answer: Address, City, State, Zip, RoutingNumber, BankExists, Name. */
export type BankLookup = components['schemas']['BankLookup'];

/** Looks the bank up; `signal` cancels a lookup the user typed past. */
export async function fetchAchRoutingData(routingNumber: string, signal?: AbortSignal): Promise<BankLookup> {
  const { data } = await api.get('ACHRoutingData', { params: { routingNumber }, signal });
  return data;
}

/**
 * Query options per routing number. A routing number is public (it names a bank, not an account), so it
 * may key the cache; a bank's directory entry does not change within a visit (staleTime 10 min). A failed
 * lookup is not retried: the form shows the spec's lookup error and the next keystroke asks again.
 */
export const achRoutingDataQuery = (routingNumber: string) =>
  queryOptions({
    queryKey: ['achRoutingData', routingNumber] as const,
    queryFn: ({ signal }) => fetchAchRoutingData(routingNumber, signal),
    staleTime: 10 * 60_000,
    retry: false,
  });
