import { describe, expect, it } from 'vitest';
import { translationGaps } from './translation-gaps.ts';

const defs = [
  { key: 'loginPage.heading', kind: 'text' as const },
  { key: 'loginPage.richTextTop', kind: 'richText' as const },
  { key: 'faq.useFAQOption', kind: 'flag' as const },
];
const ON = { 'languages.useSpanishOption': 'true' };

describe('translationGaps', () => {
  it('when Spanish is not offered then nothing is listed', () => {
    expect(translationGaps(defs, { 'loginPage.heading': 'Welcome' }, {})).toEqual([]);
  });

  it("when the lender's English text has no Spanish value then it is missing; the catalogue's own English is not", () => {
    const values = {
      ...ON,
      'loginPage.heading': 'Welcome',
      'loginPage.richTextTop@es': '<p>Hola</p>',
      'faq.useFAQOption': 'true',
    };
    expect(translationGaps(defs, values, {})).toEqual([
      { key: 'loginPage.heading', language: 'es', reason: 'missing' },
    ]);
    expect(translationGaps(defs, { ...values, 'loginPage.heading@es': '  ' }, {})).toHaveLength(1);
  });

  it('when the English changed after its Spanish (or the Spanish never changed) then it is outdated', () => {
    const values = { ...ON, 'loginPage.heading': 'Welcome back', 'loginPage.heading@es': 'Bienvenido' };
    const later = { 'loginPage.heading': 2000, 'loginPage.heading@es': 1000 };
    expect(translationGaps(defs, values, later)).toEqual([
      { key: 'loginPage.heading', language: 'es', reason: 'outdated' },
    ]);
    expect(translationGaps(defs, values, { 'loginPage.heading': 2000 })).toHaveLength(1);
    expect(translationGaps(defs, values, { 'loginPage.heading': 1000, 'loginPage.heading@es': 2000 })).toEqual([]);
    expect(translationGaps(defs, values, { 'loginPage.heading@es': 2000 })).toEqual([]);
  });
});
