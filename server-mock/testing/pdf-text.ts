/** Test helper: the text of each page of a PDF, extracted with pdf-parse (pdf.js). */
import { PDFParse } from 'pdf-parse';

/** Page texts in order. */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).pages.map((p) => p.text);
  } finally {
    await parser.destroy();
  }
}
