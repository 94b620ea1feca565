/** Helpers for the access handler tests: login calls, the outbox and the clock, all over HTTP. */
import type { TestApp } from '../../testing/start-test-app.ts';

/** `POST /api/login/userlogin`. */
export const loginCall = (
  app: TestApp,
  username: string,
  password = 'Password1!',
  extra: Record<string, unknown> = {},
) => app.call('/api/login/userlogin', { json: { username, password, ...extra } });

/** A message as `GET /__mock/outbox` lists it. */
export interface SentMessage {
  to: string;
  subject: string;
  body: string;
  code?: string;
  link?: string;
}

/** The messages sent to an address (`GET /__mock/outbox?to=`, which ignores case). */
export async function outboxFor(app: TestApp, to: string): Promise<SentMessage[]> {
  const res = await app.call(`/__mock/outbox?to=${encodeURIComponent(to)}`);
  const body = (await res.json()) as { messages?: SentMessage[] };
  if (!body.messages) throw new Error(`outbox answered ${res.status}: ${JSON.stringify(body)}`);
  return body.messages;
}

/** The newest message to an address. */
export async function lastMessageTo(app: TestApp, to: string) {
  const all = await outboxFor(app, to);
  const last = all.at(-1);
  if (!last) throw new Error(`No message to ${to}`);
  return last;
}

/** Freezes the sandbox clock (`PUT /__mock/clock`). */
export async function setClock(app: TestApp, at: Date): Promise<void> {
  const res = await app.call('/__mock/clock', { method: 'PUT', json: { now: at.toISOString() } });
  if (res.status >= 300) throw new Error(`clock: ${res.status}`);
}

/** Overrides settings and institution options (`PUT /__mock/settings`). */
export async function setSettings(
  app: TestApp,
  settings: Record<string, string>,
  institutionOptions: Record<string, string | number> = {},
) {
  const res = await app.call('/__mock/settings', { method: 'PUT', json: { settings, institutionOptions } });
  if (res.status >= 300) throw new Error(`settings: ${res.status} ${await res.text()}`);
}

/** The error code of a refused call. */
export async function errorCode(res: Response): Promise<string | undefined> {
  const body = (await res.json()) as { Errors?: { ErrorMessage: string }[] };
  return body.Errors?.[0]?.ErrorMessage;
}

/**
 * Noon (UTC) of the next day: a fixed "now" well away from midnight, so expiries and date rules are stable within a
 * run.
 */
export function nextNoon(): Date {
  return new Date(Math.ceil(Date.now() / 86_400_000) * 86_400_000 + 12 * 3_600_000);
}
