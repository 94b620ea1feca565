/**
 * Where a statement opens in a new window (accounts spec §7): the host's viewer
 * (GET /api/AccountEstatements/ViewStatement) or a Broadridge document
 * (GET /api/AccountEStatements/GetBroadridgeDocument). Both take a query token; the portal passes a
 * single-use passable token there, never the session's user token.
 */
import { baseURL } from '../api-client';
import type { Statement } from './account-types';

/** The viewer address of a statement. */
export function viewStatementAddress(s: Statement, token: string): string {
  const q = new URLSearchParams({
    Date: s.Date,
    Number: s.Number,
    Start: s.Start ?? '',
    End: s.End ?? '',
    Type: s.Type ?? '',
    Id: s.Id,
    token,
  });
  return `${baseURL}AccountEstatements/ViewStatement?${q.toString()}`;
}

/** The Broadridge document address (date as yyyy-MM-dd). */
export function broadridgeAddress(s: Statement, token: string): string {
  const q = new URLSearchParams({ token, documentId: s.Id, date: s.Date.slice(0, 10) });
  return `${baseURL}AccountEStatements/GetBroadridgeDocument?${q.toString()}`;
}

/** A provider URL made absolute against the portal's origin; only http(s) addresses pass. */
export function absoluteStatementUrl(url: string, origin: string = window.location.origin): string {
  const parsed = new URL(url, origin);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error('Unsafe statement URL');
  return parsed.toString();
}
