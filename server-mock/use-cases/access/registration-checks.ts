/** Small pure helpers of registration and activation. */
import { createHash } from 'node:crypto';

/** MM/DD/YYYY as a UTC date, or undefined when not a real calendar date. */
export function parseUsDate(value: string): Date | undefined {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (!m) return undefined;
  const [month, day, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : undefined;
}

/** A stable six-digit customer id for a newly registered person (prefix 9 keeps it apart from seeded ids). */
export function customerIdFor(personId: string): string {
  const n = createHash('sha256').update(personId).digest().readUInt32BE(0) % 100000;
  return `9${String(n).padStart(5, '0')}`;
}
