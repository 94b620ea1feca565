/**
 * DELETE /studio/api/draft/settings/:key (or institution-options/:name) with `If-Match` of the key's
 * revision: the key goes back to its published value. 412 when someone saved it meanwhile.
 */
import { mutationOptions } from '@tanstack/react-query';
import type { DraftSaved } from '@schemas/studio/studio-api';
import { studioRequest } from './studio-client';

/** Which draft entry to discard, at the revision shown. */
export interface DiscardInput {
  scope: 'setting' | 'institutionOption';
  key: string;
  revision: number;
}

/** Discards one key's draft. */
export async function discardDraft({ scope, key, revision }: DiscardInput): Promise<DraftSaved> {
  const folder = scope === 'setting' ? 'settings' : 'institution-options';
  const { data } = await studioRequest<DraftSaved>(`draft/${folder}/${encodeURIComponent(key)}`, { method: 'DELETE', ifMatch: revision });
  return data;
}

/** Mutation options; not retried (the revision would have moved). */
export const discardDraftMutation = () => mutationOptions({ mutationKey: ['studio', 'discard'] as const, mutationFn: discardDraft, retry: false });
