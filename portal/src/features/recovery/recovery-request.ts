/**
 * Step 1 of recovery as the API wants it (access spec §3 "Recovery request", §5 "Recovery"). Pure.
 * Hidden fields are left out of the request; the date of birth goes as yyyy-MM-dd.
 */
import type { RecoveryRequest } from '@/api/recovery/recovery-types';

/** The values of the step-1 form (date as the user sees it, MM/DD/YYYY). */
export interface IdentityValues {
  emailAddress?: string;
  dateOfBirth?: string;
  zipCode?: string;
  servicingBranch?: string;
}

/** Oldest date of birth accepted: the spec's 110-year past range. */
export const DATE_OF_BIRTH_YEARS = 110;

/** Parses MM/DD/YYYY into its parts when it is a real calendar date. */
function parseUsDate(value: string): { y: number; m: number; d: number } | undefined {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (!match) return undefined;
  const [m, d, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? { y, m, d } : undefined;
}

/** True for a real date, not in the future and not more than 110 years back ("Invalid Date" otherwise). */
export function isValidDateOfBirth(value: string, today: Date = new Date()): boolean {
  const parts = parseUsDate(value);
  if (!parts) return false;
  const asNumber = (y: number, m: number, d: number) => y * 10000 + m * 100 + d;
  const now = asNumber(today.getFullYear(), today.getMonth() + 1, today.getDate());
  const oldest = now - DATE_OF_BIRTH_YEARS * 10000;
  const given = asNumber(parts.y, parts.m, parts.d);
  return given <= now && given >= oldest;
}

/** MM/DD/YYYY → yyyy-MM-dd (the API's date format). */
export function toIsoDate(value: string): string {
  const parts = parseUsDate(value);
  if (!parts) return '';
  return `${String(parts.y).padStart(4, '0')}-${String(parts.m).padStart(2, '0')}-${String(parts.d).padStart(2, '0')}`;
}

/** Which step-1 fields the institution hides. */
export interface HiddenIdentityFields {
  emailAddress: boolean;
  dateOfBirth: boolean;
  zipCode: boolean;
  servicingBranch: boolean;
}

/** The GetSecretQuestion body: only shown, non-empty fields, trimmed. */
export function toRecoveryRequest(values: IdentityValues, hidden: HiddenIdentityFields): RecoveryRequest {
  const request: RecoveryRequest = {};
  const shown = (name: keyof IdentityValues) => (hidden[name] ? '' : (values[name] ?? '').trim());
  if (shown('emailAddress')) request.EmailAddress = shown('emailAddress');
  if (shown('dateOfBirth')) request.DateOfBirth = toIsoDate(shown('dateOfBirth'));
  if (shown('zipCode')) request.ZipCode = shown('zipCode');
  if (shown('servicingBranch')) request.ServicingBranch = shown('servicingBranch');
  return request;
}
