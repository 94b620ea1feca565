/**
 * A lender's value in another language is stored beside the English one under `section.name@<language>`
 * (decision 370): drafts, overrides, change requests, history and exports. Language-neutral values and
 * English texts keep the plain key. Pure: the catalogue's languages come from read-translations.ts.
 */

/** Kinds whose values are words a borrower reads, so each language has its own. */
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
