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

/** The BCP 47 tag of a catalogue language for Intl and `<html lang>`: US English, US Spanish. */
export function localeOf(language: string): string {
  return `${language}-US`;
}

/** The catalogue languages a lender offers besides English: those whose flag is on (`'true'`) in `values`. */
export function offeredLanguages(values: Readonly<Record<string, string | undefined>>): string[] {
  return Object.entries(languageOffers)
    .filter(([, offer]) => values[offer.flag]?.trim().toLowerCase() === 'true')
    .map(([language]) => language);
}

/** `section.name@es` for a lender's Spanish value of `section.name`. */
export function languageKey(key: string, language: string): string {
  return `${key}@${language}`;
}

/** Kinds whose values are words a borrower reads, so each language has its own (decision 370). */
export const TRANSLATED_KINDS: ReadonlySet<string> = new Set(['text', 'richText']);

/** A stored key split into the catalogue key and its language ('en' for a plain key). */
export interface LanguageKey {
  key: string;
  language: string;
}

/** `loginPage.heading@es` → `{ key: 'loginPage.heading', language: 'es' }`; a plain key is English. */
export function splitLanguageKey(stored: string): LanguageKey {
  const at = stored.lastIndexOf('@');
  return at < 0 ? { key: stored, language: 'en' } : { key: stored.slice(0, at), language: stored.slice(at + 1) };
}

/** A language's own name for itself, capitalised (`es` → `Español`), from Intl: no table to keep. */
export function languageName(language: string): string {
  const name = new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language;
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
}
