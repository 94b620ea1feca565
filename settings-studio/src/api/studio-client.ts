/**
 * The one HTTP client of the studio, for the calls under `/studio/api` (schemas/src/studio/studio-api.ts,
 * decision 250). Errors are classified once, here: every non-2xx answer rejects with a
 * {@link StudioApiError} carrying the status and the parsed body, so pages read `error.status` and the
 * contract's body types (`StudioError`, `DraftConflict`, `StudioProblems`) without parsing again.
 * The staff session is a cookie the browser sends; the CSRF token from the session call is kept in
 * memory only (never in storage) and sent as `X-CSRF-Token` on every call that changes something.
 */
import type { StudioError } from '@schemas/studio/studio-api';

/** Root of every studio call. */
export const studioApiRoot = '/studio/api/';

/** A failed call: the HTTP status (0 when no answer came) and the body as the server sent it. */
export class StudioApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(status: number, body: unknown, message: string) {
    super(message);
    this.name = 'StudioApiError';
    this.status = status;
    this.body = body;
  }
}

/** Options of one call. */
export interface StudioRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as is (an upload), with `contentType`. */
  raw?: Blob | ArrayBuffer | Uint8Array;
  contentType?: string;
  /** An etag or revision; sent quoted as `If-Match` when it is not already. */
  ifMatch?: string | number;
  signal?: AbortSignal;
  /** `blob` for downloads; JSON (or text) otherwise. */
  as?: 'json' | 'blob';
}

/** A successful answer. */
export interface StudioResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

/** What performs the exchange: `fetch`, or a fake in component tests. */
export type StudioTransport = (url: string, init: RequestInit) => Promise<Response>;

let transport: StudioTransport = (url, init) => fetch(url, init);
let csrfToken: string | null = null;

/** Test-only: swaps the transport; returns the function that puts the previous one back. */
export function setStudioTransport(next: StudioTransport): () => void {
  const previous = transport;
  transport = next;
  return () => void (transport = previous);
}

/** Keeps the session's CSRF token (null on sign-out). */
export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

/** Quotes an If-Match value unless the caller already did (`"3"`, `"v7"`). */
export function quoteEtag(value: string | number): string {
  const text = String(value);
  return text.startsWith('"') || text.startsWith('W/') ? text : `"${text}"`;
}

async function readBody(response: Response, as: 'json' | 'blob'): Promise<unknown> {
  if (as === 'blob' && response.ok) return response.blob();
  const text = await response.text();
  if (!text) return '';
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function messageOf(body: unknown, status: number): string {
  const message = (body as Partial<StudioError> | null)?.message;
  return typeof message === 'string' && message ? message : `The studio server answered ${status}.`;
}

/** Performs one studio call; rejects with {@link StudioApiError} on any failure. */
export async function studioRequest<T>(path: string, request: StudioRequest = {}): Promise<StudioResponse<T>> {
  const method = request.method ?? 'GET';
  const headers = new Headers({ Accept: request.as === 'blob' ? '*/*' : 'application/json' });
  let body: BodyInit | undefined;
  if (request.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(request.json);
  } else if (request.raw !== undefined) {
    headers.set('Content-Type', request.contentType ?? 'application/octet-stream');
    body = request.raw as BodyInit;
  }
  if (request.ifMatch !== undefined) headers.set('If-Match', quoteEtag(request.ifMatch));
  if (method !== 'GET' && csrfToken) headers.set('X-CSRF-Token', csrfToken);
  let response: Response;
  try {
    response = await transport(`${studioApiRoot}${path}`, { method, headers, body, credentials: 'same-origin', signal: request.signal });
  } catch {
    throw new StudioApiError(0, null, 'The studio server did not answer. Check the connection and try again.');
  }
  const data = await readBody(response, request.as ?? 'json');
  if (!response.ok) throw new StudioApiError(response.status, data, messageOf(data, response.status));
  return { data: data as T, status: response.status, headers: response.headers };
}
