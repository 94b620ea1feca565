import { replace } from 'react-router';
import { fetchApplicationOptions } from '@/api/setup/get-application-options';
import { setApplicationOptions, useSettingsStore } from '@/settings/settings-store';
import { ERROR500_PATH } from './route-table';

let boot: Promise<void> | null = null;

/**
 * Loader of the route that wraps every page except Error500: loads the institution settings once.
 * A failed load sends the user to Error500 (access spec §2) and is retried on the next navigation.
 */
export async function bootLoader(): Promise<null> {
  // Already applied (earlier load, or the studio's live preview pushed settings in): keep them.
  if (!boot && useSettingsStore.getState().loaded) return null;
  boot ??= fetchApplicationOptions().then((response) => setApplicationOptions(response));
  try {
    await boot;
  } catch {
    boot = null;
    throw replace(ERROR500_PATH);
  }
  return null;
}

/** Forgets the loaded settings so the next navigation fetches them again (tests, studio publish). */
export function resetBoot(): void {
  boot = null;
}
