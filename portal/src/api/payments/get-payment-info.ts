/** GET /api/PaymentInformation/GetPaymentInfo?accountNumber (payments spec §7). */
import { queryOptions } from '@tanstack/react-query';
import type { components } from '@contract/api-types';
import { api } from '../api-client';

/** The payment-info answer (HasNoErrors, Errors, dates, options, scheduled and recurring payments, blocks). */
export type PaymentInfoAnswer = components['schemas']['PaymentInfo'];

/** Payment info of one loan account. A refusal (NiteMode, Delinquent, ...) comes back as data, not as an error. */
export async function fetchPaymentInfo(accountNumber: string): Promise<PaymentInfoAnswer> {
  const { data } = await api.get('PaymentInformation/GetPaymentInfo', { params: { accountNumber } });
  return data;
}

/**
 * Query options per account. Payment info decides what can be paid now (cut-off, scheduled payments,
 * blocks), so it is asked again each time the account is chosen (staleTime 0) and not kept after the
 * screen closes (gcTime 0). A failure is not retried: the screen shows the Generic text and the user
 * can choose the account again.
 */
export const paymentInfoQuery = (accountNumber: string) =>
  queryOptions({
    queryKey: ['payments', 'paymentInfo', accountNumber] as const,
    queryFn: () => fetchPaymentInfo(accountNumber),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
