/**
 * The studio's one HTTP client over `fetch` (decision 250): same-origin cookies carry the staff session,
 * and every change sends the session's CSRF token as `X-CSRF-Token`. Failures are classified once, here,
 * into a {@link StudioApiError} carrying the status and the parsed body, so callers branch on `status`.
 * Calls are typed by the contract's `/studio/api` paths (decision 401): the path is one the contract declares
 * for the method, its parameters, JSON body and If-Match are the contract's, and so is the answer.
 */
import type { paths } from '@contract/api-types';
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

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A studio path of the contract, relative to {@link studioApiRoot}, with its `{parameters}` as written there. */
type ContractPath = keyof paths extends infer P ? (P extends `/studio/api/${infer Rest}` ? Rest : never) : never;

type OperationOf<P extends ContractPath, M extends Method> = paths[`/studio/api/${P}`][Lowercase<M>];

/** The studio paths the contract declares for one method. */
export type StudioPath<M extends Method> = {
  [P in ContractPath]: OperationOf<P, M> extends { responses: unknown } ? P : never;
}[ContractPath];

type Operation<M extends Method, P extends StudioPath<M>> = OperationOf<P, M>;

type JsonOf<R> = R extends { content: { 'application/json': infer J } }
  ? J
  : R extends { content: object }
    ? unknown
    : void;

/** The contract's success answer (2xx) of one path and method; `void` when it has no body. */
export type StudioAnswer<M extends Method, P extends StudioPath<M>> =
  Operation<M, P> extends { responses: infer R }
    ? { [S in keyof R]: S extends 200 | 201 | 202 | 204 ? JsonOf<R[S]> : never }[keyof R]
    : never;

/** What every call may carry beside what the contract asks for. */
interface RequestOptions {
  /** A raw body (Blob/ArrayBuffer: image upload, import archive), sent as is with `contentType`. */
  raw?: BodyInit;
  contentType?: string;
  signal?: AbortSignal;
  /** The call may outlive the page (a leave sent while the tab closes). */
  keepalive?: boolean;
}

type ParametersOf<O> = O extends { parameters: infer Q } ? Q : never;

/** The JSON body, path parameters, query and If-Match the contract asks for (each required when it is). */
type ContractParts<O> = (O extends { requestBody: { content: { 'application/json': infer B } } }
  ? { /** The JSON body (serialized here). */ json: B }
  : { json?: never }) &
  (ParametersOf<O> extends { path: infer A }
    ? { /** Filled into the path's `{name}`s, URL-encoded. */ params: A }
    : { params?: never }) &
  (ParametersOf<O> extends { query?: infer Q }
    ? Q extends object
      ? { query?: Q }
      : { query?: never }
    : { query?: never }) &
  (ParametersOf<O> extends { header: { 'If-Match': unknown } }
    ? { /** Sent as `If-Match: "<value>"`. */ ifMatch: string | number }
    : { ifMatch?: never });

/** Options of one call of `method` on `path`. */
export type StudioRequest<M extends Method, P extends StudioPath<M>> = RequestOptions & ContractParts<Operation<M, P>>;

/** The options argument: optional when the contract asks for nothing. */
type RequestArgument<M extends Method, P extends StudioPath<M>> =
  Record<never, never> extends ContractParts<Operation<M, P>>
    ? [request?: StudioRequest<M, P>]
    : [request: StudioRequest<M, P>];

type Scalar = string | number | boolean | null | undefined;

/** `change-requests/{id}` with `{ id: 3 }` → `change-requests/3`; a query's empty values are left out. */
function urlOf(path: string, params: Record<string, Scalar> = {}, query: Record<string, Scalar> = {}): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])));
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value !== undefined && value !== null && String(value).trim() !== '') search.set(name, String(value).trim());
  const text = search.toString();
  return `${studioApiRoot}${filled}${text ? `?${text}` : ''}`;
}

/**
 * The address of a GET the browser follows by itself, such as a download link (the staff cookie goes with it):
 * the path with the query's set values, as {@link studioApi} would send them.
 */
export function studioLinkUrl(path: StudioPath<'GET'>, query: Record<string, Scalar>): string {
  return urlOf(path, {}, query);
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

/** What the implementation reads of a call's options (the typed signature above guarantees their shape). */
type CallOptions = RequestOptions & {
  json?: unknown;
  params?: Record<string, Scalar>;
  query?: Record<string, Scalar>;
  ifMatch?: string | number;
};

/** Performs one call; resolves with the contract's answer, or rejects with a {@link StudioApiError}. */
export function studioApi<M extends Method, P extends StudioPath<M>>(
  method: M,
  path: P,
  ...[request]: RequestArgument<M, P>
): Promise<StudioAnswer<M, P>>;
export async function studioApi(method: Method, path: string, request: object = {}): Promise<unknown> {
  const options: CallOptions = request;
  const headers = new Headers({ Accept: 'application/json' });
  if (method !== 'GET' && csrfToken) headers.set('X-CSRF-Token', csrfToken);
  if (options.ifMatch !== undefined) headers.set('If-Match', quoteEtag(options.ifMatch));
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.json);
  } else if (options.raw !== undefined) {
    if (options.contentType) headers.set('Content-Type', options.contentType);
    body = options.raw;
  }
  let res: Response;
  try {
    res = await transport(urlOf(path, options.params, options.query), {
      method,
      headers,
      body,
      credentials: 'same-origin',
      signal: options.signal,
      ...(options.keepalive ? { keepalive: true } : {}),
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
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
  // The answer is the contract's for this path and status (the routes are typed by the same contract).
  return parsed;
}

/** True when the error is a {@link StudioApiError} with one of the statuses. */
export function hasStatus(error: unknown, ...statuses: number[]): error is StudioApiError {
  return error instanceof StudioApiError && statuses.includes(error.status);
}
