/**
 * Account numbers in the host's office-number-checkdigit form (for example `0101-100234-7` with
 * office 4, account 6 and check digit 1). The host's own check-digit algorithm is not in the spec,
 * so the sandbox uses the Luhn mod-10 rule over the office and account digits: well known, catches
 * every single-digit typo, and easy to recompute by hand. Lengths come from institution options.
 */
import type { AccountNumberLengths } from './masks.ts';

/** Luhn mod-10 check digit of a digit string (the digit that makes the whole string pass Luhn). */
export function luhnCheckDigit(digits: string): number {
  if (!/^[0-9]+$/.test(digits)) throw new Error('luhnCheckDigit needs digits only');
  let sum = 0;
  // Walking from the right, the digit next to the (future) check digit is doubled first.
  for (let i = digits.length - 1, double = true; i >= 0; i--, double = !double) {
    let d = Number(digits[i]);
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** The check-digit part for `lengths.checkDigit` digits (left-padded with zeros), '' when the institution has none. */
export function checkDigitPart(officeAndAccountDigits: string, checkDigitLength: number): string {
  if (checkDigitLength <= 0) return '';
  return String(luhnCheckDigit(officeAndAccountDigits)).padStart(checkDigitLength, '0');
}

/** Keeps the rightmost `length` digits of `value`, left-padding with zeros. */
function fit(value: string | number, length: number): string {
  return String(value)
    .replace(/[^0-9]/g, '')
    .padStart(length, '0')
    .slice(-length);
}

/**
 * Builds an account number from the office (the servicing branch, padded or cut to the office length)
 * and a serial number (padded or cut to the account length), adding the check digit when the
 * institution uses one.
 */
export function composeAccountNumber(lengths: AccountNumberLengths, office: string | number, serial: number): string {
  const officePart = fit(office, lengths.office);
  const accountPart = fit(serial, lengths.account);
  const check = checkDigitPart(officePart + accountPart, lengths.checkDigit);
  return [officePart, accountPart, check].filter((p) => p !== '').join('-');
}

/** True when `value` has the institution's layout and, when it has one, a correct check digit. */
export function isValidAccountNumber(value: string, lengths: AccountNumberLengths): boolean {
  const parts = value.split('-');
  const expected = lengths.checkDigit > 0 ? 3 : 2;
  if (parts.length !== expected) return false;
  const [office = '', account = '', check = ''] = parts;
  if (!/^[0-9]+$/.test(office + account) || office.length !== lengths.office || account.length !== lengths.account)
    return false;
  return checkDigitPart(office + account, lengths.checkDigit) === check;
}

/** The number as the loan details page shows it: without the check-digit part (spec §2). */
export function withoutCheckDigit(value: string, lengths: AccountNumberLengths): string {
  if (lengths.checkDigit <= 0) return value;
  const parts = value.split('-');
  return parts.length >= 3 ? parts.slice(0, -1).join('-') : value;
}

/** The office (branch) part: the digits before the first dash. */
export function officeOf(value: string): string {
  return value.split('-')[0] ?? '';
}
