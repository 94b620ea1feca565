/**
 * Puts the portal in a language (decision 360): fetches the settings answer with that language's set and the
 * language's catalogue texts (a chunk of their own), then switches the reader and the language together, so no
 * screen shows half of each. English needs neither. A language the lender does not offer reads English.
 */
import { settingDefaults } from 'virtual:settings-defaults';
import { loadLanguageTexts } from 'virtual:settings-language-texts';
import { languageOffers } from '@schemas/settings/languages';
import { createSettingsReader, type SettingsReader } from '@schemas/settings/reader';
import type { ApplicationOptionsResponse } from '@schemas/settings/types';
import { applicationOptionsQuery } from '@/api/setup/get-application-options';
import { queryClient } from '@/api/query-client';
import { currentLanguage, LANGUAGE_STORAGE_KEY, setLanguage, type Language } from '@/settings/language';
import { setApplicationOptions, useSettingsStore } from '@/settings/settings-store';

/** True when the lender offers `language` (English always), by the applied settings or `reader`. */
export function isOffered(language: Language, reader: SettingsReader = useSettingsStore.getState().reader): boolean {
  if (language === 'en') return true;
  const offer = languageOffers[language];
  return offer !== undefined && reader.flag(offer.flag);
}

/**
 * Shows the portal in `language` over settings already applied: fetched (when not English) with the
 * language's set. Falls back to English when the lender does not offer it.
 */
export async function showLanguage(language: Language): Promise<void> {
  if (language === 'en' || !isOffered(language)) {
    setApplicationOptions(useSettingsStore.getState().response, null);
    setLanguage('en');
    return;
  }
  const [response, texts] = await Promise.all([
    queryClient.ensureQueryData(applicationOptionsQuery(language)),
    loadLanguageTexts(language),
  ]);
  setApplicationOptions(response, { language, texts });
  setLanguage(language);
}

/** Keeps the borrower's choice; a browser that refuses storage (private mode, quota) keeps it for the page only. */
export function rememberLanguage(language: Language, storage?: Pick<Storage, 'setItem'>): void {
  try {
    (storage ?? localStorage).setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // The choice still applies to this page.
  }
}

/** The borrower's choice in the header: kept for the next visits, then shown. */
export async function chooseLanguage(language: Language): Promise<void> {
  rememberLanguage(language);
  if (language !== currentLanguage()) await showLanguage(language);
}

/**
 * The boot loader's half for a language other than English (this module is a chunk of its own, so English
 * readers never load it): the language's texts, fetched once the answer shows the lender offers it. Null
 * when it does not, or when the texts cannot be fetched: the portal then reads English.
 */
export async function bootTexts(
  response: ApplicationOptionsResponse,
  language: Language,
): Promise<Readonly<Record<string, string>> | null> {
  if (!isOffered(language, createSettingsReader(response, settingDefaults))) return null;
  return loadLanguageTexts(language).catch(() => null);
}
