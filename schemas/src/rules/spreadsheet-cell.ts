/**
 * CSV injection defence (OWASP "CSV Injection"): a text cell that a spreadsheet would read as a
 * formula is made plain text. Applies to text cells only: amounts stay numbers, so a negative
 * amount such as -25.00 still sums in the spreadsheet (see docs/decisions/151-csv-defusing.md).
 */

/** The first characters that make Excel, LibreOffice or Google Sheets start a formula (OWASP list). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** True when a spreadsheet would treat this text cell as a formula. */
export function startsLikeFormula(text: string): boolean {
  return FORMULA_START.test(text);
}

/** The cell text with a leading apostrophe when it starts like a formula; other text unchanged. */
export function defuseSpreadsheetText(text: string): string {
  return startsLikeFormula(text) ? `'${text}` : text;
}
