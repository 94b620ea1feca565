import { describe, expect, it } from 'vitest';
import { loadLanguageTexts } from 'virtual:settings-language-texts';
import { catalogueLanguages } from 'virtual:settings-languages';
import { listLanguages, readLanguage } from '../src/settings/read-translations';

describe('virtual:settings-languages', () => {
  it('lists the catalogue language folders', () => {
    expect(catalogueLanguages).toEqual(listLanguages());
    expect(catalogueLanguages).toContain('es');
  });
  it("loads a language's catalogue texts on demand, keyed by section.name", async () => {
    const texts = await loadLanguageTexts('es');
    expect(texts['languages.switchLabel']).toBe('Idioma');
    expect(Object.keys(texts)).toHaveLength(Object.keys(readLanguage('es')).length);
  });
  it('refuses a language the catalogue lacks', async () => {
    await expect(loadLanguageTexts('xx')).rejects.toThrow('xx');
  });
});
