/** GET /api/PaymentInformation/GetPayOffQuote (accounts spec §2 Payoff quote dialog, §7: cached per date). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '@contract/api-types';
import { api } from '../api-client';

/** Answer: HasNoErrors, PayOffQuoteAmount, Errors. */
export type PayOffQuote = components['schemas']['PayOffQuoteResponse'];

/** Asks for the payoff quote of `accountNumber` on `payOffDate` (yyyy-MM-dd). */
export async function fetchPayOffQuote(accountNumber: string, payOffDate: string): Promise<PayOffQuote> {
  const { data } = await api.get<PayOffQuote>('PaymentInformation/GetPayOffQuote', {
    params: { AccountNumber: accountNumber, PayOffDate: payOffDate },
  });
  return data;
}

/**
 * Query options: one cache entry per account and date (spec: "cached per date"); no retry of a request the user made.
 */
export const payOffQuoteQuery = (accountNumber: string, payOffDate: string) =>
  queryOptions({
    queryKey: ['paymentInformation', 'payOffQuote', accountNumber, payOffDate] as const,
    queryFn: () => fetchPayOffQuote(accountNumber, payOffDate),
    retry: false,
    staleTime: 5 * 60_000,
  });

/** The quote for the submitted date; `payOffDate` undefined until the user submits. */
export function usePayOffQuote(accountNumber: string, payOffDate: string | undefined) {
  return useQuery({ ...payOffQuoteQuery(accountNumber, payOffDate ?? ''), enabled: payOffDate !== undefined });
}
