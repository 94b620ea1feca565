/**
 * The studio's one HTTP client over `fetch` (decision 250): same-origin cookies carry the staff session,
 * and every change sends the session's CSRF token as `X-CSRF-Token`. Failures are classified once, here,
 * into a {@link StudioApiError} carrying the status and the parsed body, so callers branch on `status`.
 */
import type { StudioError } from '@schemas/studio/studio-api';

/** Root of every call, e.g. `studioApi('GET', 'catalogue')` → `/studio/api/catalogue`. */
export const studioApiRoot = '/studio/api/';

/** A failed call: no answer (`status` 0) or a non-2xx answer with its body. */
export class StudioApiError extends Error {
  /** HTTP status; 0 when the request never got an answer (offline, server down). */
  readonly status: number;
  /** The parsed JSON body (`StudioError`, `DraftConflict`, `StudioProblems`...) or undefined. */
  readonly body: unknown;

  constructor(status: number, message: string, body?: unknown) {
    super(message);
    this.name = 'StudioApiError';
    this.status = status;
    this.body = body;
  }
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

/** Remembers the session's CSRF token (in memory only: it is a secret of this tab). */
export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

/** Quotes an If-Match value unless it already is (a draft etag may arrive quoted, as in an ETag header). */
export function quoteEtag(value: string | number): string {
  const text = String(value);
  return text.startsWith('"') || text.startsWith('W/"') ? text : `"${text}"`;
}

/** Options of one call. */
export interface StudioRequest {
  /** JSON body (serialized here) or a raw body (Blob/ArrayBuffer, sent as is with `contentType`). */
  json?: unknown;
  raw?: BodyInit;
  contentType?: string;
  /** Sent as `If-Match: "<value>"`. */
  ifMatch?: string | number;
  signal?: AbortSignal;
  /** The call may outlive the page (a leave sent while the tab closes). */
  keepalive?: boolean;
}

const fallbackMessages: Record<number, string> = {
  0: 'The studio server did not answer. Check the connection and try again.',
  401: 'Your session has ended. Sign in again.',
  403: 'Your role does not allow this.',
  500: 'The studio server failed. Try again.',
};

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Performs one call; resolves with the parsed body, or rejects with a {@link StudioApiError}. */
export async function studioApi<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  request: StudioRequest = {},
): Promise<T> {
  const headers = new Headers({ Accept: 'application/json' });
  if (method !== 'GET' && csrfToken) headers.set('X-CSRF-Token', csrfToken);
  if (request.ifMatch !== undefined) headers.set('If-Match', quoteEtag(request.ifMatch));
  let body: BodyInit | undefined;
  if (request.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(request.json);
  } else if (request.raw !== undefined) {
    if (request.contentType) headers.set('Content-Type', request.contentType);
    body = request.raw;
  }
  let res: Response;
  try {
    res = await transport(`${studioApiRoot}${path}`, {
      method,
      headers,
      body,
      credentials: 'same-origin',
      signal: request.signal,
      ...(request.keepalive ? { keepalive: true } : {}),
    });
  } catch (cause) {
    if (request.signal?.aborted) throw cause;
    throw new StudioApiError(0, fallbackMessages[0] ?? '', undefined);
  }
  const parsed = await readBody(res);
  if (!res.ok) {
    const message = (parsed as Partial<StudioError> | undefined)?.message;
    const text =
      typeof message === 'string' && message !== ''
        ? message
        : (fallbackMessages[res.status] ?? fallbackMessages[500] ?? '');
    throw new StudioApiError(res.status, text, parsed);
  }
  return parsed as T;
}

/** True when the error is a {@link StudioApiError} with one of the statuses. */
export function hasStatus(error: unknown, ...statuses: number[]): error is StudioApiError {
  return error instanceof StudioApiError && statuses.includes(error.status);
}
