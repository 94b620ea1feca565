/**
 * Step 1 of recovery as the API wants it (access spec §3 "Recovery request", §5 "Recovery"). Pure.
 * Hidden fields are left out of the request; the date of birth goes as yyyy-MM-dd.
 */
import { fromUsDate, todayOf } from '@schemas/rules/calendar';
import { isValidUsDateOfBirth } from '@schemas/rules/date-of-birth';
import type { RecoveryRequest } from '@/api/recovery/recovery-types';

/** The values of the step-1 form (date as the user sees it, MM/DD/YYYY). */
export interface IdentityValues {
  emailAddress?: string;
  dateOfBirth?: string;
  zipCode?: string;
  servicingBranch?: string;
}

/** True for a real date, not in the future and not more than 110 years back ("Invalid Date" otherwise). */
export function isValidDateOfBirth(value: string, today: Date = new Date()): boolean {
  return isValidUsDateOfBirth(value, todayOf(today));
}

/** MM/DD/YYYY → yyyy-MM-dd (the API's date format); empty when it is not a real date. */
export function toIsoDate(value: string): string {
  return fromUsDate(value) ?? '';
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
