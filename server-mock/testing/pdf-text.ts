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

/** The page count and the text of the last page only (fast on long documents). */
export async function pdfLastPage(bytes: Uint8Array): Promise<{ total: number; text: string }> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    const result = await parser.getText({ last: 1 });
    return { total: result.total, text: result.pages.at(-1)?.text ?? '' };
  } finally {
    await parser.destroy();
  }
}
