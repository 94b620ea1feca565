/** Shapes of the document calls, from the API contract (schemas/api/openapi.yaml). */
import type { components } from '@contract/api-types';

/** One document of a list (spec §3 "Document"); the client-side 'new' flag is added by the screen. */
export type DocumentItem = components['schemas']['Document'];
/** A file type the upload widget offers ('--File Type'). */
export type FileType = components['schemas']['FileType'];
/** The answer of an upload: `Message` is shown on failure (spec §8 Upload). */
export type UploadResponse = components['schemas']['UploadResponse'];

/** Whose documents a list or an upload is about: a loan account, the customer (profile) or an application. */
export type DocumentOwner =
  | { kind: 'account'; accountNumber: string }
  | { kind: 'customer' }
  | { kind: 'application'; applicationNumber: string };

/** A stable key part per owner, shared by the list queries and the upload refresh. */
export function ownerKey(owner: DocumentOwner): string {
  if (owner.kind === 'account') return `account:${owner.accountNumber}`;
  if (owner.kind === 'application') return `application:${owner.applicationNumber}`;
  return 'customer';
}

/**
 * The configurable document-list base (setting documents.documentListEndpoint, 'api/Documents') as a path
 * relative to the API client's `/api/` root. Anything not under `api/` is ignored: the setting must not
 * send the user's token to another host.
 */
export function documentListBase(endpoint: string): string {
  const trimmed = endpoint.trim().replace(/^\/+/, '').replace(/\/+$/, '');
  return /^api\/[A-Za-z0-9/_-]+$/.test(trimmed) ? trimmed.slice('api/'.length) : 'Documents';
}
