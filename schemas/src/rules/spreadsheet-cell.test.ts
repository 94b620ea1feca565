import { describe, expect, it } from 'vitest';
import { defuseSpreadsheetText, startsLikeFormula } from './spreadsheet-cell';

describe('CSV injection defence (OWASP)', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","Click")', `'=HYPERLINK("http://evil.example","Click")`],
    ['+1+cmd|\' /C calc\'!A0', `'+1+cmd|' /C calc'!A0`],
    ['-2+3', `'-2+3`],
    ['@SUM(A1:A2)', `'@SUM(A1:A2)`],
    ['\t=1+1', `'\t=1+1`],
    ['\r=1+1', `'\r=1+1`],
  ])('when a text cell starts like a formula (%j) then it gets a leading apostrophe', (text, defused) => {
    expect(startsLikeFormula(text)).toBe(true);
    expect(defuseSpreadsheetText(text)).toBe(defused);
  });

  it.each(['Payment - thank you', 'José Núñez', 'A=B', '', ' =1', "'already text"])('when a text cell does not start like a formula (%j) then it is unchanged', (text) => {
    expect(defuseSpreadsheetText(text)).toBe(text);
  });
});
