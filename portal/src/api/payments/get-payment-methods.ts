/** POST /api/PaymentMethod/GetPaymentMethods (payments spec §7): the user's saved methods and the loan's default. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '@contract/api-types';
import { api } from '../api-client';

/** The listing answer (shape designed: PaymentMethods and DefaultPaymentMethod). */
export type PaymentMethodsAnswer = components['schemas']['PaymentMethodsResponse'];

/** Saved methods for `accountNumber` (methods belong to the user, the default to the loan). */
export async function fetchPaymentMethods(accountNumber: string): Promise<PaymentMethodsAnswer> {
  const { data } = await api.post('PaymentMethod/GetPaymentMethods', {
    AccountNumber: accountNumber,
  });
  return data;
}

/** The query key of one loan's listing, for invalidation after add, delete and default changes. */
export const paymentMethodsKey = (accountNumber: string) => ['payments', 'paymentMethods', accountNumber] as const;

/** Query options: kept while the screen is open; invalidated by every change to the methods. */
export const paymentMethodsQuery = (accountNumber: string) =>
  queryOptions({
    queryKey: paymentMethodsKey(accountNumber),
    queryFn: () => fetchPaymentMethods(accountNumber),
    staleTime: 0,
  });

/** The listing of the chosen loan. */
export function usePaymentMethods(accountNumber: string) {
  return useQuery(paymentMethodsQuery(accountNumber));
}
