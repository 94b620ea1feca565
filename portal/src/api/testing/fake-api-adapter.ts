/**
 * Test-only: replaces the HTTP layer (`fetch`) of the one client with fake routes, so component tests
 * run the real client (headers, body parsing, Unauthorized, failure classification) without a server.
 */
import { baseURL, setApiTransport } from '../api-client';

/** What a fake route answers: a status and a body, or a promise of one (to hold a call pending). */
export type FakeAnswer = { status: number; data?: unknown } | Promise<{ status: number; data?: unknown }>;

/** One recorded call. */
export interface FakeCall {
  method: string;
  /** Path relative to `/api/`, without the query string. */
  url: string;
  /** Query parameters. */
  params: Record<string, string>;
  body: unknown;
  /** Request headers; names are case-insensitive (`headers.UserToken` and `headers.usertoken` both work). */
  headers: Record<string, string>;
}

/** Routes keyed by `METHOD path` relative to `/api/`, e.g. `POST login/userlogin`. */
export type FakeRoutes = Record<string, (call: FakeCall) => FakeAnswer>;

function caseInsensitive(headers: Headers): Record<string, string> {
  const record: Record<string, string> = Object.fromEntries(headers.entries());
  return new Proxy(record, {
    get: (target, name) => (typeof name === 'string' ? target[name.toLowerCase()] : undefined),
  });
}

const noBody = new Set([204, 205, 304]);

/** Installs the fake; returns the recorded calls and the function that restores the real transport. */
export function installFakeApi(routes: FakeRoutes): { calls: FakeCall[]; restore: () => void } {
  const calls: FakeCall[] = [];
  const restore = setApiTransport(async (url, init) => {
    const target = new URL(url, 'http://localhost/');
    const base = new URL(baseURL, 'http://localhost/').pathname;
    const call: FakeCall = {
      method: (init.method ?? 'GET').toUpperCase(),
      url: target.pathname.startsWith(base) ? target.pathname.slice(base.length) : target.pathname,
      params: Object.fromEntries(target.searchParams.entries()),
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body,
      headers: caseInsensitive(new Headers(init.headers)),
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.url}`];
    const { status, data } = await (route
      ? route(call)
      : { status: 404, data: { Errors: [{ ErrorMessage: 'NotFound' }] } });
    const body =
      data === undefined || noBody.has(status) ? null : typeof data === 'string' ? data : JSON.stringify(data);
    return new Response(body, {
      status,
      headers: typeof data === 'string' ? {} : { 'Content-Type': 'application/json' },
    });
  });
  return { calls, restore };
}
