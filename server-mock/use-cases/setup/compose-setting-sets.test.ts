import { describe, expect, it } from 'vitest';
import { createSettingsReader } from '../../../schemas/src/settings/reader.ts';
import { composeLanguageSet, composeSettingSets, ownSettingValues } from './compose-setting-sets.ts';

const sample = { shared: { 'login.heading': 'Welcome' }, english: { 'dashboard.noAccounts': 'Nothing here yet' } };
const defaults = {
  'login.heading': { default: 'Sign in' },
  'dashboard.noAccounts': { default: '' },
} as unknown as Parameters<typeof createSettingsReader>[1];

describe('composeSettingSets', () => {
  it('lays overrides into shared and leaves the sample alone', () => {
    const sets = composeSettingSets(sample, { 'login.heading': 'Hello' });
    expect(sets.shared).toEqual({ 'login.heading': 'Hello' });
    expect(sets.english).toEqual({ 'dashboard.noAccounts': 'Nothing here yet' });
    expect(sample.shared['login.heading']).toBe('Welcome');
  });

  it('when staff empty a key the sample sets in english then the portal reads the catalogue default', () => {
    const sets = composeSettingSets(sample, { 'dashboard.noAccounts': '' });
    const reader = createSettingsReader({ gassySettings: sets, institutionOptions: {} } as never, defaults);
    expect(reader.text('dashboard.noAccounts' as never)).toBe('');
    const untouched = createSettingsReader(
      { gassySettings: composeSettingSets(sample, {}), institutionOptions: {} } as never,
      defaults,
    );
    expect(untouched.text('dashboard.noAccounts' as never)).toBe('Nothing here yet');
  });
});

describe('ownSettingValues', () => {
  it('gives each key the value the reader uses: shared when not empty, else english', () => {
    expect(ownSettingValues({ shared: { a: ' ', b: 'B' }, english: { a: 'A', c: 'C' } })).toEqual({
      a: 'A',
      b: 'B',
      c: 'C',
    });
  });

  it('keeps a key set only empty as empty, so the studio shows the default', () => {
    expect(ownSettingValues({ shared: { a: '' }, english: {} })).toEqual({ a: '' });
  });
});

describe('composeLanguageSet', () => {
  const withSpanish = { ...sample, spanish: { 'login.heading': 'Bienvenido', 'header.faqLinkText': 'Ayuda' } };

  it("lays the lender's Spanish overrides over the sample's spanish set, under plain keys", () => {
    expect(composeLanguageSet('es', withSpanish, { 'header.faqLinkText@es': 'Preguntas' })).toEqual({
      'login.heading': 'Bienvenido',
      'header.faqLinkText': 'Preguntas',
    });
  });

  it("when the lender rewrote a text in English only then the sample's Spanish of the old words is dropped", () => {
    expect(composeLanguageSet('es', withSpanish, { 'login.heading': 'Sign in to Acme' })).toEqual({
      'header.faqLinkText': 'Ayuda',
    });
    expect(
      composeLanguageSet('es', withSpanish, { 'login.heading': 'Sign in to Acme', 'login.heading@es': 'Entre' }),
    ).toEqual({ 'login.heading': 'Entre', 'header.faqLinkText': 'Ayuda' });
  });

  it('keeps language values out of the shared set, and a sample without a spanish set gives the overrides alone', () => {
    const overrides = { 'login.heading@es': 'Entre', 'login.heading': 'Sign in' };
    expect(composeSettingSets(sample, overrides).shared).toEqual({ 'login.heading': 'Sign in' });
    expect(composeLanguageSet('es', sample, overrides)).toEqual({ 'login.heading': 'Entre' });
    expect(composeLanguageSet('fr', withSpanish, overrides)).toEqual({});
  });
});
