import { describe, expect, it } from 'vitest';
import type { StudioSettingDefinition } from '@schemas/studio/studio-api';
import { catalogueGroups, filterCatalogue, screenLabel } from './catalogue-search';

const def = (key: string, description: string, screens: string[], value = ''): StudioSettingDefinition => ({
  key,
  section: key.split('.')[0] ?? '',
  kind: 'text',
  default: value,
  description,
  screens,
});

const settings = [
  def('loginPage.heading', 'Heading of the login page', ['screen:login'], 'Welcome'),
  def('faq.useFAQOption', 'Shows the FAQ menu item', ['shell'], 'false'),
  def('header.logo', 'Logo in the header', ['shell', 'screen:login']),
];

describe('filterCatalogue', () => {
  it('when a section is chosen, then only its keys are listed', () => {
    expect(filterCatalogue(settings, { by: 'section', group: 'faq', query: '' }, {}).map((d) => d.key)).toEqual([
      'faq.useFAQOption',
    ]);
  });

  it('when a screen is chosen, then every key used on it is listed', () => {
    expect(filterCatalogue(settings, { by: 'screen', group: 'screen:login', query: '' }, {}).map((d) => d.key)).toEqual(
      ['loginPage.heading', 'header.logo'],
    );
  });

  it('when searching, then keys, descriptions and current values match, ignoring case', () => {
    const all = { by: 'section' as const, group: '' };
    expect(filterCatalogue(settings, { ...all, query: 'USEFAQ' }, {}).map((d) => d.key)).toEqual(['faq.useFAQOption']);
    expect(filterCatalogue(settings, { ...all, query: 'menu item' }, {}).map((d) => d.key)).toEqual([
      'faq.useFAQOption',
    ]);
    // The current (draft) value wins over the default.
    expect(filterCatalogue(settings, { ...all, query: 'welcome' }, {}).map((d) => d.key)).toEqual([
      'loginPage.heading',
    ]);
    expect(filterCatalogue(settings, { ...all, query: 'welcome' }, { 'loginPage.heading': 'Hello borrower' })).toEqual(
      [],
    );
    expect(
      filterCatalogue(settings, { ...all, query: 'borrower' }, { 'loginPage.heading': 'Hello borrower' }).map(
        (d) => d.key,
      ),
    ).toEqual(['loginPage.heading']);
  });
});

describe('searching Spanish values', () => {
  const all = { by: 'section' as const, group: '' };
  const heading = { ...def('loginPage.heading', 'Heading', [], 'Welcome'), translations: { es: 'Bienvenida' } };

  it("when the query is in a key's Spanish draft or published value then the key is found", () => {
    const found = filterCatalogue(
      settings,
      { ...all, query: 'hola prestatario' },
      {
        'loginPage.heading@es': 'Hola, prestatario',
      },
    );
    expect(found.map((d) => d.key)).toEqual(['loginPage.heading']);
  });

  it('when the key has no Spanish value then its catalogue Spanish default is searched', () => {
    expect(filterCatalogue([heading], { ...all, query: 'bienvenida' }, {}).map((d) => d.key)).toEqual([
      'loginPage.heading',
    ]);
    expect(filterCatalogue([heading], { ...all, query: 'bienvenida' }, { 'loginPage.heading@es': 'Hola' })).toEqual([]);
  });
});

describe('catalogueGroups and screenLabel', () => {
  it('counts keys per screen and names screens for staff', () => {
    expect(catalogueGroups(settings, 'screen')).toEqual([
      { id: 'screen:login', count: 2 },
      { id: 'shell', count: 2 },
    ]);
    expect(screenLabel('screen:login')).toBe('Screen: login');
    expect(screenLabel('route:myaccount-dashboard')).toBe('Route: myaccount-dashboard');
    expect(screenLabel('shell')).toBe('Every page (shell)');
  });
});
