/**
 * Download tokens (table `download_tokens`): what a file opened in a new tab needs (history CSV/PDF,
 * payoff breakdown, an Amsive statement URL). Random, short-lived and single use.
 */
import { randomBytes } from 'node:crypto';
import type { Database } from '../database.ts';

/** How long a download token lives: the portal opens the tab right after asking. */
export const DOWNLOAD_TOKEN_TTL_MS = 5 * 60_000;

/** What a token is for. */
export type DownloadKind = 'history' | 'payoff' | 'statement';

/** Issues a token; answers it (256 random bits, hex). */
export async function issueDownloadToken(
  db: Database,
  userName: string,
  kind: DownloadKind,
  data: Record<string, unknown>,
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('hex');
  await db.execute(
    'INSERT INTO download_tokens (token, user_name, kind, data, expires_at) VALUES ($1, $2, $3, $4::jsonb, $5)',
    [token, userName.toLowerCase(), kind, JSON.stringify(data), new Date(now.getTime() + DOWNLOAD_TOKEN_TTL_MS)],
  );
  return token;
}

/** Uses a token once: its user and data when live, unused and of the kind; undefined otherwise. */
export async function consumeDownloadToken(
  db: Database,
  token: string,
  kind: DownloadKind,
  now: Date,
): Promise<{ userName: string; data: Record<string, unknown> } | undefined> {
  const rows = await db.query<{ user_name: string; data: Record<string, unknown> }>(
    `UPDATE download_tokens SET used_at = $3 WHERE token = $1 AND kind = $2 AND used_at IS NULL AND expires_at > $3 RETURNING user_name, data`,
    [token, kind, now],
  );
  const row = rows[0];
  return row && { userName: row.user_name, data: row.data };
}
