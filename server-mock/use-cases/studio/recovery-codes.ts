/**
 * Recovery codes of the staff's second factor: ten random codes shown once at enrolment; the store
 * keeps only their SHA-256 (each has 50 random bits, so a fast hash suffices) and each works once.
 */
import { createHash, randomInt } from 'node:crypto';

/** Codes made at each enrolment. */
export const RECOVERY_CODE_COUNT = 10;

// Letters and digits that cannot be mistaken for one another when copied from paper.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten new codes such as `k7m2p-x9qrt`. */
export function newRecoveryCodes(): string[] {
  const part = () => Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${part()}-${part()}`);
}

/** A code as typed (any case, spaces or dashes) in the form the store keeps. */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(code.toLowerCase().replace(/[\s-]/g, '')).digest('hex');
}

/** Whether what was typed has the shape of a recovery code rather than a 6-digit TOTP code. */
export function looksLikeRecoveryCode(code: string): boolean {
  return code.replace(/[\s-]/g, '').length === 10;
}
