/**
 * GET /api/Documents/GetAccountDocuments, GetCustomerDocuments and GetApplicationDocuments (spec §7):
 * one call with three paths chosen by the owner, answering `Value`. The base path is a setting.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { documentListBase, ownerKey, type DocumentItem, type DocumentOwner } from './document-types';

/** Fetches the documents of one owner. */
export async function fetchDocuments(owner: DocumentOwner, endpoint: string): Promise<DocumentItem[]> {
  // The base is a setting (`Documents` by default); whatever it names serves the contract's Documents calls, so the
  // paths are typed as those (decision 375).
  const base = documentListBase(endpoint) as 'Documents';
  const { data } =
    owner.kind === 'account'
      ? await api.get(`${base}/GetAccountDocuments`, {
          params: { accountNumber: owner.accountNumber },
        })
      : owner.kind === 'application'
        ? await api.get(`${base}/GetApplicationDocuments`, {
            params: { applicationNumber: owner.applicationNumber },
          })
        : await api.get(`${base}/GetCustomerDocuments`);
  return Array.isArray(data?.Value) ? data.Value : [];
}

/** The query key prefix of every document list (uploads invalidate one owner's list). */
export const documentsKey = (owner: DocumentOwner) => ['documents', ownerKey(owner)] as const;

/** Query options of one owner's list. */
export const documentsQuery = (owner: DocumentOwner, endpoint: string) =>
  queryOptions({
    queryKey: [...documentsKey(owner), endpoint] as const,
    queryFn: () => fetchDocuments(owner, endpoint),
  });

/** The document list of one owner; `enabled` false while no account or application is chosen. */
export function useDocumentsQuery(owner: DocumentOwner, endpoint: string, enabled = true) {
  return useQuery({ ...documentsQuery(owner, endpoint), enabled });
}
