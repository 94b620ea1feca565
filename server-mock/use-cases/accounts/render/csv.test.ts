import { describe, expect, it } from 'vitest';
import { renderCsv } from './csv.ts';

describe('sandbox CSV (csv-stringify)', () => {
  it('when a CSV is rendered then it starts with a UTF-8 BOM, ends lines with CRLF and quotes commas and quotes', () => {
    expect(renderCsv(['a', 'b'], [['x,y', 'say "hi"'], ['José Núñez', 'line\nbreak']])).toBe('\uFEFFa,b\r\n"x,y","say ""hi"""\r\nJosé Núñez,"line\nbreak"\r\n');
  });

  it('when a text cell starts like a formula then it is defused and quoted; a negative amount stays a number', () => {
    const csv = renderCsv(['Description', 'Amount'], [['=HYPERLINK("http://evil.example","x")', -25], ['-2+3', 1234.5], ['@SUM(A1)', 0]]);
    expect(csv.split('\r\n').slice(1, 4)).toEqual([`"'=HYPERLINK(""http://evil.example"",""x"")",-25.00`, `"'-2+3",1234.50`, `"'@SUM(A1)",0.00`]);
  });
});
