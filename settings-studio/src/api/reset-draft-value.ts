/**
 * `DELETE /studio/api/draft/settings/:key` (or institution-options/:name) with If-Match: back to the published value.
 */
import type { DraftSaved } from '@schemas/studio/studio-api';
import { draftPaths, type DraftScope } from './save-draft-value';
import { studioApi } from './studio-client';

/** Drops the draft of one key; the answer's entry is null and storedValue the published value. */
export function resetDraftValue(scope: DraftScope, key: string, revision: number): Promise<DraftSaved> {
  return studioApi('DELETE', draftPaths[scope], { params: { key }, ifMatch: revision });
}
