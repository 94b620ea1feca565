/**
 * Six-digit e-mail codes (login MFA, registration e-mail check). Only a hash is stored; each code
 * has an expiry and an attempt count, and a newer code for the same subject supersedes the older.
 */
import { createHash, randomInt } from 'node:crypto';
import type { Database } from '../database.ts';
import { newRandomToken } from './access-tokens-repo.ts';

/** Why a code was sent. */
export type CodePurpose = 'login' | 'register';

/** A stored code challenge (without the code). */
export interface CodeChallenge {
  id: string;
  purpose: CodePurpose;
  userName: string | null;
  emailAddress: string;
  expiresAt: Date;
  attempts: number;
  validatedAt: Date | null;
  superseded: boolean;
  codeHash: string;
}

interface Row {
  id: string;
  purpose: CodePurpose;
  user_name: string | null;
  email_address: string;
  expires_at: Date;
  attempts: number;
  validated_at: Date | null;
  superseded: boolean;
  code_hash: string;
}

const toChallenge = (r: Row): CodeChallenge => ({
  id: r.id,
  purpose: r.purpose,
  userName: r.user_name,
  emailAddress: r.email_address,
  expiresAt: r.expires_at,
  attempts: r.attempts,
  validatedAt: r.validated_at,
  superseded: r.superseded,
  codeHash: r.code_hash,
});

/** SHA-256 of a code with its challenge id: codes are short, so the id salts them. */
export function hashCode(id: string, code: string): string {
  return createHash('sha256').update(`${id}:${code.trim()}`).digest('hex');
}

/** A fresh code, uniformly 000000..999999. */
export function newSixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Stores a new challenge and supersedes older ones of the same subject; answers its id and code. */
export async function createChallenge(
  db: Database,
  c: { purpose: CodePurpose; userName: string | null; emailAddress: string; now: Date; ttlMs: number; id?: string },
): Promise<{ id: string; code: string }> {
  const id = c.id ?? newRandomToken();
  const code = newSixDigitCode();
  await db.transaction(async (tx) => {
    if (c.userName) {
      await tx.execute('update one_time_codes set superseded = true where purpose = $1 and user_name = lower($2)', [
        c.purpose,
        c.userName,
      ]);
    }
    await tx.execute('delete from one_time_codes where id = $1', [id]);
    await tx.execute(
      `insert into one_time_codes (id, purpose, user_name, email_address, code_hash, created_at, expires_at)
       values ($1, $2, lower($3), $4, $5, $6, $7)`,
      [id, c.purpose, c.userName, c.emailAddress, hashCode(id, code), c.now, new Date(c.now.getTime() + c.ttlMs)],
    );
  });
  return { id, code };
}

/** A challenge by id. */
export async function findChallenge(db: Database, id: string): Promise<CodeChallenge | undefined> {
  const rows = await db.query<Row>('select * from one_time_codes where id = $1', [id]);
  return rows[0] && toChallenge(rows[0]);
}

/** The newest live (not superseded) challenge of a user for a purpose. */
export async function latestChallengeOf(
  db: Database,
  purpose: CodePurpose,
  userName: string,
): Promise<CodeChallenge | undefined> {
  const rows = await db.query<Row>(
    'select * from one_time_codes where purpose = $1 and user_name = lower($2) and not superseded order by created_at desc limit 1',
    [purpose, userName],
  );
  return rows[0] && toChallenge(rows[0]);
}

/** Counts one wrong attempt. */
export async function countAttempt(db: Database, id: string): Promise<void> {
  await db.execute('update one_time_codes set attempts = attempts + 1 where id = $1', [id]);
}

/** Marks the challenge validated. */
export async function markValidated(db: Database, id: string, now: Date): Promise<void> {
  await db.execute('update one_time_codes set validated_at = $2 where id = $1', [id, now]);
}

/** True when a registration code for this address was validated after `since`. */
export async function emailWasVerified(db: Database, emailAddress: string, since: Date): Promise<boolean> {
  const rows = await db.query<{ n: number }>(
    `select count(*)::int as n from one_time_codes where purpose = 'register' and lower(email_address) = lower($1) and validated_at >= $2`,
    [emailAddress, since],
  );
  return (rows[0]?.n ?? 0) > 0;
}
