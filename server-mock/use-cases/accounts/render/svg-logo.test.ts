import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { settingsSamples } from '../../../store/sample-source.ts';
import { drawSvgLogo, readSvgLogo } from './svg-logo.ts';

const sampleLogo = (file: string) => readFileSync(join(settingsSamples.imagesDir('default'), file), 'utf8');

describe('SVG logo in PDFs', () => {
  it("when the default sample's icon logo is read then it is its rounded square and triangle", () => {
    expect(readSvgLogo(sampleLogo('logo-icon.svg'))).toEqual({
      viewBox: [0, 0, 48, 48],
      shapes: [
        {
          kind: 'rect',
          x: 0,
          y: 0,
          width: 48,
          height: 48,
          radius: 10,
          paint: { fill: '#0b5394', stroke: undefined, strokeWidth: 1 },
        },
        { kind: 'path', d: 'M12 34 L24 12 L36 34 Z', paint: { fill: '#fff', stroke: undefined, strokeWidth: 1 } },
      ],
    });
  });

  it.each([
    ['text (the full logo)', sampleLogo('logo-full.svg')],
    ['an embedded image', '<svg viewBox="0 0 10 10"><image href="x.png" width="10" height="10"/></svg>'],
    ['a transform', '<svg viewBox="0 0 10 10"><rect width="5" height="5" transform="rotate(45)"/></svg>'],
    ['no viewBox or size', '<svg><rect width="5" height="5"/></svg>'],
  ])('when a logo has %s then it is not drawn rather than drawn wrong', (_, svg) => {
    expect(readSvgLogo(svg)).toBeUndefined();
  });

  it('when a logo is drawn then the page fills its shapes in its colours', async () => {
    const doc = new PDFDocument({ compress: false });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    const ended = new Promise((resolve) => doc.on('end', resolve));
    drawSvgLogo(doc, readSvgLogo(sampleLogo('logo-icon.svg'))!, 50, 30, 32);
    doc.end();
    await ended;
    const content = Buffer.concat(chunks).toString('latin1');
    // #0b5394 as PDF RGB fractions, then the fill operator right after the outline.
    expect(content).toMatch(/0\.0431\d* 0\.3254\d* 0\.5803\d* scn\s+f\n/);
  });
});
