/** GET /api/AchDraftAgreement/GetACHDrafts (accounts spec §7): the user's recurring ACH authorizations. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import type { AchDraft } from './profile-types';

/** Fetches the drafts (a list). */
export async function fetchAchDrafts(): Promise<AchDraft[]> {
  const { data } = await api.get('AchDraftAgreement/GetACHDrafts');
  return Array.isArray(data) ? data : [];
}

/** Query options. */
export const achDraftsQuery = () => queryOptions({ queryKey: ['achDrafts'] as const, queryFn: fetchAchDrafts });

/** The ACH drafts query. */
export function useAchDraftsQuery() {
  return useQuery(achDraftsQuery());
}

/** The address of one rendered authorization, opened in a new tab with a passable token (no header there). */
export function achDraftAddress(baseUrl: string, passableToken: string, draftId: string): string {
  const query = new URLSearchParams({ token: passableToken, guid: draftId });
  return `${baseUrl}AchDraftAgreement/RenderACHDraftAgreement?${query.toString()}`;
}
