/** Password hashing for seeded users (bcrypt, cost 10), memoised so a reset does not re-hash. */
import bcrypt from 'bcryptjs';

const COST = 10;
const hashes = new Map<string, Promise<string>>();

/** bcrypt hash of a sandbox password; the same password reuses its first hash. */
export function hashPassword(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = bcrypt.hash(password, COST);
    hashes.set(password, hash);
  }
  return hash;
}

/**
 * Checks a password. An unknown user is checked against a dummy hash so both paths take about
 * the same time and response timing does not reveal which user names exist.
 */
export async function verifyPassword(password: string, hash: string | undefined): Promise<boolean> {
  const against = hash ?? (await hashPassword('not-a-user-password'));
  const matches = await bcrypt.compare(password, against);
  return hash !== undefined && matches;
}
