/**
 * Opaque single-purpose tokens (reset, activation, verify-email, opt-out, passable, sso, biometric,
 * trusted-device, mfa-pending): random, 256 bits, each with an optional expiry and single use.
 */
import { randomBytes } from 'node:crypto';
import type { Database } from '../database.ts';

/** What a token is for. */
export type AccessTokenKind =
  | 'reset'
  | 'activation'
  | 'verify-email'
  | 'opt-out'
  | 'passable'
  | 'sso'
  | 'biometric'
  | 'trusted-device'
  | 'mfa-pending';

/** A stored token. */
export interface AccessToken {
  token: string;
  kind: AccessTokenKind;
  userName: string | null;
  data: Record<string, unknown>;
  createdAt: Date;
  expiresAt: Date | null;
  usedAt: Date | null;
}

interface Row {
  token: string;
  kind: AccessTokenKind;
  user_name: string | null;
  data: Record<string, unknown>;
  created_at: Date;
  expires_at: Date | null;
  used_at: Date | null;
}

const fromRow = (r: Row): AccessToken => ({
  token: r.token,
  kind: r.kind,
  userName: r.user_name,
  data: r.data,
  createdAt: r.created_at,
  expiresAt: r.expires_at,
  usedAt: r.used_at,
});

/** 256 random bits, hex: unguessable and safe in a URL or header. */
export function newRandomToken(): string {
  return randomBytes(32).toString('hex');
}

/** Stores a token (random unless `token` is given, as the seed does for documented demo tokens). */
export async function issueToken(
  db: Database,
  issue: {
    kind: AccessTokenKind;
    userName: string | null;
    now: Date;
    ttlMs?: number;
    data?: Record<string, unknown>;
    token?: string;
  },
): Promise<AccessToken> {
  const token = issue.token ?? newRandomToken();
  const expiresAt = issue.ttlMs === undefined ? null : new Date(issue.now.getTime() + issue.ttlMs);
  await db.execute(
    `insert into access_tokens (token, kind, user_name, data, created_at, expires_at) values ($1, $2, lower($3), $4, $5, $6)
     on conflict (token) do update set kind = excluded.kind, user_name = excluded.user_name, data = excluded.data,
       created_at = excluded.created_at, expires_at = excluded.expires_at, used_at = null`,
    [token, issue.kind, issue.userName, issue.data ?? {}, issue.now, expiresAt],
  );
  return {
    token,
    kind: issue.kind,
    userName: issue.userName?.toLowerCase() ?? null,
    data: issue.data ?? {},
    createdAt: issue.now,
    expiresAt,
    usedAt: null,
  };
}

/** A token of one kind, whatever its state (callers decide between expired and used). */
export async function findToken(db: Database, token: string, kind: AccessTokenKind): Promise<AccessToken | undefined> {
  const [row] = await db.query<Row>('select * from access_tokens where token = $1 and kind = $2', [token, kind]);
  return row && fromRow(row);
}

/** The newest not yet used token of a kind for a user (the login waiting for its code), expired or not. */
export async function findLatestUnusedToken(
  db: Database,
  kind: AccessTokenKind,
  userName: string,
): Promise<AccessToken | undefined> {
  const [row] = await db.query<Row>(
    'select * from access_tokens where kind = $1 and user_name = $2 and used_at is null order by created_at desc limit 1',
    [kind, userName],
  );
  return row && fromRow(row);
}

/**
 * True when the user holds a token of the kind that is unused and expires after `now` (a login waiting for its code).
 */
export async function hasLiveToken(db: Database, kind: AccessTokenKind, userName: string, now: Date): Promise<boolean> {
  const [row] = await db.query<{ n: number }>(
    'select count(*)::int as n from access_tokens where kind = $1 and user_name = $2 and used_at is null and expires_at > $3',
    [kind, userName, now],
  );
  return (row?.n ?? 0) > 0;
}

/** True when the token can still be used at `now`. */
export function isLive(token: AccessToken | undefined, now: Date): token is AccessToken {
  return (
    token !== undefined &&
    token.usedAt === null &&
    (token.expiresAt === null || token.expiresAt.getTime() > now.getTime())
  );
}

/** Marks a live token used; false when it was already used (so two racing calls cannot both use it). */
export async function useToken(db: Database, token: string, now: Date): Promise<boolean> {
  return (
    (await db.execute('update access_tokens set used_at = $2 where token = $1 and used_at is null', [token, now])) === 1
  );
}

/** Ends a login still waiting for its security code (logout with the pending token). */
export async function endPendingLogin(db: Database, token: string, now: Date): Promise<void> {
  await db.execute(
    `update access_tokens set used_at = $2 where token = $1 and kind = 'mfa-pending' and used_at is null`,
    [token, now],
  );
}

/** Ends every live token of a kind for a user (a new reset link replaces older ones). */
export async function revokeTokens(db: Database, userName: string, kind: AccessTokenKind, now: Date): Promise<void> {
  await db.execute(
    'update access_tokens set used_at = $3 where user_name = lower($1) and kind = $2 and used_at is null',
    [userName, kind, now],
  );
}

/** Single-use passable token check for other areas (documents, statements): the user it was issued to. */
export async function consumePassableToken(db: Database, token: string, now: Date): Promise<string | undefined> {
  const found = await findToken(db, token, 'passable');
  if (!isLive(found, now) || !(await useToken(db, token, now))) return undefined;
  return found.userName ?? undefined;
}
