/**
 * A tiny but valid PDF (1.4) written by hand: one or more Letter pages of Helvetica text lines, with
 * a correct cross-reference table so any viewer opens it. Enough for statements, history and
 * payoff breakdowns without a PDF library.
 */

const LINES_PER_PAGE = 54;

/** Escapes a line for a PDF string literal; non-ASCII becomes '?' (the standard font's encoding). */
function pdfText(line: string): string {
  return line.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`);
}

function pageContent(title: string, lines: readonly string[]): string {
  const body = lines.map((l) => `(${pdfText(l)}) Tj T*`).join('\n');
  return `BT /F1 14 Tf 50 750 Td (${pdfText(title)}) Tj ET\nBT /F1 9 Tf 11 TL 50 726 Td\n${body}\nET`;
}

/** A PDF document with a title on each page and the lines below it. */
export function renderPdf(title: string, lines: readonly string[]): Buffer {
  const pages: string[][] = [];
  for (let i = 0; i < Math.max(1, lines.length); i += LINES_PER_PAGE) pages.push(lines.slice(i, i + LINES_PER_PAGE));
  // Objects: 1 catalog, 2 pages, 3 font, then per page: page object and content stream.
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 4 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
  pages.forEach((pageLines, i) => {
    const content = pageContent(title, pageLines);
    objects[4 + i * 2] = `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${5 + i * 2} 0 R >>`;
    objects[5 + i * 2] = `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`;
  });
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(out, 'latin1');
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) out += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
