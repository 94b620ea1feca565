import { replace } from 'react-router';
import { catalogueLanguages } from 'virtual:settings-languages';
import { applicationOptionsQuery } from '@/api/setup/get-application-options';
import { queryClient } from '@/api/query-client';
import { preferredLanguage, setLanguage } from '@/settings/language';
import { setApplicationOptions, useSettingsStore } from '@/settings/settings-store';
import { ERROR500_PATH } from './route-table';

/**
 * Loader of the route that wraps every page except Error500: loads the institution settings once,
 * through the query cache (concurrent loaders share the one request), and feeds the settings store,
 * which stays the typed reader's source (the studio's live preview pushes settings there too).
 * A failed load sends the user to Error500 (access spec §2) and is retried on the next navigation.
 */
export async function bootLoader(): Promise<null> {
  // Already applied (earlier load, or the studio's live preview pushed settings in): keep them.
  if (useSettingsStore.getState().loaded) return null;
  // The borrower's kept choice or browser language (decision 360): its answer carries that language's set.
  const language = preferredLanguage(catalogueLanguages);
  let response;
  try {
    response = await queryClient.ensureQueryData(applicationOptionsQuery(language));
  } catch {
    throw replace(ERROR500_PATH);
  }
  // A language's texts are fetched only once the lender is known to offer it; failing them reads English.
  const texts = language === 'en' ? null : await import('./show-language').then((m) => m.bootTexts(response, language));
  // Parent and child loaders await the same request: apply it once, and never over a preview pushed meanwhile.
  if (useSettingsStore.getState().loaded) return null;
  setApplicationOptions(response, texts ? { language, texts } : null);
  setLanguage(texts ? language : 'en');
  return null;
}

/** Forgets the loaded settings requests so the next navigation fetches them again (tests, studio publish). */
export function resetBoot(): void {
  queryClient.removeQueries({ queryKey: ['setup', 'applicationOptions'] });
}
