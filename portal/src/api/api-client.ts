/**
 * The one HTTP client of the portal, a small wrapper over `fetch` (it replaced axios: 21 KB gzip of
 * the initial JS; see docs/decisions/040-api-client.md). Errors are handled once, here: every failure
 * is classified into an {@link ApiFailure} and rejected as an {@link ApiError}; the server message
 * `Unauthorized` additionally starts the logout with error code `unauthorized` (access spec §6).
 *
 * This module sits below `app/` in the import flow, so the session does not get imported here:
 * the session store registers where the headers come from and the logout service registers what
 * "unauthorized" does.
 */
import type { paths } from '@contract/api-types';
import { ApiError, classifyResponse, noAnswerFailure, saysUnauthorized, type ApiFailure } from './api-failure';

/** Header values taken from the session for every request. */
export interface SessionHeaders {
  userToken?: string | null;
  servicingBranch?: string | null;
}

/** Query parameter values; `undefined` and `null` are left out. */
export type ApiParams = Record<string, string | number | boolean | null | undefined>;

/** Options of one call (the subset of axios's config the portal uses). */
export interface ApiRequestConfig {
  /**
   * Extra headers; one set here wins over the session's (the logout call sends the token itself). Empty values are left
   * out.
   */
  headers?: Record<string, string | null | undefined>;
  params?: ApiParams;
  signal?: AbortSignal;
  /** Do not start a logout when this call answers Unauthorized (the logout and error-report calls). */
  skipUnauthorizedLogout?: boolean;
}

/** A successful (2xx) answer: the body parsed as JSON (the text when it is not JSON, `''` when empty). */
export interface ApiResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

/** What performs the HTTP exchange: `fetch`, or a fake in component tests (`testing/fake-api-adapter.ts`). */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

let sessionHeaders: () => SessionHeaders = () => ({});
let unauthorizedHandler: () => void = () => {};

/** Registers where the `UserToken` and `ServicingBranch` headers come from (the session store does this). */
export function setSessionHeadersProvider(provider: () => SessionHeaders): void {
  sessionHeaders = provider;
}

/** Registers what a server `Unauthorized` does (the logout service does this: logout with code `unauthorized`). */
export function setUnauthorizedHandler(handler: () => void): void {
  unauthorizedHandler = handler;
}

/**
 * Root of every call: paths are relative to it, e.g. `api.get('setup/ApplicationOptions')`. It is
 * `api/` beside the page: `/api/` for the portal at `/`, `/studio/preview/api/` for the studio's
 * preview frame, whose calls must reach the preview sandbox and never the lender's host (decision 301).
 */
export const baseURL = typeof window === 'undefined' ? '/api/' : new URL('api/', window.location.href).href;

const realFetch: ApiTransport = (url, init) => fetch(url, init);
let transport: ApiTransport = realFetch;

/** Test-only: swaps the transport; returns the function that puts the previous one back. */
export function setApiTransport(next: ApiTransport): () => void {
  const previous = transport;
  transport = next;
  return () => void (transport = previous);
}

/** Adds the session headers when present; a header the caller set explicitly (logout) is kept. */
export function addSessionHeaders<C extends { headers: Headers }>(config: C): C {
  const { userToken, servicingBranch } = sessionHeaders();
  if (userToken && !config.headers.has('UserToken')) config.headers.set('UserToken', userToken);
  if (servicingBranch && !config.headers.has('ServicingBranch')) config.headers.set('ServicingBranch', servicingBranch);
  return config;
}

function fail(failure: ApiFailure, config: ApiRequestConfig, cause: unknown): never {
  if (failure.kind === 'unauthorized' && !config.skipUnauthorizedLogout) unauthorizedHandler();
  throw new ApiError(failure, { cause });
}

/** Like axios: JSON when the body parses, else the text (`''` for an empty body). */
function parseBody(text: string): unknown {
  if (text.trim() === '') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function urlOf(path: string, params: ApiParams | undefined): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {}))
    if (value !== undefined && value !== null) query.append(key, String(value));
  const search = query.toString();
  return `${baseURL}${path}${search ? `?${search}` : ''}`;
}

async function request<T>(
  method: string,
  path: string,
  body: unknown,
  config: ApiRequestConfig = {},
): Promise<ApiResponse<T>> {
  // Headers are read synchronously, at the moment the call is made (not a microtask later).
  const headers = new Headers();
  for (const [name, value] of Object.entries(config.headers ?? {}))
    if (value !== undefined && value !== null) headers.set(name, value);
  addSessionHeaders({ headers });
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  const init: RequestInit = { method, headers, signal: config.signal };
  if (body !== undefined) {
    if (typeof FormData !== 'undefined' && body instanceof FormData) init.body = body;
    else {
      init.body = JSON.stringify(body);
      if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
    }
  }
  let response: Response;
  let data: unknown;
  try {
    response = await transport(urlOf(path, config.params), init);
    data = parseBody(await response.text());
  } catch (error) {
    // fetch rejects only when there is no answer: aborted by the caller, or offline/DNS/CORS/time-out.
    return fail(noAnswerFailure(error, config.signal), config, error);
  }
  if (response.status < 200 || response.status > 299)
    return fail(classifyResponse(response.status, data), config, response);
  // Some lender calls answer 200 with `HasNoErrors: false` and the message Unauthorized.
  if (saysUnauthorized(data)) return fail({ kind: 'unauthorized', status: response.status }, config, response);
  return { data: data as T, status: response.status, headers: response.headers };
}

type Method = 'get' | 'post' | 'put' | 'delete';

/** A portal path of the contract, relative to {@link baseURL} (the contract writes it with `/api/`). */
type PortalPath = keyof paths extends infer P ? (P extends `/api/${infer Rest}` ? Rest : never) : never;

type OperationOf<P extends PortalPath, M extends Method> = paths[`/api/${P}`][M];

/** The paths the contract declares for one method. */
export type ApiPath<M extends Method> = {
  [P in PortalPath]: OperationOf<P, M> extends { responses: unknown } ? P : never;
}[PortalPath];

type JsonOf<R> = R extends { content: { 'application/json': infer J } }
  ? J
  : R extends { content: { 'text/plain': infer J } }
    ? J
    : '';

/** The contract's success answer (2xx) of one path and method; `''` when it has no body. */
export type ApiAnswer<M extends Method, P extends ApiPath<M>> =
  OperationOf<P, M> extends { responses: infer R }
    ? { [S in keyof R]: S extends 200 | 201 | 202 | 204 ? JsonOf<R[S]> : never }[keyof R]
    : never;

/** The contract's request body of one path and method (`undefined` when it has none). */
export type ApiBody<M extends Method, P extends ApiPath<M>> =
  OperationOf<P, M> extends { requestBody?: infer B }
    ? B extends { content: infer C }
      ? C[keyof C]
      : undefined
    : undefined;

/**
 * The one HTTP client, with axios's call shapes: `get/delete(path, config)`, `post/put(path, body, config)`. The path
 * is one the contract declares for that method, the body and the answer are the contract's types (generated into
 * `@contract/api-types`), so no call names its own answer type (decision 375).
 */
export const api = {
  get: <P extends ApiPath<'get'>>(path: P, config?: ApiRequestConfig) =>
    request<ApiAnswer<'get', P>>('GET', path, undefined, config),
  delete: <P extends ApiPath<'delete'>>(path: P, config?: ApiRequestConfig) =>
    request<ApiAnswer<'delete', P>>('DELETE', path, undefined, config),
  post: <P extends ApiPath<'post'>>(path: P, body: ApiBody<'post', P>, config?: ApiRequestConfig) =>
    request<ApiAnswer<'post', P>>('POST', path, body, config),
  put: <P extends ApiPath<'put'>>(path: P, body: ApiBody<'put', P>, config?: ApiRequestConfig) =>
    request<ApiAnswer<'put', P>>('PUT', path, body, config),
};
