/**
 * CSV documents that open cleanly in a spreadsheet (csv-stringify): a UTF-8 byte-order mark so Excel
 * reads accents as UTF-8, CRLF line ends and RFC 4180 quoting. Text cells that start like a formula
 * (= + - @, tab, carriage return, and their full-width forms) get a leading apostrophe from
 * csv-stringify's own `escape_formulas`, and every text cell is quoted (OWASP "CSV Injection"); numbers
 * are written as numbers with 2 decimals and never escaped, so a negative amount stays a number the
 * spreadsheet can sum (docs/decisions/151-csv-defusing.md).
 */
import { stringify } from 'csv-stringify/sync';

/** One cell: text, or an amount (written with 2 decimals). */
export type CsvCell = string | number;

/** A CSV document: the header row, then the rows. */
export function renderCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return stringify([header, ...rows], {
    bom: true,
    record_delimiter: 'windows',
    escape_formulas: true,
    // OWASP also asks for an escaped cell to be quoted, so a separator inside it cannot start a new cell.
    quoted_string: true,
    cast: { number: (value) => value.toFixed(2) },
  });
}
