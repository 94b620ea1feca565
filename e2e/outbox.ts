/**
 * The sandbox outbox as e2e reads it: what was e-mailed or texted to one address, through the documented
 * `GET /__mock/outbox?to=` filter (case-insensitive on the server) of this worker's sandbox.
 */
import { sandboxUrl } from './fixtures.ts';

/** A message as the outbox lists it. */
export interface MailedMessage {
  to: string;
  subject?: string;
  code?: string | null;
  link?: string | null;
}

/** Every message sent to `address`, oldest first. */
export async function mailedTo(address: string): Promise<MailedMessage[]> {
  const res = await fetch(`${sandboxUrl()}/__mock/outbox?to=${encodeURIComponent(address)}`);
  const body = (await res.json()) as { messages?: MailedMessage[] };
  if (res.status !== 200 || !Array.isArray(body.messages))
    throw new Error(`outbox answered HTTP ${res.status}: ${JSON.stringify(body)}`);
  return body.messages;
}

/** The codes sent to `address`, oldest first. */
export async function codesMailedTo(address: string): Promise<string[]> {
  return (await mailedTo(address)).flatMap((m) => (m.code ? [m.code] : []));
}

/** The newest code sent to `address`; fails when there is none. */
export async function lastCodeTo(address: string): Promise<string> {
  const code = (await codesMailedTo(address)).at(-1);
  if (!code) throw new Error(`no code was sent to ${address}`);
  return code;
}

/** The newest link e-mailed to `address`; fails when there is none. */
export async function lastLinkTo(address: string): Promise<string> {
  const link = (await mailedTo(address)).flatMap((m) => (m.link ? [m.link] : [])).at(-1);
  if (!link) throw new Error(`no link was e-mailed to ${address}`);
  return link;
}
