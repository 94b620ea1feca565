/**
 * Idempotency keys of payment submits over the core table `idempotency_keys`. The key is stored with
 * the user's name in front so two users' keys never collide; the body is compared by its hash.
 */
import { createHash } from 'node:crypto';
import type { Database } from '../database.ts';

/** The first answer recorded for a key. */
export interface IdempotentAnswer {
  bodyHash: string;
  status: number;
  response: unknown;
}

/** SHA-256 of a body in a stable JSON form (object keys sorted), so key order does not matter. */
export function hashBody(body: unknown): string {
  const stable = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(stable);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value as Record<string, unknown>)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([k, v]) => [k, stable(v)]),
      );
    }
    return value;
  };
  return createHash('sha256')
    .update(JSON.stringify(stable(body)))
    .digest('hex');
}

/** The recorded answer for the user's key on this call. */
export async function findIdempotentAnswer(
  db: Database,
  userName: string,
  key: string,
  path: string,
): Promise<IdempotentAnswer | undefined> {
  const [row] = await db.query<{ body_hash: string; status: number; response: unknown }>(
    "select body_hash, status, response from idempotency_keys where key = $1 and method = 'POST' and path = $2",
    [`${userName}:${key}`, path],
  );
  return row ? { bodyHash: row.body_hash, status: row.status, response: row.response } : undefined;
}

/**
 * Claims the user's key for this call before running it (status 0, no response yet). False when the
 * key was claimed already, by an earlier call or one still running.
 */
export async function claimIdempotencyKey(
  db: Database,
  userName: string,
  key: string,
  path: string,
  bodyHash: string,
  at: Date,
): Promise<boolean> {
  const inserted = await db.execute(
    `insert into idempotency_keys (key, method, path, body_hash, status, response, created_at) values ($1, 'POST', $2, $3, 0, null, $4)
     on conflict do nothing`,
    [`${userName}:${key}`, path, bodyHash, at],
  );
  return inserted > 0;
}

/** Stores the answer of a claimed key. */
export async function completeIdempotencyKey(
  db: Database,
  userName: string,
  key: string,
  path: string,
  status: number,
  response: unknown,
): Promise<void> {
  await db.execute(
    "update idempotency_keys set status = $3, response = $4 where key = $1 and method = 'POST' and path = $2",
    [`${userName}:${key}`, path, status, response],
  );
}

/** Gives up a claim whose call failed, so a retry runs it again. */
export async function releaseIdempotencyKey(db: Database, userName: string, key: string, path: string): Promise<void> {
  await db.execute("delete from idempotency_keys where key = $1 and method = 'POST' and path = $2 and status = 0", [
    `${userName}:${key}`,
    path,
  ]);
}
