/**
 * The fonts embedded in every sandbox PDF: DejaVu Sans (Bitstream Vera licence, free to embed), regular and
 * bold, from the `dejavu-fonts-ttf` package. A TrueType font is embedded (subset) instead of the standard
 * Helvetica because Helvetica's WinAnsi encoding stops at Latin-1: names such as 'Łukasz Wiśniewski' or
 * 'Ștefan Țurcanu' would lose letters. See docs/decisions/150-document-rendering.md.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** The two font files' bytes. */
export interface DocumentFonts {
  regular: Buffer;
  bold: Buffer;
}

/** Where the fonts live, as package paths (a test checks the package is a declared dependency). */
export const FONT_FILES: Readonly<Record<keyof DocumentFonts, string>> = {
  regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
};

const requireFromHere = createRequire(import.meta.url);
let fonts: DocumentFonts | undefined;

/** The fonts, read once per process (pdfkit subsets them per document). */
export function documentFonts(): DocumentFonts {
  fonts ??= {
    regular: readFileSync(requireFromHere.resolve(FONT_FILES.regular)),
    bold: readFileSync(requireFromHere.resolve(FONT_FILES.bold)),
  };
  return fonts;
}
