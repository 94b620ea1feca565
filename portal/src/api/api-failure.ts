/**
 * Classifies a failed call once, so screens branch on a typed result instead of poking at
 * response bodies (docs/decisions/040-api-client.md). Pure: no HTTP client, no React.
 */

/** The server message that forces a logout with error code `unauthorized` (access spec §6). */
export const UNAUTHORIZED_MESSAGE = 'Unauthorized';
/** The server message that becomes the general failure flag (access spec §6). */
export const GENERAL_FAILURE_MESSAGE = 'RegistrationNotAllowed';

/** What a failed call means to the portal. `status` is the HTTP status when there was a response. */
export type ApiFailure =
  /** Server said `Unauthorized` (or answered HTTP 401): the session is gone; logout already started. */
  | { kind: 'unauthorized'; status?: number }
  /** Server said `RegistrationNotAllowed`: show the general failure. */
  | { kind: 'general'; status?: number }
  /** Any other server message, e.g. a login 403 code such as `Invalid`: a flag keyed by that message. */
  | { kind: 'flag'; flag: string; status?: number }
  /** A response without any server message (e.g. a bare 500). */
  | { kind: 'http'; status: number }
  /** No response at all: offline, DNS, CORS, time-out. */
  | { kind: 'network' }
  /** The caller cancelled the request (abort signal); nothing to show. */
  | { kind: 'cancelled' }
  /** Not an API failure at all (a bug); reported to the client error endpoint by whoever rethrows it. */
  | { kind: 'unexpected'; message: string };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const nonEmpty = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);

/**
 * Every message a response body carries, most specific first:
 * `Errors[0].ErrorMessage` (the lender API's codes, e.g. login 403), then `Message` (ASP.NET-style errors),
 * each also in camelCase, or a short plain-text body. HTML error pages are ignored.
 */
export function serverMessages(data: unknown): string[] {
  if (typeof data === 'string') {
    const text = nonEmpty(data);
    return text && text.length <= 200 && !text.startsWith('<') ? [text] : [];
  }
  if (!isRecord(data)) return [];
  const errors = Array.isArray(data.Errors) ? data.Errors : Array.isArray(data.errors) ? data.errors : [];
  const first: unknown = errors[0];
  const fromErrors = isRecord(first)
    ? [first.ErrorMessage, first.errorMessage, first.ErrorCode, first.errorCode, first.Code, first.code]
    : [first];
  return [...fromErrors, data.Message, data.message].map(nonEmpty).filter((m): m is string => m !== undefined);
}

/** True when a body (of an error or of a 2xx answer) says the session is not authorized. */
export function saysUnauthorized(data: unknown): boolean {
  return serverMessages(data).some((m) => m.toLowerCase() === UNAUTHORIZED_MESSAGE.toLowerCase());
}

/** Classifies a response status and body. */
export function classifyResponse(status: number, data: unknown): ApiFailure {
  if (status === 401 || saysUnauthorized(data)) return { kind: 'unauthorized', status };
  const message = serverMessages(data)[0];
  if (message === undefined) return { kind: 'http', status };
  if (message === GENERAL_FAILURE_MESSAGE) return { kind: 'general', status };
  return { kind: 'flag', flag: message, status };
}

const errorName = (error: unknown): unknown =>
  typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined;

/** True for the rejection of an aborted request (`AbortError`, as `fetch` throws for an aborted signal). */
export function isAbort(error: unknown): boolean {
  return errorName(error) === 'AbortError';
}

/**
 * A call that got no answer (`fetch` rejected): `cancelled` when the caller aborted it, `network` for
 * offline, DNS, CORS or a time-out (an abort whose reason is a `TimeoutError`, e.g. `AbortSignal.timeout`).
 */
export function noAnswerFailure(error: unknown, signal?: AbortSignal | null): ApiFailure {
  const reason: unknown = signal?.aborted ? signal.reason : error;
  if (errorName(reason) === 'TimeoutError') return { kind: 'network' };
  return signal?.aborted || isAbort(error) ? { kind: 'cancelled' } : { kind: 'network' };
}

/**
 * Classifies anything a call (or code around it) can throw. The client already rejects every HTTP
 * failure as an {@link ApiError}; what is left: an abort is `cancelled`, a time-out (`TimeoutError`)
 * is `network` like any call without an answer, anything else is a bug (`unexpected`).
 */
export function classifyError(error: unknown): ApiFailure {
  if (error instanceof ApiError) return error.failure;
  if (isAbort(error) || errorName(error) === 'TimeoutError') return noAnswerFailure(error);
  return { kind: 'unexpected', message: error instanceof Error ? error.message : String(error) };
}

/** The error every call on the one client rejects with: the classified failure plus the raw status. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly failure: ApiFailure,
    options?: { cause?: unknown },
  ) {
    super(
      `API call failed: ${failure.kind}${'status' in failure && failure.status ? ` (HTTP ${failure.status})` : ''}`,
      options,
    );
  }
}

/** The typed failure of any error a call (or a query/mutation around it) produced. */
export function toApiFailure(error: unknown): ApiFailure {
  return error instanceof ApiError ? error.failure : classifyError(error);
}
