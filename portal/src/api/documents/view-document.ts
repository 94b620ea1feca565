/**
 * GET (new window) /api/Documents/ViewDocument (spec §7): query FileId, Name, PageNumber=1, FileFormat and a
 * token. The new window cannot send the UserToken header, so the token is a single-use passable token.
 */
import { baseURL } from '../api-client';
import { getPassableToken } from '../auth/get-passable-token';
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

/**
 * Opens a document in a new window. The window is opened synchronously, inside the click, so pop-up
 * blockers allow it; it is pointed at the document once the token arrives. Returns false when the
 * browser blocked the window (the caller warns that pop-ups must be enabled) or the token failed.
 */
export async function openDocument(document: DocumentItem, open: typeof window.open = window.open.bind(window)): Promise<boolean> {
  const target = open('', '_blank');
  if (!target) return false;
  // The document must not be able to reach back into the portal.
  target.opener = null;
  try {
    target.location.href = viewDocumentUrl(document, await getPassableToken());
    return true;
  } catch {
    target.close();
    return false;
  }
}
