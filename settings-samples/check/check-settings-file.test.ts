import { describe, expect, it } from 'vitest';
import { catalogue } from '../../schemas/src/settings/catalogue.ts';
import { checkSettingsFile } from './check-settings-file.ts';

const check = (json: unknown) => checkSettingsFile(JSON.stringify(json), catalogue).problems.map((p) => p.message);

describe('the spanish set of a sample settings.json', () => {
  it('when the Spanish set holds texts of known keys with the markup of their English then there is no problem', () => {
    expect(
      check({
        shared: { 'faq.generalContent': '<p>Payments post <b>today</b>.</p>' },
        english: { 'loginPage.heading': 'Sign in' },
        spanish: {
          'loginPage.heading': 'Inicie sesión',
          'faq.generalContent': '<p>Los pagos se aplican <b>hoy</b>.</p>',
        },
      }),
    ).toEqual([]);
  });

  it('when the Spanish set has an unknown key, a flag, or changes the markup of its English then each is named', () => {
    expect(
      check({
        english: { 'faq.generalContent': '<p>Payments post <b>today</b>.</p>' },
        spanish: {
          'loginPage.noSuchKey': 'Hola',
          'portal.useFAQOption': 'true',
          'faq.generalContent': '<p>Los pagos se aplican hoy.</p>',
        },
      }),
    ).toEqual([
      "Setting key 'loginPage.noSuchKey' in the spanish set is not in the settings catalogue",
      "Setting 'portal.useFAQOption' in the spanish set is a flag; only texts and rich texts have a Spanish value",
      "Setting 'faq.generalContent' in the spanish set must keep the markup of its English (p b /b /p), has p /p",
    ]);
  });
});
