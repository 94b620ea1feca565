/**
 * Every PDF the sandbox serves, written with pdfkit: a letterhead on each page (the institution's
 * logo and name, the document's title), the content blocks in order (label/value details, tables
 * with column headings, paragraphs) and 'Page N of M' at the foot of each page. Text is set in an
 * embedded TrueType font so any Latin name prints as written (decision 150).
 */
import PDFDocument from 'pdfkit';
import { documentFonts } from './pdf-fonts.ts';
import { drawTable, type Pdf, type PdfTable } from './pdf-table.ts';
import { drawSvgLogo, type SvgLogo } from './svg-logo.ts';

/** Who the document comes from. */
export interface DocumentBrand {
  /** The institution's name (InstitutionName). */
  name: string;
  /** Its icon logo, when it has one this renderer can draw. */
  logo?: SvgLogo;
}

/** A piece of content. */
export type PdfBlock =
  | { kind: 'details'; pairs: readonly (readonly [label: string, value: string])[] }
  | { kind: 'table'; table: PdfTable }
  | { kind: 'text'; text: string; bold?: boolean };

/** A document: title, sender and content. */
export interface PdfSpec {
  title: string;
  brand: DocumentBrand;
  blocks: readonly PdfBlock[];
  /** The foot of each page in the reader's language; English "Page 1 of 3" when absent. */
  pageText?: (page: number, pages: number) => string;
}

const MARGIN = { top: 96, bottom: 54, left: 36, right: 36 };
const BODY = 9;

function letterhead(doc: Pdf, spec: PdfSpec): void {
  const { x, y } = doc;
  const right = doc.page.width - MARGIN.right;
  if (spec.brand.logo) drawSvgLogo(doc, spec.brand.logo, MARGIN.left, 30, 32);
  const nameX = spec.brand.logo ? MARGIN.left + 42 : MARGIN.left;
  doc
    .fillColor('#000')
    .font('bold')
    .fontSize(14)
    .text(spec.brand.name, nameX, 38, { width: right - nameX - 180, lineBreak: false });
  doc
    .fillColor('#555')
    .font('regular')
    .fontSize(8)
    .text(spec.title, right - 175, 42, { width: 175, align: 'right', lineBreak: false });
  doc.moveTo(MARGIN.left, 72).lineTo(right, 72).lineWidth(0.8).stroke('#8a96a3');
  // The page may have been added in the middle of a paragraph: give it back its position and font.
  doc.fillColor('#000').font('regular').fontSize(BODY);
  doc.x = x;
  doc.y = y;
}

function pageNumbers(doc: Pdf, pageText: PdfSpec['pageText']): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // Writing below the bottom margin would make pdfkit start another page.
    doc.page.margins.bottom = 0;
    doc
      .fillColor('#555')
      .font('regular')
      .fontSize(8)
      .text(pageText ? pageText(i + 1, count) : `Page ${i + 1} of ${count}`, MARGIN.left, doc.page.height - 36, {
        width: doc.page.width - MARGIN.left - MARGIN.right,
        align: 'center',
        lineBreak: false,
      });
  }
}

function drawDetails(
  doc: Pdf,
  pairs: readonly (readonly [string, string])[],
  y: number,
  newPage: () => number,
  bottom: number,
): number {
  for (const [label, value] of pairs) {
    if (y + 14 > bottom) y = newPage();
    doc.font('bold').fontSize(BODY).text(label, MARGIN.left, y, { width: 110, lineBreak: false });
    doc.font('regular').text(value, MARGIN.left + 115, y, {
      width: doc.page.width - MARGIN.right - MARGIN.left - 115,
      lineBreak: false,
    });
    y += 14;
  }
  return y + 8;
}

/** The document as PDF bytes. */
export function renderPdf(spec: PdfSpec): Promise<Buffer> {
  const doc: Pdf = new PDFDocument({
    size: 'LETTER',
    margins: MARGIN,
    bufferPages: true,
    autoFirstPage: false,
    info: { Title: spec.title, Author: spec.brand.name },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const fonts = documentFonts();
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  doc.on('pageAdded', () => letterhead(doc, spec));
  const newPage = (): number => doc.addPage().page.margins.top;
  const bottom = (): number => doc.page.height - MARGIN.bottom;
  let y = newPage();
  doc.font('bold').fontSize(16).text(spec.title, MARGIN.left, y, { lineBreak: false });
  y += 28;
  for (const block of spec.blocks) {
    if (block.kind === 'details') y = drawDetails(doc, block.pairs, y, newPage, bottom());
    else if (block.kind === 'table') y = drawTable({ doc, newPage, bottom: bottom() }, block.table, y);
    else {
      doc
        .font(block.bold ? 'bold' : 'regular')
        .fontSize(BODY)
        .text(block.text, MARGIN.left, y, { width: doc.page.width - MARGIN.left - MARGIN.right });
      y = doc.y + 6;
    }
  }
  pageNumbers(doc, spec.pageText);
  doc.end();
  return done;
}
