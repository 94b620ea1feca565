/**
 * The catalogue's languages on the wire and in storage (decision 360). English is the catalogue itself
 * (`en`); every other language is a folder `schemas/settings/<code>/` (decision 309). A lender's value in a
 * language is stored under `section.name@<code>`; ApplicationOptions and a sample's settings.json carry a
 * language's values, under plain keys, in the set this table names.
 */
import type { SettingKey } from './generated/setting-key.ts';

/** The set each catalogue language travels in (`gassySettings.<set>`, a sample's settings.json). */
export const languageSets: Readonly<Record<string, 'spanish'>> = { es: 'spanish' };

/** Per catalogue language: the flag that offers it and the key of its own name (the header switch). */
export const languageOffers: Readonly<Record<string, { flag: SettingKey; name: SettingKey }>> = {
  es: { flag: 'languages.useSpanishOption', name: 'languages.spanishName' },
};

/** `section.name@es` for a lender's Spanish value of `section.name`. */
export function languageKey(key: string, language: string): string {
  return `${key}@${language}`;
}

/** Splits `section.name@es` into the key and its language; a plain key has no language. */
export function splitLanguageKey(stored: string): { key: string; language?: string } {
  const at = stored.lastIndexOf('@');
  return at < 0 ? { key: stored } : { key: stored.slice(0, at), language: stored.slice(at + 1) };
}
