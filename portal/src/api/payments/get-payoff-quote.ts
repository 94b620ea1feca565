/**
 * GET /api/PaymentInformation/GetPayOffQuote?AccountNumber&PayOffDate (payments spec §4 "Pay-now-or-later
 * and payoff", §7): the payoff amount on a future date. Cached per account and date for the session, so
 * going back and forth between dates asks once per date.
 */
import { queryOptions } from '@tanstack/react-query';
import type { components } from '@contract/api-types';
import type { IsoDay } from '@schemas/rules/calendar';
import { toCents, type Cents } from '@schemas/rules/money';
import { api } from '../api-client';

type PayOffQuoteResponse = components['schemas']['PayOffQuoteResponse'];

/**
 * The quote in cents; rejects when the host answers HasNoErrors false (the step shows 'Could not get payoff quote').
 */
export async function fetchPayoffQuote(accountNumber: string, payOffDate: IsoDay): Promise<Cents> {
  const { data } = await api.get<PayOffQuoteResponse>('PaymentInformation/GetPayOffQuote', {
    params: { AccountNumber: accountNumber, PayOffDate: payOffDate },
  });
  if (!data.HasNoErrors || data.PayOffQuoteAmount === undefined)
    throw new Error(data.Errors[0]?.ErrorMessage ?? 'PayOffQuote');
  return toCents(data.PayOffQuoteAmount);
}

/**
 * Query options: one entry per account and date, kept for the session (a quote for a date does not change within it).
 */
export const payoffQuoteQuery = (accountNumber: string, payOffDate: IsoDay) =>
  queryOptions({
    queryKey: ['payments', 'payoffQuote', accountNumber, payOffDate] as const,
    queryFn: () => fetchPayoffQuote(accountNumber, payOffDate),
    staleTime: Infinity,
    retry: false,
  });
