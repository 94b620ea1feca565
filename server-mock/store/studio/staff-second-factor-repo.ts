/**
 * The staff's TOTP second factor (columns of `staff_users`), their recovery codes
 * (`staff_recovery_codes`, hashed) and sign-ins waiting for their code (`staff_pending_sign_ins`,
 * only the SHA-256 of the cookie's id). Decision 282.
 */
import type { Database } from '../database.ts';
import { hashSessionId } from './staff-sessions-repo.ts';

/** A staff member's TOTP state. */
export interface StoredTotp {
  secret: string | null;
  pendingSecret: string | null;
}

/** The TOTP secrets of a staff member (undefined: no such user). */
export async function readTotp(db: Database, userName: string): Promise<StoredTotp | undefined> {
  const [row] = await db.query<{ totp_secret: string | null; totp_pending_secret: string | null }>(
    'select totp_secret, totp_pending_secret from staff_users where user_name = lower($1)',
    [userName],
  );
  return row && { secret: row.totp_secret, pendingSecret: row.totp_pending_secret };
}

/** Keeps a secret being enrolled, until a code from it confirms it. */
export async function savePendingTotp(db: Database, userName: string, secret: string): Promise<void> {
  await db.execute('update staff_users set totp_pending_secret = $2 where user_name = lower($1)', [userName, secret]);
}

/** The enrolled secret becomes the one confirmed at time step `step` (which counts as used). */
export async function confirmPendingTotp(db: Database, userName: string, step: number): Promise<void> {
  await db.execute(
    'update staff_users set totp_secret = totp_pending_secret, totp_pending_secret = null, totp_last_step = $2 where user_name = lower($1)',
    [userName, step],
  );
}

/**
 * Accepts the code of time step `step` once: false when a code of this step or a later one was
 * accepted before (a replay). One update, so two requests with the same code cannot both pass.
 */
export async function acceptTotpStep(db: Database, userName: string, step: number): Promise<boolean> {
  return (
    (await db.execute(
      'update staff_users set totp_last_step = $2 where user_name = lower($1) and (totp_last_step is null or totp_last_step < $2)',
      [userName, step],
    )) > 0
  );
}

/** Replaces a staff member's recovery codes (given as hashes). */
export async function replaceRecoveryCodes(
  db: Database,
  userName: string,
  codeHashes: readonly string[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute('delete from staff_recovery_codes where user_name = lower($1)', [userName]);
    for (const hash of codeHashes) {
      await tx.execute('insert into staff_recovery_codes (user_name, code_hash) values (lower($1), $2)', [
        userName,
        hash,
      ]);
    }
  });
}

/** Uses a recovery code: true the first time, false when unknown or used. */
export async function useRecoveryCode(db: Database, userName: string, codeHash: string, at: Date): Promise<boolean> {
  return (
    (await db.execute(
      'update staff_recovery_codes set used_at = $3 where user_name = lower($1) and code_hash = $2 and used_at is null',
      [userName, codeHash, at],
    )) > 0
  );
}

/** Starts a sign-in that waits for its second factor. */
export async function createPendingSignIn(db: Database, pendingId: string, userName: string, at: Date): Promise<void> {
  await db.execute('insert into staff_pending_sign_ins (id_hash, user_name, created_at) values ($1, lower($2), $3)', [
    hashSessionId(pendingId),
    userName,
    at,
  ]);
}

/** The user of a pending sign-in younger than `maxMinutes` with fewer than `maxFailures` wrong codes. */
export async function findPendingSignIn(
  db: Database,
  pendingId: string,
  now: Date,
  limits: { maxMinutes: number; maxFailures: number },
): Promise<string | undefined> {
  const [row] = await db.query<{ user_name: string }>(
    `select user_name from staff_pending_sign_ins
     where id_hash = $1 and created_at > $2::timestamptz - make_interval(mins => $3::int) and failed_codes < $4`,
    [hashSessionId(pendingId), now, limits.maxMinutes, limits.maxFailures],
  );
  return row?.user_name;
}

/** Counts a wrong code against a pending sign-in. */
export async function recordPendingFailure(db: Database, pendingId: string): Promise<void> {
  await db.execute('update staff_pending_sign_ins set failed_codes = failed_codes + 1 where id_hash = $1', [
    hashSessionId(pendingId),
  ]);
}

/** Ends a pending sign-in (done, or abandoned). */
export async function deletePendingSignIn(db: Database, pendingId: string): Promise<void> {
  await db.execute('delete from staff_pending_sign_ins where id_hash = $1', [hashSessionId(pendingId)]);
}

/** Ends every pending sign-in of a staff member (disabled, new password, new role). */
export async function deletePendingSignInsOf(db: Database, userName: string): Promise<void> {
  await db.execute('delete from staff_pending_sign_ins where user_name = lower($1)', [userName]);
}

/** Removes a staff member's TOTP and recovery codes (an operator's reset after a lost phone). */
export async function clearSecondFactor(db: Database, userName: string): Promise<boolean> {
  const found = await db.execute(
    'update staff_users set totp_secret = null, totp_pending_secret = null, totp_last_step = null where user_name = lower($1)',
    [userName],
  );
  await db.execute('delete from staff_recovery_codes where user_name = lower($1)', [userName]);
  return found > 0;
}
