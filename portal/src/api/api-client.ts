/**
 * The one axios instance of the portal. Errors are handled once, here: every failure is
 * classified into an {@link ApiFailure} and rejected as an {@link ApiError}; the server message
 * `Unauthorized` additionally starts the logout with error code `unauthorized` (access spec §6).
 *
 * This module sits below `app/` in the import flow, so the session does not get imported here:
 * the session store registers where the headers come from and the logout service registers what
 * "unauthorized" does (see docs/decisions/040-api-client.md).
 */
import axios, { type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { ApiError, classifyError, saysUnauthorized, type ApiFailure } from './api-failure';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Do not start a logout when this call answers Unauthorized (the logout and error-report calls). */
    skipUnauthorizedLogout?: boolean;
  }
}

/** Header values taken from the session for every request. */
export interface SessionHeaders {
  userToken?: string | null;
  servicingBranch?: string | null;
}

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

const baseURL = typeof window === 'undefined' ? '/api/' : `${window.location.origin}/api/`;

/** The one HTTP client. Paths are relative to `/api/`, e.g. `api.get('setup/ApplicationOptions')`. */
export const api = axios.create({ baseURL, headers: { Accept: 'application/json' } });

/** Adds the session headers when present; a header the caller set explicitly (logout) is kept. */
export function addSessionHeaders(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const { userToken, servicingBranch } = sessionHeaders();
  if (userToken && !config.headers.has('UserToken')) config.headers.set('UserToken', userToken);
  if (servicingBranch && !config.headers.has('ServicingBranch')) config.headers.set('ServicingBranch', servicingBranch);
  return config;
}

function fail(failure: ApiFailure, config: InternalAxiosRequestConfig | undefined, cause: unknown): never {
  if (failure.kind === 'unauthorized' && !config?.skipUnauthorizedLogout) unauthorizedHandler();
  throw new ApiError(failure, { cause });
}

/** A 2xx answer whose body says Unauthorized is treated like the error it is. */
export function checkResponse(response: AxiosResponse): AxiosResponse {
  if (saysUnauthorized(response.data)) fail({ kind: 'unauthorized', status: response.status }, response.config, response);
  return response;
}

/** Turns any rejection into an ApiError (and starts the logout on Unauthorized). */
export function rejectAsApiError(error: unknown): never {
  if (error instanceof ApiError) throw error;
  const config = axios.isAxiosError(error) ? error.config : undefined;
  return fail(classifyError(error), config, error);
}

// Synchronous so the token is read at the moment the call is made, not a microtask later.
api.interceptors.request.use(addSessionHeaders, undefined, { synchronous: true });
api.interceptors.response.use(checkResponse, rejectAsApiError);
