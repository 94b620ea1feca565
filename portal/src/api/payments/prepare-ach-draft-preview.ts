/**
 * POST /api/AchDraftAgreement/PrepareAchDraftAgreementPreview and the address of
 * GET /api/AchDraftAgreement/RenderACHDraftAgreementPreview?token (payments spec §7): the recurring ACH
 * draft agreement. Prepare answers a PassableToken; the preview opens in a new window by that token
 * (no headers can go there), and the same token is sent as AchDraftAgreementToken with the submit.
 */
import { mutationOptions } from '@tanstack/react-query';
import type { components } from '@contract/api-types';
import { api, baseURL } from '../api-client';

type Schemas = components['schemas'];

/** Body: LoanAccountNumber, AchInfo, Amount, AdditionalPrincipal, LocalTimeOffset, daysBeforeDue. */
export type AchDraftPreviewRequest = Schemas['AchDraftPreviewRequest'];

/** Prepares the preview; resolves with its token. */
export async function prepareAchDraftPreview(body: AchDraftPreviewRequest): Promise<string> {
  const { data } = await api.post('AchDraftAgreement/PrepareAchDraftAgreementPreview', body);
  const token = data?.PassableToken;
  if (typeof token !== 'string' || token === '')
    throw new Error('PrepareAchDraftAgreementPreview answered without a token');
  return token;
}

/** The preview's address for a new window. */
export function achDraftPreviewAddress(token: string): string {
  return `${baseURL}AchDraftAgreement/RenderACHDraftAgreementPreview?token=${encodeURIComponent(token)}`;
}

/** Mutation options: each opening prepares a fresh preview (never cached, never retried). */
export const prepareAchDraftPreviewMutation = () =>
  mutationOptions({
    mutationKey: ['payments', 'achDraftPreview'] as const,
    mutationFn: prepareAchDraftPreview,
    retry: false,
  });
