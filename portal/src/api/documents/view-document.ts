/**
 * GET (new window) /api/Documents/ViewDocument (spec §7): query FileId, Name, PageNumber=1, FileFormat and a
 * token. The new window cannot send the UserToken header, so the token is a single-use passable token.
 */
import { baseURL } from '../api-client';
import type { DocumentItem } from './document-types';

/** The address of one document for a token. */
export function viewDocumentUrl(document: DocumentItem, token: string): string {
  const query = new URLSearchParams({
    FileId: document.FileId,
    Name: document.Name ?? document.DisplayName,
    PageNumber: '1',
    FileFormat: document.DisplayFormat ?? '',
    token,
  });
  return `${baseURL}Documents/ViewDocument?${query.toString()}`;
}
