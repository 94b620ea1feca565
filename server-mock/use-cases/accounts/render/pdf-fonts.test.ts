import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FONT_FILES, documentFonts } from './pdf-fonts.ts';

const manifest = JSON.parse(readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
};
/** A TrueType font file starts with the version 1.0 tag. */
const TRUETYPE_TAG = 0x00010000;

describe('the fonts embedded in sandbox PDFs', () => {
  it('when the fonts are located then each comes from a declared runtime dependency, not from a package that merely ships one', () => {
    for (const file of Object.values(FONT_FILES))
      expect(Object.keys(manifest.dependencies)).toContain(file.split('/')[0]);
  });

  it('when the fonts are read then both are TrueType files', () => {
    const { regular, bold } = documentFonts();
    expect(regular.readUInt32BE(0)).toBe(TRUETYPE_TAG);
    expect(bold.readUInt32BE(0)).toBe(TRUETYPE_TAG);
    expect(bold.equals(regular)).toBe(false);
  });
});
