/**
 * ABA routing numbers (spec section 5 "ACH form", section 9): nine digits whose 3-7-1 weighted sum is a
 * multiple of 10. Shared by the portal's ACH form and the sandbox's bank lookup.
 */

/** The 3-7-1 weights, repeated over the nine digits. */
const WEIGHTS = [3, 7, 1, 3, 7, 1, 3, 7, 1] as const;

/** True when `routingNumber` is nine digits and passes the ABA checksum. */
export function isRoutingNumberValid(routingNumber: string): boolean {
  if (!/^\d{9}$/.test(routingNumber)) return false;
  const sum = WEIGHTS.reduce((total, weight, i) => total + weight * Number(routingNumber[i]), 0);
  return sum % 10 === 0;
}

/** The check digit (ninth digit) that makes eight digits a valid routing number. */
export function routingCheckDigit(firstEight: string): number {
  if (!/^\d{8}$/.test(firstEight)) throw new Error('routingCheckDigit needs eight digits');
  const sum = WEIGHTS.slice(0, 8).reduce((total, weight, i) => total + weight * Number(firstEight[i]), 0);
  return (10 - (sum % 10)) % 10;
}

/**
 * Bank account number (spec section 5): 1 to 17 digits, not all zeros, not one repeated character.
 * Answers 'required', 'invalid', or undefined when fine.
 */
export function checkBankAccountNumber(accountNumber: string): 'required' | 'invalid' | undefined {
  if (accountNumber === '') return 'required';
  if (!/^\d{1,17}$/.test(accountNumber)) return 'invalid';
  if (/^(\d)\1*$/.test(accountNumber)) return 'invalid';
  return undefined;
}
