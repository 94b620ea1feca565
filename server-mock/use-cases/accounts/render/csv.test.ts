import { describe, expect, it } from 'vitest';
import { renderCsv } from './csv.ts';

describe('sandbox CSV (csv-stringify)', () => {
  it('when a CSV is rendered then it starts with a UTF-8 BOM, ends lines with CRLF and quotes every text cell', () => {
    expect(
      renderCsv(
        ['a', 'b'],
        [
          ['x,y', 'say "hi"'],
          ['José Núñez', 'line\nbreak'],
        ],
      ),
    ).toBe('\uFEFF"a","b"\r\n"x,y","say ""hi"""\r\n"José Núñez","line\nbreak"\r\n');
  });

  it('when a text cell starts like a formula then it is defused and quoted; a negative amount stays a number', () => {
    const csv = renderCsv(
      ['Description', 'Amount'],
      [
        ['=HYPERLINK("http://evil.example","x")', -25],
        ['-2+3', 1234.5],
        ['@SUM(A1)', 0],
      ],
    );
    expect(csv.split('\r\n').slice(1, 4)).toEqual([
      `"'=HYPERLINK(""http://evil.example"",""x"")",-25.00`,
      `"'-2+3",1234.50`,
      `"'@SUM(A1)",0.00`,
    ]);
  });

  it.each(['＝1+1', '＋1+1', '－2+3', '＠SUM(A1)'])(
    'when a text cell starts with a full-width formula character (%j) then it is defused too',
    (text) => {
      expect(renderCsv(['Description'], [[text]]).split('\r\n')[1]).toBe(`"'${text}"`);
    },
  );
});
