/** GET /api/Documents/GetCustomerDocuments (accounts spec §7): the profile documents, refreshed after an upload. */
import { api } from '../api-client';
import type { ProfileDocument } from './profile-types';

/** Fetches the customer's documents (the answer's Value list). */
export async function fetchProfileDocuments(): Promise<ProfileDocument[]> {
  const { data } = await api.get('Documents/GetCustomerDocuments');
  return Array.isArray(data.Value) ? data.Value : [];
}

/** The address of one document in a new window (query token: a passable token, spec §7). */
export function viewDocumentAddress(
  baseUrl: string,
  token: string,
  doc: Pick<ProfileDocument, 'FileId' | 'DisplayName' | 'Name' | 'DisplayFormat'>,
): string {
  const query = new URLSearchParams({
    FileId: doc.FileId,
    Name: doc.Name ?? doc.DisplayName,
    PageNumber: '1',
    FileFormat: doc.DisplayFormat ?? '',
    token,
  });
  return `${baseUrl}Documents/ViewDocument?${query.toString()}`;
}
