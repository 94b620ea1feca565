/**
 * A table drawn with pdfkit: a shaded heading row repeated at the top of every page it spans, one
 * line per row (long texts end in '…' so rows keep one height), amounts right-aligned. Drawn cell by
 * cell rather than with pdfkit's `doc.table()`, whose per-cell measuring with an embedded font took
 * over a minute for 1,000 rows (decision 150).
 */
import type PDFDocument from 'pdfkit';

/** A pdfkit document (the typings export the instance type under the default import). */
export type Pdf = typeof PDFDocument;

/** A column: its heading, width in points (one column may take the rest with '*'), alignment. */
export interface PdfColumn {
  heading: string;
  width: number | '*';
  align?: 'left' | 'right';
}

/** A table: columns and rows of already formatted texts. */
export interface PdfTable {
  columns: readonly PdfColumn[];
  rows: readonly (readonly string[])[];
  /** Shown in a single row when there are no rows. */
  emptyText: string;
}

/** What the table needs from the page layout. */
export interface TableLayout {
  doc: Pdf;
  /** Starts a new page and answers the y where content may begin. */
  newPage(): number;
  /** Lowest y content may reach on a page. */
  bottom: number;
}

const ROW_HEIGHT = 15;
const PAD = 3;
const SIZE = 8;

/** The text cut to fit `width` at the current font, ending in '…' when cut. */
export function fitText(doc: Pdf, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let low = 0;
  let high = text.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (doc.widthOfString(`${text.slice(0, mid)}…`) <= width) low = mid;
    else high = mid - 1;
  }
  return `${text.slice(0, low).trimEnd()}…`;
}

function widths(columns: readonly PdfColumn[], total: number): number[] {
  const fixed = columns.reduce((sum, c) => sum + (c.width === '*' ? 0 : c.width), 0);
  return columns.map((c) => (c.width === '*' ? Math.max(40, total - fixed) : c.width));
}

function drawRow(
  doc: Pdf,
  cells: readonly string[],
  columns: readonly PdfColumn[],
  xs: number[],
  ws: number[],
  y: number,
): void {
  cells.forEach((cell, i) => {
    const inner = ws[i]! - 2 * PAD;
    doc.text(fitText(doc, cell, inner), xs[i]! + PAD, y + 4, {
      width: inner,
      align: columns[i]!.align ?? 'left',
      lineBreak: false,
    });
  });
}

/** Draws the table from `y`, breaking pages as needed; answers the y below it. */
export function drawTable(layout: TableLayout, table: PdfTable, startY: number): number {
  const { doc } = layout;
  const left = doc.page.margins.left;
  const total = doc.page.width - left - doc.page.margins.right;
  const ws = widths(table.columns, total);
  const xs = ws.map((_, i) => left + ws.slice(0, i).reduce((a, b) => a + b, 0));
  const heading = (y: number): number => {
    doc.rect(left, y, total, ROW_HEIGHT + 2).fill('#e6ebf1');
    doc.fillColor('#000').font('bold').fontSize(SIZE);
    drawRow(
      doc,
      table.columns.map((c) => c.heading),
      table.columns,
      xs,
      ws,
      y + 1,
    );
    doc.font('regular');
    return y + ROW_HEIGHT + 2;
  };
  let y = heading(startY);
  const rows = table.rows.length > 0 ? table.rows : [[table.emptyText]];
  for (const row of rows) {
    if (y + ROW_HEIGHT > layout.bottom) y = heading(layout.newPage());
    if (row.length === 1 && table.columns.length > 1)
      doc.text(row[0]!, left + PAD, y + 4, { width: total - 2 * PAD, lineBreak: false });
    else drawRow(doc, row, table.columns, xs, ws, y);
    y += ROW_HEIGHT;
    doc
      .moveTo(left, y)
      .lineTo(left + total, y)
      .lineWidth(0.4)
      .stroke('#c8ced6');
    doc.fillColor('#000');
  }
  return y + 8;
}
