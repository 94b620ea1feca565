/** POST /studio/api/bulk/find: every text and rich-text value, in every language, that holds a string. */
import { mutationOptions } from '@tanstack/react-query';
import type { BulkFound } from '@schemas/studio/bulk-changes';
import { studioApi } from './studio-client';

/** Finds `find` where a borrower reads it. */
export function findTexts(find: string): Promise<BulkFound> {
  return studioApi('POST', 'bulk/find', { json: { find } });
}

/** Mutation options of a search: asked for when staff press Find. */
export const findTextsMutation = () =>
  mutationOptions({ mutationKey: ['studio', 'bulk', 'find'] as const, mutationFn: findTexts });
