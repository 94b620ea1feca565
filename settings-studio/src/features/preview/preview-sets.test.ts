import { describe, expect, it } from 'vitest';
import { previewLanguages, previewSets } from './preview-pane';

describe('the draft as the preview reads it', () => {
  it('sends plain keys in the shared set and Spanish values under their plain keys in the spanish set', () => {
    expect(
      previewSets({
        'loginPage.heading': 'Welcome',
        'loginPage.heading@es': 'Bienvenido',
        'portal.useFAQOption': 'true',
        'loginPage.heading@xx': 'ignored: no such language set',
      }),
    ).toEqual({
      shared: { 'loginPage.heading': 'Welcome', 'portal.useFAQOption': 'true' },
      english: {},
      spanish: { 'loginPage.heading': 'Bienvenido' },
    });
  });
});

describe('the languages the preview offers', () => {
  it('when the lender does not offer Spanish then the preview offers English only', () => {
    expect(previewLanguages({})).toEqual(['en']);
    expect(previewLanguages({ 'languages.useSpanishOption': 'false' })).toEqual(['en']);
  });

  it('when the draft switches Spanish on then the preview offers English and Spanish', () => {
    expect(previewLanguages({ 'languages.useSpanishOption': ' TRUE ' })).toEqual(['en', 'es']);
  });
});
