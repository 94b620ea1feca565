/**
 * GET /api/PaymentInformation/GetPayOffQuote?AccountNumber&PayOffDate (payments §4 "Pay-now-or-later and payoff",
 * accounts §2 "Payoff quote dialog", both §7 "cached per date"): the payoff amount on a date. The payment screen's
 * frequency step and the loan page's dialog share one cache entry per account and date, kept for the session; a
 * payment marks it stale (`features/payments/submit/after-payment.ts`), since it changes what a payoff costs.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IsoDay } from '@schemas/rules/calendar';
import { toCents, type Cents } from '@schemas/rules/money';
import { api } from '../api-client';

/** The head of every payoff quote's query key (what a payment invalidates). */
export const PAYOFF_QUOTE_KEY = ['payments', 'payoffQuote'] as const;

/**
 * The quote in cents; rejects when the host answers HasNoErrors false, so a refusal and a failed call are one error
 * state ('Could not get payoff quote' on the payment screen, the dialog's error text).
 */
async function fetchPayoffQuote(accountNumber: string, payOffDate: IsoDay): Promise<Cents> {
  const { data } = await api.get('PaymentInformation/GetPayOffQuote', {
    params: { AccountNumber: accountNumber, PayOffDate: payOffDate },
  });
  if (!data.HasNoErrors || data.PayOffQuoteAmount === undefined)
    throw new Error(data.Errors[0]?.ErrorMessage ?? 'PayOffQuote');
  return toCents(data.PayOffQuoteAmount);
}

/**
 * Query options: one entry per account and date, kept for the session (a quote for a date does not change within it
 * until a payment); no retry of a request the borrower made.
 */
export const payoffQuoteQuery = (accountNumber: string, payOffDate: IsoDay) =>
  queryOptions({
    queryKey: [...PAYOFF_QUOTE_KEY, accountNumber, payOffDate] as const,
    queryFn: () => fetchPayoffQuote(accountNumber, payOffDate),
    staleTime: Infinity,
    retry: false,
  });

/** The quote of `accountNumber` on `payOffDate` (yyyy-MM-dd); nothing is asked while the date is undefined. */
export function usePayoffQuote(accountNumber: string, payOffDate: IsoDay | undefined) {
  return useQuery({ ...payoffQuoteQuery(accountNumber, payOffDate ?? ''), enabled: payOffDate !== undefined });
}
