/**
 * The outbox (table `outbox`): e-mails and texts the sandbox "sends" — security codes, verification
 * codes, recovery and activation links. Nothing leaves the machine; tests read them through
 * `GET /__mock/outbox?to=`.
 */
import type { Database } from './database.ts';

/** A message to send. */
export interface OutboxMessageInput {
  /** E-mail address or phone number. */
  to: string;
  channel: 'email' | 'text';
  subject: string;
  body: string;
  /** The security or verification code the message carries, if any (tests read it from here). */
  code?: string;
  /** The link the message carries, if any. */
  link?: string;
  /** When it was sent: `ctx.clock()`. */
  sentAt: Date;
}

/** A sent message, as `GET /__mock/outbox` lists it (contract `MockMessage`). */
export interface OutboxMessage {
  id: string;
  channel: 'email' | 'text';
  to: string;
  subject: string;
  body: string;
  code?: string;
  link?: string;
  /** ISO date-time. */
  sentAt: string;
}

interface OutboxRow {
  id: number;
  to_address: string;
  kind: 'email' | 'text';
  subject: string;
  body: string;
  data: { code?: string; link?: string };
  created_at: Date;
}

/** "Sends" a message; answers its id. */
export async function sendToOutbox(db: Database, message: OutboxMessageInput): Promise<string> {
  const data = {
    ...(message.code !== undefined ? { code: message.code } : {}),
    ...(message.link !== undefined ? { link: message.link } : {}),
  };
  const [row] = await db.query<{ id: number }>(
    'insert into outbox (to_address, kind, subject, body, data, created_at) values ($1, $2, $3, $4, $5, $6) returning id',
    [message.to, message.channel, message.subject, message.body, data, message.sentAt],
  );
  return String(row!.id);
}

/** Sent messages, oldest first; only those to `to` (ignoring case) when given. */
export async function listOutbox(db: Database, to?: string): Promise<OutboxMessage[]> {
  const rows = await db.query<OutboxRow>(
    `select * from outbox where $1::text is null or lower(to_address) = lower($1) order by id`,
    [to ?? null],
  );
  return rows.map((row) => ({
    id: String(row.id),
    channel: row.kind,
    to: row.to_address,
    subject: row.subject,
    body: row.body,
    ...row.data,
    sentAt: row.created_at.toISOString(),
  }));
}

/** Empties the outbox. */
export async function clearOutbox(db: Database): Promise<void> {
  await db.execute('delete from outbox');
}
