import { describe, expect, it } from 'vitest';
import { renderCsv } from './csv.ts';
import { renderPdf } from './pdf.ts';

describe('hand-written documents', () => {
  it('when a PDF is rendered then its header, xref offsets and trailer are consistent', () => {
    const pdf = renderPdf('Statement (June)', Array.from({ length: 70 }, (_, i) => `Line ${i} \\ (x)`)).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    const startxref = Number(/startxref\n(\d+)/.exec(pdf)?.[1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...pdf.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((offset, i) => expect(pdf.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true));
    expect(pdf).toContain('/Count 2');
  });

  it('when a CSV cell has a comma, a quote or a formula then it is quoted and defused', () => {
    expect(renderCsv(['a', 'b'], [['x,y', 'say "hi"'], ['=SUM(A1)', -5]])).toBe('a,b\r\n"x,y","say ""hi"""\r\n\'=SUM(A1),-5\r\n');
  });
});
