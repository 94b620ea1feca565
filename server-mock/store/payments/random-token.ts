/** Random opaque tokens for payment profiles, payments and previews (128 bits, URL-safe). */
import { randomBytes } from 'node:crypto';

/** A new random token with a readable prefix naming what it identifies. */
export function randomToken(prefix: string): string {
  return `${prefix}_${randomBytes(16).toString('base64url')}`;
}
