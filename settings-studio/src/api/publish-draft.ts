/**
 * POST /studio/api/publish with `If-Match` of the draft etag the publisher reviewed: 403 not a
 * publisher or four eyes, 412 the draft moved since the diff was loaded (decision 250).
 */
import { mutationOptions } from '@tanstack/react-query';
import type { PublishBody, Published } from '@schemas/studio/studio-api';
import { studioApi } from './studio-client';

/** What the publish page sends. */
export interface PublishInput extends PublishBody {
  draftEtag: string;
}

/** Publishes the draft as a new version. */
export function publishDraft({ note, draftEtag }: PublishInput): Promise<Published> {
  return studioApi('POST', 'publish', { json: { note } satisfies PublishBody, ifMatch: draftEtag });
}

/** Never retried: a retry after a lost answer could publish twice. */
export const publishDraftMutation = () =>
  mutationOptions({ mutationKey: ['studio', 'publish'] as const, mutationFn: publishDraft, retry: false });
