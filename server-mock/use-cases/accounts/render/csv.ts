/** CSV text (RFC 4180): fields with commas, quotes or line breaks are quoted; formula-looking cells are defused. */

function cell(value: string | number): string {
  let text = String(value);
  // A cell starting with = + - @ would run as a formula in a spreadsheet; numbers are left alone.
  if (typeof value === 'string' && /^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV document: the header row, then the rows, CRLF line ends. */
export function renderCsv(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  return [header, ...rows].map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';
}
