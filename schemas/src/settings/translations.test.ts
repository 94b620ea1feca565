import { describe, expect, it } from 'vitest';
import type { CatalogueSection } from './catalogue-files';
import { readCatalogue } from './read-catalogue-files';
import { listLanguages, readLanguage } from './read-translations';
import { translationProblems } from './translations';

const section: CatalogueSection = {
  file: 'demo.json',
  section: 'demo',
  description: 'Demo',
  keys: {
    'demo.title': { kind: 'text', default: 'Hello {name}', description: '', screens: [] },
    'demo.body': { kind: 'richText', default: '<p>Read <a href="#">this</a>.</p>', description: '', screens: [] },
    'demo.own': { kind: 'text', default: '', description: 'the lender writes it', screens: [] },
    'demo.on': { kind: 'flag', default: 'true', description: '', screens: [] },
  },
};
const ok = {
  'demo.title': { en: 'Hello {name}', text: 'Hola {name}' },
  'demo.body': { en: '<p>Read <a href="#">this</a>.</p>', text: '<p>Lea <a href="#">esto</a>.</p>' },
};

describe('translations of the catalogue', () => {
  it('when every text with an English default is translated from the current English then there is no problem', () => {
    expect(translationProblems([section], 'es', ok)).toEqual([]);
  });

  it('when a text key lacks its translation then the check names it', () => {
    expect(translationProblems([section], 'es', { 'demo.body': ok['demo.body'] })).toEqual([
      'es: \'demo.title\' has no translation (English: "Hello {name}")',
    ]);
  });

  it('when the English changed after the translation then the translation is outdated', () => {
    const changed = {
      ...section,
      keys: { ...section.keys, 'demo.title': { ...section.keys['demo.title']!, default: 'Hi {name}' } },
    };
    expect(translationProblems([changed], 'es', ok)).toEqual([
      'es: \'demo.title\' is outdated: translated from "Hello {name}", the English is now "Hi {name}"',
    ]);
  });

  it('when a translation drops a placeholder or changes the markup then the check says which', () => {
    const problems = translationProblems([section], 'es', {
      'demo.title': { en: 'Hello {name}', text: 'Hola' },
      'demo.body': { en: '<p>Read <a href="#">this</a>.</p>', text: '<p>Lea esto.</p>' },
    });
    expect(problems).toEqual([
      "es: 'demo.title' must keep the placeholders of the English ({name})",
      "es: 'demo.body' must keep the markup of the English (p a /a /p)",
    ]);
  });

  it('when a translation names a key the catalogue lacks or a flag then the check refuses it', () => {
    const problems = translationProblems([section], 'es', {
      ...ok,
      'demo.gone': { en: 'x', text: 'y' },
      'demo.on': { en: 'true', text: 'sí' },
    });
    expect(problems).toEqual(["es: 'demo.gone' is not in the catalogue", "es: 'demo.on' is a flag, not a text"]);
  });

  it('the catalogue has Spanish, and every language folder translates every text key from its current English', () => {
    expect(listLanguages()).toContain('es');
    const sections = readCatalogue();
    for (const language of listLanguages())
      expect(translationProblems(sections, language, readLanguage(language))).toEqual([]);
  });
});
