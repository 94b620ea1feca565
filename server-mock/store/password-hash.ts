/**
 * Password hashing (bcrypt, cost 10). Only seed passwords (public sandbox data, listed in the README)
 * are memoised per process and kept in `.data/cache/password-hashes.json`, so seeding a test template
 * does not spend seconds on bcrypt. Passwords people choose get a fresh salt each time and are never
 * kept, in memory or on disk.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import bcrypt from 'bcryptjs';
import { CACHE_DIR } from './template-cache.ts';

const COST = 10;
const CACHE_FILE = join(CACHE_DIR, 'password-hashes.json');
const hashes = new Map<string, Promise<string>>();
let onDisk: Record<string, string> | undefined;

function diskHashes(): Record<string, string> {
  if (!onDisk) {
    try {
      onDisk = JSON.parse(readFileSync(CACHE_FILE, 'utf8')) as Record<string, string>;
    } catch {
      onDisk = {};
    }
  }
  return onDisk;
}

function remember(password: string, hash: string): void {
  try {
    const all = { ...diskHashes(), [password]: hash };
    onDisk = all;
    mkdirSync(CACHE_DIR, { recursive: true });
    const temporary = `${CACHE_FILE}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(all));
    renameSync(temporary, CACHE_FILE);
  } catch {
    // Only a cache.
  }
}

/** bcrypt hash of a password someone chose, with its own salt. */
export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, COST);
}

/** What an unknown user's password is checked against, so both paths cost one bcrypt compare. */
let dummyHash: Promise<string> | undefined;

/** bcrypt hash of a scenario user's password (seed only: these hashes are cached on disk). */
export function hashSeedPassword(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    const cached = diskHashes()[password];
    hash = cached ? Promise.resolve(cached) : bcrypt.hash(password, COST).then((h) => (remember(password, h), h));
    hashes.set(password, hash);
  }
  return hash;
}

/**
 * Checks a password. An unknown user is checked against a dummy hash so both paths take about
 * the same time and response timing does not reveal which user names exist.
 */
export async function verifyPassword(password: string, hash: string | undefined): Promise<boolean> {
  const against = hash ?? (await (dummyHash ??= bcrypt.hash('not-a-user-password', COST)));
  const matches = await bcrypt.compare(password, against);
  return hash !== undefined && matches;
}
