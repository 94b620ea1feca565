/**
 * Component-test double of the studio server at the client boundary: answers `/studio/api` calls from
 * a handler per "METHOD path" and records every request (method, path, headers, body) for assertions.
 */
import { setCsrfToken, setStudioTransport, studioApiRoot } from '../api/studio-client';

/** A recorded request. */
export interface RecordedCall {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

/** What a handler answers: a status and a JSON body (or a Response for anything else). */
export type FakeAnswer = { status?: number; body?: unknown; headers?: Record<string, string> } | Response;

/** A handler of one "METHOD path" (path without `/studio/api/`). */
export type FakeHandler = (call: RecordedCall) => FakeAnswer | Promise<FakeAnswer>;

/** Installs the fake; returns the recorded calls and the function that removes it. */
export function installFakeStudioApi(handlers: Record<string, FakeHandler>) {
  const calls: RecordedCall[] = [];
  // The app keeps the session's token after sign-in; pages under test are already signed in.
  setCsrfToken('csrf-test-token');
  const restore = setStudioTransport(async (url, init) => {
    const path = decodeURIComponent(url.slice(studioApiRoot.length));
    const method = init.method ?? 'GET';
    const raw = init.body;
    const body = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
    const call: RecordedCall = { method, path, headers: new Headers(init.headers), body };
    calls.push(call);
    const handler = handlers[`${method} ${path}`];
    if (!handler) return new Response(JSON.stringify({ message: `No fake for ${method} ${path}` }), { status: 404 });
    const answer = await handler(call);
    if (answer instanceof Response) return answer;
    const status = answer.status ?? 200;
    const text = answer.body === undefined || status === 204 ? null : JSON.stringify(answer.body);
    return new Response(text, { status, headers: { 'Content-Type': 'application/json', ...answer.headers } });
  });
  return { calls, restore: () => (restore(), setCsrfToken(null)) };
}
