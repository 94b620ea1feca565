/** One owner's document list with its states (spec §4 "Document list") and the refreshed-list 'new' marks. */
import { useState } from 'react';
import { newFileIds } from '@schemas/rules/new-documents';
import type { DocumentItem, DocumentOwner } from '@/api/documents/document-types';
import { useDocumentsQuery } from '@/api/documents/get-documents';

/** What the list shows: loading, the list (possibly empty), a load error, or the last list with a refresh error. */
export type DocumentListState =
  | { kind: 'loading' }
  | { kind: 'loadError' }
  | { kind: 'list'; documents: readonly DocumentItem[]; fresh: ReadonlySet<string>; refreshFailed: boolean };

interface Tracked {
  ownerId: string;
  data: readonly DocumentItem[] | undefined;
  ids: Set<string> | null;
  fresh: ReadonlySet<string>;
}

/** The list of `owner`; `enabled` false while the selector has no choice yet. */
export function useDocumentList(owner: DocumentOwner, endpoint: string, enabled = true): DocumentListState {
  const query = useDocumentsQuery(owner, endpoint, enabled);
  const ownerId = JSON.stringify(owner);
  const [tracked, setTracked] = useState<Tracked>({ ownerId, data: undefined, ids: null, fresh: new Set() });
  // Derived state adjusted during render (React's pattern for "state follows a prop"): another owner starts
  // a new first list, and each new answer is compared with the list shown before it.
  if (tracked.ownerId !== ownerId) setTracked({ ownerId, data: undefined, ids: null, fresh: new Set() });
  else if (query.data && tracked.data !== query.data)
    setTracked({
      ownerId,
      data: query.data,
      ids: new Set(query.data.map((d) => d.FileId)),
      fresh: newFileIds(tracked.ids, query.data),
    });
  const fresh = tracked.fresh;

  if (query.data) return { kind: 'list', documents: query.data, fresh, refreshFailed: query.isError };
  if (query.isError) return { kind: 'loadError' };
  return { kind: 'loading' };
}
