/**
 * Input masks and formatting (spec section 9): phone (000) 000-0000, date 00/00/0000, SSN and zip as
 * digits, account numbers by the institution's office, account and check-digit lengths.
 * Mask strings use the imask convention: `0` is one digit, anything else is a fixed character.
 */

/** The named masks a screen file may ask for. */
export type MaskName =
  | 'phone'
  | 'profilePhone'
  | 'ssn'
  | 'date'
  | 'zip'
  | 'branch'
  | 'accountNumber'
  | 'cardNumber'
  | 'cardExpiry';

/** Phone mask (spec: "(000) 000-0000"). */
export const PHONE_MASK = '(000) 000-0000';
/** The profile's phone mask (accounts spec §5: "phone mask 000-000-0000"). */
export const PROFILE_PHONE_MASK = '000-000-0000';
/** Date of birth mask (spec: "00/00/0000"). */
export const DATE_MASK = '00/00/0000';
/** Default SSN digit count; the spec strips SSN input to digits and cuts it at 9. */
export const SSN_DIGITS = 9;
/** Zip code digits. */
export const ZIP_DIGITS = 5;
/** Branch number: digits only, at most 4. */
export const BRANCH_DIGITS = 4;

/** Card number mask before the brand is known (4-4-4-4; the card form switches to 4-6-5 for amex). */
export const CARD_NUMBER_MASK = '0000 0000 0000 0000';
/** Card expiry mask (spec: MM/YY, at most 5 characters). */
export const CARD_EXPIRY_MASK = '00/00';

/** Keeps only the digits 0-9. */
export function digitsOnly(value: string): string {
  return value.replace(/\D+/g, '');
}

/** Keeps only digits and cuts at `max` (the SSN step: "stripped to digits and cut at 9"). */
export function digitsUpTo(value: string, max: number): string {
  return digitsOnly(value).slice(0, Math.max(0, max));
}

/** Lengths of the parts of an account number, from institution options (Loan… or Deposit…). */
export interface AccountNumberLengths {
  office: number;
  account: number;
  checkDigit: number;
}

/**
 * The account-number mask: office, account and check digit as digit groups joined by dashes.
 * Empty parts are left out, and so is the check digit when `removeCheckDigit` is on.
 */
export function accountNumberMask(lengths: AccountNumberLengths, removeCheckDigit = false): string {
  const parts = [lengths.office, lengths.account, removeCheckDigit ? 0 : lengths.checkDigit];
  return parts
    .map((n) => (Number.isFinite(n) && n > 0 ? '0'.repeat(Math.floor(n)) : ''))
    .filter((part) => part !== '')
    .join('-');
}

/** Fills a mask with the digits of `value`, stopping where the digits run out. */
export function applyDigitMask(mask: string, value: string): string {
  const digits = digitsOnly(value);
  let out = '';
  let used = 0;
  for (const ch of mask) {
    if (used >= digits.length) break;
    if (ch === '0') out += digits[used++];
    else out += ch;
  }
  return out;
}

/** Formats a phone number as (000) 000-0000 (partial input gives a partial format). */
export function formatPhone(value: string): string {
  return applyDigitMask(PHONE_MASK, value);
}

/** The number of digit slots in a mask. */
export function maskDigitCount(mask: string): number {
  return [...mask].filter((ch) => ch === '0').length;
}

/** The mask string of a named mask (account numbers need their lengths). */
export function maskFor(name: MaskName, lengths?: AccountNumberLengths, removeCheckDigit = false): string {
  switch (name) {
    case 'phone':
      return PHONE_MASK;
    case 'profilePhone':
      return PROFILE_PHONE_MASK;
    case 'date':
      return DATE_MASK;
    case 'ssn':
      return '0'.repeat(SSN_DIGITS);
    case 'zip':
      return '0'.repeat(ZIP_DIGITS);
    case 'branch':
      return '0'.repeat(BRANCH_DIGITS);
    case 'cardNumber':
      return CARD_NUMBER_MASK;
    case 'cardExpiry':
      return CARD_EXPIRY_MASK;
    case 'accountNumber':
      return accountNumberMask(lengths ?? { office: 0, account: 0, checkDigit: 0 }, removeCheckDigit);
  }
}
