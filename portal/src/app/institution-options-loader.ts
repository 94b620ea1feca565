/**
 * Route loader of home/register and home/activate, which "need institution options" (access spec §2):
 * GetInstitutionOptions (cached for the page's life) is applied over the options that came with
 * ApplicationOptions, so the minimum lengths and credential mode of these forms are the institution's
 * current ones (docs/decisions/141-logon-rules-and-institution-options.md).
 */
import { queryClient } from '@/api/query-client';
import { institutionOptionsQuery } from '@/api/auth/get-institution-options';
import { setApplicationOptions, settingsLoaded, useSettingsStore } from '@/settings/settings-store';

/** Route ids whose screens need the institution options. */
export const NEEDS_INSTITUTION_OPTIONS: ReadonlySet<string> = new Set(['register', 'activate']);

/**
 * Loader: fetches (once) and applies the institution options. A failed call keeps the options of
 * ApplicationOptions: the screen still works with them, so it is not a reason to show an error page.
 */
export async function loadInstitutionOptions(): Promise<null> {
  const options = await queryClient.ensureQueryData(institutionOptionsQuery()).catch(() => undefined);
  await settingsLoaded();
  if (!options) return null;
  const { response } = useSettingsStore.getState();
  setApplicationOptions({ ...response, institutionOptions: { ...response.institutionOptions, ...options } });
  return null;
}
