/**
 * GET /api/Documents/GetApplicationDocuments?applicationNumber= (accounts spec §7): the documents of
 * one application, and the ViewDocument address that opens one with a passable token (never the
 * session's user token).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '@contract/api-types';
import { api, baseURL } from '../api-client';

/** One document of the list. */
export type ListedDocument = components['schemas']['Document'];

/** Fetches an application's documents. */
export async function fetchApplicationDocuments(applicationNumber: string): Promise<ListedDocument[]> {
  const { data } = await api.get('Documents/GetApplicationDocuments', {
    params: { applicationNumber },
  });
  return Array.isArray(data?.Value) ? data.Value : [];
}

/** Query options, one entry per application. */
export const applicationDocumentsQuery = (applicationNumber: string) =>
  queryOptions({
    queryKey: ['accounts', 'applicationDocuments', applicationNumber] as const,
    queryFn: () => fetchApplicationDocuments(applicationNumber),
  });

/** The documents query; off unless file services are on. */
export function useApplicationDocumentsQuery(applicationNumber: string, enabled: boolean) {
  return useQuery({ ...applicationDocumentsQuery(applicationNumber), enabled: enabled && applicationNumber !== '' });
}

/** The address that shows a document (first page). */
export function viewDocumentAddress(doc: ListedDocument, token: string): string {
  const q = new URLSearchParams({
    FileId: doc.FileId,
    Name: doc.Name ?? doc.DisplayName,
    PageNumber: '1',
    FileFormat: doc.DisplayFormat ?? '',
    token,
  });
  return `${baseURL}Documents/ViewDocument?${q.toString()}`;
}
