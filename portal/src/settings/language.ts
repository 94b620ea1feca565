/** The borrower's language for the catalogue's texts and for Intl formats: 'en' or a catalogue language code. */
import { create } from 'zustand';
import { localeOf } from '@schemas/settings/languages';

export type Language = string;

interface LanguageState {
  language: Language;
}

export const useLanguageStore = create<LanguageState>(() => ({ language: 'en' }));

/** The current language (React). */
export function useLanguage(): Language {
  return useLanguageStore((state) => state.language);
}

/** The current language outside React (formatters called from loaders and documents). */
export function currentLanguage(): Language {
  return useLanguageStore.getState().language;
}

export function setLanguage(language: Language): void {
  useLanguageStore.setState({ language });
  // `<html lang>` follows, so screen readers read the page in the language (decision 360).
  if (typeof document !== 'undefined') document.documentElement.lang = localeOf(language);
}

/**
 * Where the borrower's choice is kept (decision 360): localStorage, so it lasts across visits, reloads and
 * logout. A language is not a secret and is sent nowhere: only the settings request names it.
 */
export const LANGUAGE_STORAGE_KEY = 'portal.language';

/**
 * The language to start in: the borrower's kept choice, else the first of the browser's languages the portal
 * has ('en' or one of `available`, by primary subtag: es-MX reads Spanish), else English.
 */
export function preferredLanguage(
  available: readonly Language[],
  languages: readonly string[] = navigator.languages,
  storage?: Pick<Storage, 'getItem'>,
): Language {
  const known = (language: string) => language === 'en' || available.includes(language);
  let kept: string | null = null;
  try {
    // Reading `localStorage` itself throws where the browser denies storage (sandboxed frames, some settings).
    kept = (storage ?? localStorage).getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    kept = null;
  }
  if (kept && known(kept)) return kept;
  for (const tag of languages) {
    const primary = tag.split('-')[0]?.toLowerCase() ?? '';
    if (known(primary)) return primary;
  }
  return 'en';
}
