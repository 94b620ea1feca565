/** One request to the host under test, its answer read as the contract checks it. */
import type { Answer } from './check-answer.ts';

/** What one request carries. */
export interface CallInput {
  method: string;
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  /** The session's `UserToken` header, for calls that need one. */
  token?: string;
}

/** Sends the request to `api` (the host's base URL, without `/api`) and reads the answer. */
export async function callHost(api: string, input: CallInput): Promise<Answer> {
  const url = new URL(input.path.replace(/^\//, ''), api.endsWith('/') ? api : `${api}/`);
  for (const [name, value] of Object.entries(input.query ?? {})) url.searchParams.set(name, value);
  const res = await fetch(url, {
    method: input.method,
    redirect: 'manual',
    headers: {
      accept: 'application/json',
      ...(input.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(input.token ? { UserToken: input.token } : {}),
    },
    body: input.body === undefined ? undefined : JSON.stringify(input.body),
    signal: AbortSignal.timeout(30_000),
  });
  const contentType = res.headers.get('content-type') ?? '';
  const text = await res.text();
  let body: unknown = text;
  if (/json/i.test(contentType) && text !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      // Left as text: the schema check reports it.
    }
  }
  return { status: res.status, contentType, body };
}
