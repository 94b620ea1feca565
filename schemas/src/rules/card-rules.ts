/**
 * Card rules of the payments spec (section 5 "Card form" and section 9): brand by prefix, Luhn check,
 * number and security-code lengths, MM/YY expiry and zip. Shared by the portal's card form and the
 * sandbox, which refuses the same payloads the form would.
 */

/** Card brands the spec names, spelt as the API sends them. */
export type CardBrand = 'visa' | 'master' | 'amex' | 'discover';

/** Why a card number is refused (keys of the form's messages). */
export type CardNumberProblem = 'required' | 'invalid' | 'unsupported';

const inRange = (digits: string, length: number, low: number, high: number): boolean => {
  if (digits.length < length) return false;
  const prefix = Number(digits.slice(0, length));
  return prefix >= low && prefix <= high;
};

/**
 * The brand by prefix (spec: 4 visa; 32 or 37 amex; 51-55 or 2221-2720 master; 6011, 65, 644-649 or
 * 622126-622925 discover); undefined when no brand matches.
 */
export function cardBrandOf(cardNumber: string): CardBrand | undefined {
  const d = cardNumber.replace(/\D+/g, '');
  if (d.startsWith('4')) return 'visa';
  if (d.startsWith('32') || d.startsWith('37')) return 'amex';
  if (inRange(d, 2, 51, 55) || inRange(d, 4, 2221, 2720)) return 'master';
  if (d.startsWith('6011') || d.startsWith('65') || inRange(d, 3, 644, 649) || inRange(d, 6, 622126, 622925))
    return 'discover';
  return undefined;
}

/** True when the digits pass the Luhn (mod 10) check. */
export function passesLuhn(cardNumber: string): boolean {
  if (!/^\d+$/.test(cardNumber)) return false;
  let sum = 0;
  for (let i = 0; i < cardNumber.length; i += 1) {
    let digit = Number(cardNumber[cardNumber.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Digits in a card number: 15 for amex, 16 otherwise. */
export function cardNumberLength(brand: CardBrand): number {
  return brand === 'amex' ? 15 : 16;
}

/** Card number mask (imask digits): 4-6-5 for amex, 4-4-4-4 otherwise (spec §5 "Card form"). */
export function cardNumberMask(brand: CardBrand | undefined): string {
  return brand === 'amex' ? '0000 000000 00000' : '0000 0000 0000 0000';
}

/** Digits in a security code: 4 for amex, 3 otherwise. */
export function securityCodeLength(brand: CardBrand): number {
  return brand === 'amex' ? 4 : 3;
}

/**
 * Checks a card number (digits, no spaces): required, a known brand among `allowedBrands`, the
 * brand's length and the Luhn check. Answers the problem, or undefined when the number is fine.
 */
export function checkCardNumber(
  cardNumber: string,
  allowedBrands: readonly CardBrand[],
): CardNumberProblem | undefined {
  if (cardNumber === '') return 'required';
  if (!/^\d+$/.test(cardNumber)) return 'invalid';
  const brand = cardBrandOf(cardNumber);
  if (!brand || !allowedBrands.includes(brand)) return 'unsupported';
  if (cardNumber.length !== cardNumberLength(brand) || !passesLuhn(cardNumber)) return 'invalid';
  return undefined;
}

/** True when the security code has the brand's length and only digits. */
export function isSecurityCodeValid(code: string, brand: CardBrand): boolean {
  return new RegExp(`^\\d{${securityCodeLength(brand)}}$`).test(code);
}

/**
 * Checks an MM/YY expiry against `today`: 'required' when empty, 'invalid' when malformed, a bad month
 * or past the end of its month; undefined when the card is still valid.
 */
export function checkExpiration(expiration: string, today: Date): 'required' | 'invalid' | undefined {
  if (expiration === '') return 'required';
  const match = /^(\d{2})\/(\d{2})$/.exec(expiration);
  if (!match) return 'invalid';
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return 'invalid';
  const thisMonth = today.getFullYear() * 12 + today.getMonth();
  return year * 12 + (month - 1) < thisMonth ? 'invalid' : undefined;
}

/** Zip code: 5 digits or ZIP+4. */
export function isZipCodeValid(zip: string): boolean {
  return /^\d{5}(-\d{4})?$/.test(zip);
}

/** The last four digits of a card or bank account number (what may be kept and shown). */
export function lastFour(number: string): string {
  return number.replace(/\D+/g, '').slice(-4).padStart(4, '0');
}
