/**
 * CSV documents that open cleanly in a spreadsheet (csv-stringify): a UTF-8 byte-order mark so Excel
 * reads accents as UTF-8, CRLF line ends and RFC 4180 quoting. Text cells that start like a formula
 * are defused and quoted (OWASP); numbers are written as numbers with 2 decimals and never defused,
 * so a negative amount stays a number the spreadsheet can sum.
 */
import { stringify } from 'csv-stringify/sync';
import { defuseSpreadsheetText, startsLikeFormula } from '../../../../schemas/src/rules/spreadsheet-cell.ts';

/** One cell: text, or an amount (written with 2 decimals). */
export type CsvCell = string | number;

/** A CSV document: the header row, then the rows. */
export function renderCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return stringify([header, ...rows], {
    bom: true,
    record_delimiter: 'windows',
    // A lone LF or CR inside a cell must be quoted too, not only the CRLF record delimiter.
    quoted_match: /[\r\n]/,
    cast: {
      number: (value) => value.toFixed(2),
      // OWASP also asks for the defused cell to be quoted, so a separator inside it cannot start a new cell.
      string: (value) => (startsLikeFormula(value) ? { value: defuseSpreadsheetText(value), quoted: true } : value),
    },
  });
}
