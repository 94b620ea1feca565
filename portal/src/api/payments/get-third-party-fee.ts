/**
 * POST /api/PaymentInformation/GetThirdPartyFee (payments spec §4 "Frequency step", §7): the third-party
 * fee for a method and timing, asked only with useThirdPartyFeesOption (the caller decides; Venmo and
 * PayPal use 0 without a call). The query key is the whole body, so answers are cached per body and
 * identical pending requests are shared by TanStack Query; clearThirdPartyFees empties the cache on reset.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { FeeRequestBody } from '@schemas/rules/fees';
import { toCents, type Cents } from '@schemas/rules/money';
import { api } from '../api-client';

const FEES_KEY = ['payments', 'thirdPartyFee'] as const;

/** The fee in cents; rejects when the host answers HasNoErrors false (the step shows the fee-error text). */
export async function fetchThirdPartyFee(body: FeeRequestBody): Promise<Cents> {
  const { data } = await api.post('PaymentInformation/GetThirdPartyFee', body);
  if (!data.HasNoErrors) throw new Error(data.Errors[0]?.ErrorMessage ?? 'ThirdPartyFee');
  return toCents(data.ThirdPartyFeeAmount ?? 0);
}

/** Query options keyed by the request body (cached per body). */
export const thirdPartyFeeQuery = (body: FeeRequestBody) =>
  queryOptions({
    queryKey: [...FEES_KEY, body] as const,
    queryFn: () => fetchThirdPartyFee(body),
    staleTime: Infinity,
    retry: false,
  });

/** Empties the fee cache (the make-payment screen's reset: another account or a new payment). */
export function clearThirdPartyFees(client: QueryClient): void {
  client.removeQueries({ queryKey: FEES_KEY });
}
