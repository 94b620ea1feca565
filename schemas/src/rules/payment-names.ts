/**
 * Name and address text rules of the new-method forms (payments spec §5 "Card form" and "ACH form").
 * Shared by the portal's forms and the sandbox, which refuses the same payloads the forms would.
 */

/** Why a name or address text is refused: empty, or not matching the spec's pattern. */
export type TextProblem = 'required' | 'invalid';

/** Card holder names: letters and punctuation, starting with a letter. */
const CARD_NAME = /^[A-Za-z][A-Za-z .,'`-]*$/;
/** Characters the spec forbids in card names and billing address lines. */
const FORBIDDEN = /[~<>{}^[\]]/;
/** A run of two identical special characters (e.g. `--`, `..`). */
const REPEATED_SPECIAL = /([^A-Za-z0-9 ])\1/;
/** Address lines: letters, digits and the usual punctuation of a street address. */
const ADDRESS = /^[A-Za-z0-9][A-Za-z0-9 .,'#/&-]*$/;

/**
 * Card holder first or last name (spec: required; no ~ < > { } ^ [ ]; letters-and-punctuation pattern;
 * no repeated identical special characters).
 */
export function checkCardHolderName(name: string): TextProblem | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return 'required';
  if (FORBIDDEN.test(name) || !CARD_NAME.test(trimmed) || REPEATED_SPECIAL.test(trimmed)) return 'invalid';
  return undefined;
}

/** Billing address 1, 2 and city: the card names' forbidden characters and repeated specials, plus digits allowed. */
export function checkAddressText(text: string): TextProblem | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return 'required';
  if (FORBIDDEN.test(text) || !ADDRESS.test(trimmed) || REPEATED_SPECIAL.test(trimmed)) return 'invalid';
  return undefined;
}

/** Owner name: two or more space-separated words of letters and . ' ` – — -, starting with a letter. */
const OWNER = /^[A-Za-z][A-Za-z.'`\u2013\u2014-]*( +[A-Za-z.'`\u2013\u2014-]+)+$/;
const REPEATED_NON_LETTER = /([^A-Za-z ])\1/;

/**
 * Bank account owner name (spec: required; at least two space-separated words of letters and
 * . ' ` – — -, starting with a letter, no run of repeated identical non-letter characters).
 */
export function checkOwnerName(name: string): TextProblem | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return 'required';
  if (!OWNER.test(trimmed) || REPEATED_NON_LETTER.test(trimmed)) return 'invalid';
  return undefined;
}
