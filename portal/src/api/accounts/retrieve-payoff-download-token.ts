/**
 * POST /api/PaymentInformation/RetrieveDownloadToken (accounts spec §7): a token for the payoff quote
 * breakdown, then GET /api/PaymentInformation/DownloadPayoffQuoteBreakdown?downloadToken=… in a new window.
 */
import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { components } from '@contract/api-types';
import { api, baseURL } from '../api-client';

/** Body: AccountNumber and EffectiveDate (yyyy-MM-dd). */
export type PayoffDownloadInput = components['schemas']['PayoffDownloadTokenRequest'];

/** Asks for a single-use download token (the answer is the token as JSON text). */
export async function retrievePayoffDownloadToken(input: PayoffDownloadInput): Promise<string> {
  const { data } = await api.post('PaymentInformation/RetrieveDownloadToken', input);
  if (typeof data !== 'string' || data.trim() === '') throw new Error('RetrieveDownloadToken answered without a token');
  return data;
}

/** Where the breakdown PDF is read with a token (the token is single-use and short-lived, not a session secret). */
export function payoffBreakdownUrl(token: string): string {
  return `${baseURL}PaymentInformation/DownloadPayoffQuoteBreakdown?downloadToken=${encodeURIComponent(token)}`;
}

/** Mutation options: each click needs a new token, so it is never cached or retried. */
export const payoffDownloadTokenMutation = () =>
  mutationOptions({
    mutationKey: ['paymentInformation', 'payoffDownloadToken'] as const,
    mutationFn: retrievePayoffDownloadToken,
    retry: false,
  });

/** The breakdown's token request. */
export function useRetrievePayoffDownloadToken() {
  return useMutation(payoffDownloadTokenMutation());
}
