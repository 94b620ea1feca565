/**
 * Minimal JSON call for the studio's API files: same-origin cookies, the CSRF header on changes, and
 * the server's `StudioError` message as the thrown error's text.
 */
import type { StudioError } from '@schemas/studio/studio-api';

/** A failed studio call: the HTTP status and the server's one-sentence message. */
export class StudioCallError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'StudioCallError';
  }
}

/** Calls `url` and parses its JSON answer; throws `StudioCallError` for any status but 2xx. */
export async function studioJson<T>(url: string, init: { method?: string; body?: unknown; csrfToken?: string } = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  if (init.csrfToken) headers['X-CSRF-Token'] = init.csrfToken;
  const res = await fetch(url, {
    method: init.method ?? 'GET',
    headers,
    credentials: 'same-origin',
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!res.ok) {
    const error = (await res.json().catch(() => null)) as Partial<StudioError> | null;
    throw new StudioCallError(res.status, error?.message ?? `The call failed (${res.status}).`);
  }
  return (res.status === 204 ? undefined : await res.json()) as T;
}
