/**
 * The catalogue's texts in other languages (decision 309). English is the catalogue's own `default`; each
 * further language is a folder of `schemas/settings/<language>/<section>.json` files holding, per text or
 * rich-text key, the English text it was translated from (`en`) and the translation. A third language is
 * a new folder, no code. Pure: the node-only reader is read-translations.ts.
 */
import type { CatalogueSection } from './catalogue-files.ts';
import { TRANSLATED_KINDS } from './languages.ts';

/** One key's translation and the English it was made from. */
export interface TranslatedText {
  en: string;
  text: string;
}

/** One language's texts, keyed by `section.name`. */
export type LanguageTexts = Record<string, TranslatedText>;

/** `{n}`, `{label}`, `{}`: the placeholders a text fills in, sorted. */
const placeholdersOf = (text: string) => [...text.matchAll(/\{[A-Za-z0-9]*\}/g)].map((m) => m[0]).sort();
/** The markup's element names in order (`p`, `/p`, `a`, ...): a translation keeps them. */
export const tagsOf = (text: string) =>
  [...text.matchAll(/<\s*(\/?[A-Za-z][A-Za-z0-9]*)/g)].map((m) => m[1]!.toLowerCase());

const same = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * Every problem of one language's texts against the catalogue: a text key with an English default and no
 * translation, a translation made from English that has changed since (outdated), a translation of a key
 * the catalogue does not have or that is not a text, and a translation that drops or adds a placeholder
 * or changes the markup's elements. Keys whose English default is empty are the lender's own content.
 */
export function translationProblems(sections: CatalogueSection[], language: string, texts: LanguageTexts): string[] {
  const problems: string[] = [];
  const definitions = new Map(sections.flatMap((s) => Object.entries(s.keys)));
  for (const [key, definition] of definitions) {
    if (!TRANSLATED_KINDS.has(definition.kind) || definition.default === '') continue;
    const translated = texts[key];
    if (!translated) {
      problems.push(`${language}: '${key}' has no translation (English: ${JSON.stringify(definition.default)})`);
      continue;
    }
    if (translated.en !== definition.default) {
      problems.push(
        `${language}: '${key}' is outdated: translated from ${JSON.stringify(translated.en)}, the English is now ${JSON.stringify(definition.default)}`,
      );
    }
    if (!same(placeholdersOf(translated.text), placeholdersOf(definition.default))) {
      problems.push(
        `${language}: '${key}' must keep the placeholders of the English (${placeholdersOf(definition.default).join(' ') || 'none'})`,
      );
    }
    if (!same(tagsOf(translated.text), tagsOf(definition.default))) {
      problems.push(
        `${language}: '${key}' must keep the markup of the English (${tagsOf(definition.default).join(' ') || 'none'})`,
      );
    }
  }
  for (const key of Object.keys(texts)) {
    const definition = definitions.get(key);
    if (!definition) problems.push(`${language}: '${key}' is not in the catalogue`);
    else if (!TRANSLATED_KINDS.has(definition.kind))
      problems.push(`${language}: '${key}' is a ${definition.kind}, not a text`);
  }
  return problems;
}
