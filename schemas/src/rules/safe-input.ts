/**
 * Safe-input filter and the free-text allowed-character pattern (spec section 5, "Safe-input filter").
 */

/** Removes the characters ' " < > (spec: the safe-input filter). */
export function safeInput(value: string): string {
  return value.replace(/['"<>]/g, '');
}

/**
 * Pattern source: letters, digits, spaces and . ! @ # $ % & * - + | = ? , ' ( ) (spec: the other allowed-character
 * pattern).
 */
export const SAFE_TEXT_PATTERN = "^[A-Za-z0-9 .!@#$%&*+|=?,'()-]*$";

const safeTextRegExp = new RegExp(SAFE_TEXT_PATTERN, 'u');

/** True when `value` uses only the characters of {@link SAFE_TEXT_PATTERN}. */
export function isSafeText(value: string): boolean {
  return safeTextRegExp.test(value);
}
