/**
 * The `messages` and `text_subscriptions` tables: feedback, questions, contact-change requests and text subscriptions.
 */
import type { Database } from '../database.ts';

/** What a stored message is. */
export type MessageKind = 'feedback' | 'question' | 'contact-change';

/** Stores a message; answers its id. */
export async function insertMessage(
  db: Database,
  kind: MessageKind,
  userName: string | null,
  data: Record<string, unknown>,
  at: Date,
): Promise<number> {
  const rows = await db.query<{ id: number }>(
    'INSERT INTO messages (kind, user_name, data, created_at) VALUES ($1, $2, $3::jsonb, $4) RETURNING id',
    [kind, userName, JSON.stringify(data), at],
  );
  return rows[0]?.id ?? 0;
}

/** Stored messages of a kind, oldest first (tests). */
export async function listMessages(
  db: Database,
  kind: MessageKind,
): Promise<{ userName: string | null; data: Record<string, unknown> }[]> {
  return db.query('SELECT user_name AS "userName", data FROM messages WHERE kind = $1 ORDER BY id', [kind]);
}

/** One brand's subscription of a phone. */
export interface SubscriptionRecord {
  BrandingId: string;
  OptInAccount: boolean;
  OptInMarketing: boolean;
}

/** Subscriptions of a phone number. */
export async function listSubscriptions(db: Database, phone: string): Promise<SubscriptionRecord[]> {
  return db.query<SubscriptionRecord>(
    'SELECT branding_id AS "BrandingId", opt_in_account AS "OptInAccount", opt_in_marketing AS "OptInMarketing" FROM text_subscriptions WHERE phone_number = $1',
    [phone],
  );
}

/** Saves one brand's subscription of a phone. */
export async function saveSubscription(db: Database, phone: string, s: SubscriptionRecord): Promise<void> {
  await db.execute(
    `INSERT INTO text_subscriptions (phone_number, branding_id, opt_in_account, opt_in_marketing) VALUES ($1, $2, $3, $4)
     ON CONFLICT (phone_number, branding_id) DO UPDATE SET opt_in_account = excluded.opt_in_account, opt_in_marketing = excluded.opt_in_marketing`,
    [phone, s.BrandingId, s.OptInAccount, s.OptInMarketing],
  );
}
