import { describe, expect, it } from 'vitest';
import { rememberLanguage } from './show-language';
import { LANGUAGE_STORAGE_KEY, preferredLanguage } from '@/settings/language';

const storage = (kept: string | null = null) => {
  const items = new Map<string, string>(kept === null ? [] : [[LANGUAGE_STORAGE_KEY, kept]]);
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, v: string) => items.set(key, v) };
};

describe('preferredLanguage', () => {
  it('when nothing is kept then the first browser language the portal has wins, by primary subtag', () => {
    expect(preferredLanguage(['es'], ['es-MX', 'en-US'], storage())).toBe('es');
    expect(preferredLanguage(['es'], ['fr-FR', 'en-GB', 'es'], storage())).toBe('en');
    expect(preferredLanguage(['es'], ['fr-FR', 'de'], storage())).toBe('en');
  });

  it("when the borrower chose before then the kept choice wins over the browser's", () => {
    expect(preferredLanguage(['es'], ['en-US'], storage('es'))).toBe('es');
    expect(preferredLanguage(['es'], ['es-US'], storage('en'))).toBe('en');
  });

  it('when the kept choice is not a language the portal has then the browser decides', () => {
    expect(preferredLanguage(['es'], ['es-ES'], storage('fr'))).toBe('es');
  });

  it('when storage refuses then the browser decides, and remembering does not throw', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(preferredLanguage(['es'], ['es'], refusing)).toBe('es');
    expect(() => rememberLanguage('es', refusing)).not.toThrow();
  });

  it('when the choice is remembered then the next visit starts in it', () => {
    const kept = storage();
    rememberLanguage('es', kept);
    expect(preferredLanguage(['es'], ['en-US'], kept)).toBe('es');
  });
});
