/**
 * Test-only: replaces the HTTP layer of the one client with a fake adapter, so component tests run the
 * real interceptors (headers, Unauthorized, failure classification) without a server.
 */
import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { api } from '../api-client';

/** What a fake route answers: a status and a body, or a promise of one (to hold a call pending). */
export type FakeAnswer = { status: number; data?: unknown } | Promise<{ status: number; data?: unknown }>;

/** One recorded call. */
export interface FakeCall {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, string>;
}

/** Routes keyed by `METHOD path` relative to `/api/`, e.g. `POST login/userlogin`. */
export type FakeRoutes = Record<string, (call: FakeCall) => FakeAnswer>;

/** Installs the fake; returns the recorded calls and the function that restores the real adapter. */
export function installFakeApi(routes: FakeRoutes): { calls: FakeCall[]; restore: () => void } {
  const calls: FakeCall[] = [];
  const original = api.defaults.adapter;
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const call: FakeCall = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      body: typeof config.data === 'string' ? (JSON.parse(config.data) as unknown) : config.data,
      headers: Object.fromEntries(Object.entries(AxiosHeaders.from(config.headers).toJSON()).map(([k, v]) => [k, String(v)])),
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.url}`];
    const { status, data } = await (route ? route(call) : { status: 404, data: { Errors: [{ ErrorMessage: 'NotFound' }] } });
    const response = { status, statusText: String(status), data, headers: {}, config };
    if (status >= 400) throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, null, response);
    return response;
  };
  api.defaults.adapter = adapter;
  return { calls, restore: () => void (api.defaults.adapter = original) };
}
