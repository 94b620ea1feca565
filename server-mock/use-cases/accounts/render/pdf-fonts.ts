/**
 * The fonts embedded in every sandbox PDF: Liberation Sans (SIL Open Font License 1.1), regular and
 * bold, as shipped in `pdfjs-dist/standard_fonts/`. A TrueType font is embedded (subset) instead of
 * the standard Helvetica because Helvetica's WinAnsi encoding stops at Latin-1: names such as
 * 'Łukasz Wiśniewski' or 'Ștefan Țurcanu' would lose letters. See docs/decisions/150-document-rendering.md.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** The two font files' bytes. */
export interface DocumentFonts {
  regular: Buffer;
  bold: Buffer;
}

const requireFromHere = createRequire(import.meta.url);
let fonts: DocumentFonts | undefined;

/** The fonts, read once per process (pdfkit subsets them per document). */
export function documentFonts(): DocumentFonts {
  fonts ??= {
    regular: readFileSync(requireFromHere.resolve('pdfjs-dist/standard_fonts/LiberationSans-Regular.ttf')),
    bold: readFileSync(requireFromHere.resolve('pdfjs-dist/standard_fonts/LiberationSans-Bold.ttf')),
  };
  return fonts;
}
