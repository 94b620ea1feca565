/**
 * Node-only: reads the catalogue's other languages, `schemas/settings/<language>/<section>.json`
 * (decision 309). Each file: `{ "section": "login", "texts": { "userNameLabel": { "en": ..., "<language>": ... } } }`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { catalogueDir } from './read-catalogue-files.ts';
import type { LanguageTexts } from './translations.ts';

/** The languages the catalogue has besides English: its sub-folders (`es`, ...), sorted. */
export function listLanguages(dir: string = catalogueDir): string[] {
  return readdirSync(dir)
    .filter((name) => /^[a-z]{2}(-[A-Z]{2})?$/.test(name) && statSync(join(dir, name)).isDirectory())
    .sort();
}

interface TranslationFile {
  section: string;
  texts: Record<string, Record<string, string>>;
}

/** One language's texts keyed by `section.name`; throws naming the file when one is malformed. */
export function readLanguage(language: string, dir: string = catalogueDir): LanguageTexts {
  const texts: LanguageTexts = {};
  const folder = join(dir, language);
  for (const file of readdirSync(folder)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const json = JSON.parse(readFileSync(join(folder, file), 'utf8')) as TranslationFile;
    if (json.section !== file.replace(/\.json$/, '') || typeof json.texts !== 'object' || json.texts === null) {
      throw new Error(`${language}/${file}: needs "section" equal to the file name and an object "texts"`);
    }
    for (const [name, entry] of Object.entries(json.texts)) {
      const text = entry?.[language];
      if (typeof entry?.en !== 'string' || typeof text !== 'string') {
        throw new Error(`${language}/${file}: '${name}' needs the strings "en" and "${language}"`);
      }
      texts[`${json.section}.${name}`] = { en: entry.en, text };
    }
  }
  return texts;
}
