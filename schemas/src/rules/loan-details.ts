/**
 * Pure rules of the loan details page (accounts spec §2 "Account information panel", §3 Loan account
 * data, §4 "Loan details load", §9): load flags from the answer's errors, the misc fees, and the branch's map
 * and tel links. Dates, money and rates are written by host-format.ts.
 */
import { add, fromCents, toCents } from './money.ts';

/** The load flags of spec §8 "Loan load flags", in the order the page shows them. */
export const LOAN_LOAD_FLAGS = [
  'Error',
  'LoanLockedPayoff',
  'Dispute',
  'NoPaymentOnline',
  'NoAchPayment',
  'NightError',
] as const;

/** One load flag. */
export type LoanLoadFlag = (typeof LOAN_LOAD_FLAGS)[number];

/**
 * The flags an answer's errors raise (spec §4: "If the response has errors they map to flags ...;
 * otherwise all are false"). A message that names no flag (the host's free text, 'NotYours') counts as
 * Error, so a failure is never silent. Each flag appears once.
 */
export function loadFlagsOf(errors: readonly { ErrorMessage: string }[] | undefined): LoanLoadFlag[] {
  const raised = new Set<LoanLoadFlag>();
  for (const { ErrorMessage } of errors ?? []) {
    const flag = LOAN_LOAD_FLAGS.find((f) => f.toLowerCase() === ErrorMessage.trim().toLowerCase());
    raised.add(flag ?? 'Error');
  }
  return LOAN_LOAD_FLAGS.filter((f) => raised.has(f));
}

/** Misc fees = total loan fees − late charges due (spec §3), in dollars, computed in cents. */
export function miscFees(totalLoanFees: number | null | undefined, lateChargesDue: number | null | undefined): number {
  return fromCents(add(toCents(totalLoanFees ?? 0), -toCents(lateChargesDue ?? 0)));
}

/** A branch as the panel needs it. */
export interface BranchAddress {
  StreetAddress?: string;
  City?: string;
  State?: string;
  Zip?: string;
  PhoneNumber?: string;
}

/** One line of the branch address: "12 Main St, Springfield, IL 62701" (empty parts left out). */
export function branchAddressText(b: BranchAddress): string {
  const cityLine = [b.City, [b.State, b.Zip].filter(Boolean).join(' ')].filter((p) => p && p.trim() !== '').join(', ');
  return [b.StreetAddress, cityLine].filter((p) => p && p.trim() !== '').join(', ');
}

/** The map link of a branch address (a maps search for the address text), or undefined without one. */
export function branchMapHref(b: BranchAddress): string | undefined {
  const text = branchAddressText(b);
  return text === '' ? undefined : `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(text)}`;
}

/** The tel link with the +1 prefix (spec §9), from the 10 digits; undefined when the number has not 10 digits. */
export function telHref(phone: string | null | undefined): string | undefined {
  const digits = (phone ?? '').replace(/\D/g, '');
  const ten = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return ten.length === 10 ? `tel:+1${ten}` : undefined;
}

/** A 10-digit phone shown as (xxx) xxx-xxxx (spec §3 Branch); other values as they are. */
export function phoneText(phone: string | null | undefined): string {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.length === 10 ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : (phone ?? '');
}
