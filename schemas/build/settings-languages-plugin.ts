/**
 * Vite plugin: the catalogue's other languages for the portal (decisions 309, 360).
 * - `virtual:settings-languages` exports `catalogueLanguages` (the folders under `schemas/settings/`): all the
 *   login route's JS carries;
 * - `virtual:settings-language-texts` exports `loadLanguageTexts(language)`, which imports that language's
 *   texts on demand;
 * - `virtual:settings-texts/<language>` exports `texts`, the language's catalogue defaults keyed by `section.name`.
 * Each language's texts are a chunk of their own, fetched only when a borrower reads that language, so
 * they never enter the login route's JS.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { catalogueDir } from '../src/settings/read-catalogue-files.ts';
import { listLanguages, readLanguage } from '../src/settings/read-translations.ts';

const languagesId = 'virtual:settings-languages';
const loaderId = 'virtual:settings-language-texts';
const textsPrefix = 'virtual:settings-texts/';

/** The module listing the languages. */
function renderLanguagesModule(dir: string = catalogueDir): string {
  return `export const catalogueLanguages = ${JSON.stringify(listLanguages(dir))};\n`;
}

/** The module with one dynamic import per language. */
function renderLoaderModule(dir: string = catalogueDir): string {
  const loaders = listLanguages(dir).map(
    (language) => `  ${JSON.stringify(language)}: () => import(${JSON.stringify(textsPrefix + language)}),`,
  );
  return [
    'const loaders = {',
    ...loaders,
    '};',
    'export function loadLanguageTexts(language) {',
    '  const load = Object.prototype.hasOwnProperty.call(loaders, language) ? loaders[language] : undefined;',
    '  return load ? load().then((module) => module.texts) : Promise.reject(new Error("No texts for " + language));',
    '}',
    '',
  ].join('\n');
}

/** One language's texts module; throws (failing the build) for a malformed translation file. */
function renderTextsModule(language: string, dir: string = catalogueDir): string {
  const texts = Object.fromEntries(
    Object.entries(readLanguage(language, dir)).map(([key, entry]) => [key, entry.text]),
  );
  // JSON.parse of a string literal parses faster than an object literal (as the defaults module does).
  return `export const texts = JSON.parse(${JSON.stringify(JSON.stringify(texts))});\n`;
}

/** Registers both virtual modules; the language folders are watched so dev reloads pick up new texts. */
export function settingsLanguagesPlugin(): Plugin {
  return {
    name: 'settings-languages',
    resolveId(id) {
      return id === languagesId || id === loaderId || id.startsWith(textsPrefix) ? `\0${id}` : undefined;
    },
    load(id) {
      if (id === `\0${languagesId}`) return renderLanguagesModule();
      if (id === `\0${loaderId}`) return renderLoaderModule();
      if (!id.startsWith(`\0${textsPrefix}`)) return undefined;
      const language = id.slice(textsPrefix.length + 1);
      if (!listLanguages().includes(language))
        throw new Error(`settings-languages: no catalogue language '${language}'`);
      for (const file of readdirSync(join(catalogueDir, language)))
        this.addWatchFile(join(catalogueDir, language, file));
      return renderTextsModule(language);
    },
  };
}
