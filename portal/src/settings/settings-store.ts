/**
 * Client state for institution settings: one reader over the loaded ApplicationOptions.
 * Defaults come from `virtual:settings-defaults` (kinds and defaults only), so catalogue descriptions stay
 * out of the portal bundle.
 */
import { settingDefaults } from 'virtual:settings-defaults';
import { create } from 'zustand';
import { languageSets } from '@schemas/settings/languages';
import { createSettingsReader, type SettingsReader } from '@schemas/settings/reader';
import type { ApplicationOptionsResponse } from '@schemas/settings/types';

/** A response with no values: every read gives the catalogue default. */
export const emptyApplicationOptions: ApplicationOptionsResponse = Object.freeze({
  gassySettings: { shared: {}, english: {} },
  institutionOptions: {},
});

interface SettingsState {
  /** Reader over the loaded settings, or over no values (defaults) before the load. */
  reader: SettingsReader;
  /** True once ApplicationOptions has been applied. */
  loaded: boolean;
  /** The last applied response (the studio preview compares against it). */
  response: ApplicationOptionsResponse;
  /** The catalogue language texts are read in, with its catalogue texts; null: English. */
  texts: LanguageTexts | null;
}

/** A catalogue language other than English and its catalogue texts (`virtual:settings-languages`). */
export interface LanguageTexts {
  language: string;
  texts: Readonly<Record<string, string>>;
}

/** The reader over a response, in a language when `texts` is given (its values: the response's language set). */
function readerOf(response: ApplicationOptionsResponse, texts: LanguageTexts | null): SettingsReader {
  if (!texts) return createSettingsReader(response, settingDefaults);
  const set = languageSets[texts.language];
  const values = (set && response.gassySettings?.[set]) ?? {};
  return createSettingsReader(response, settingDefaults, { values, texts: texts.texts });
}

/** The settings store; components read through `useSettings()`. */
export const useSettingsStore = create<SettingsState>(() => ({
  reader: createSettingsReader(emptyApplicationOptions, settingDefaults),
  loaded: false,
  response: emptyApplicationOptions,
  texts: null,
}));

/**
 * Applies a loaded (or studio-previewed) ApplicationOptions response; components re-render with the new reader.
 * `texts` switches the language texts are read in (null: English); left out, the current one stays.
 */
export function setApplicationOptions(
  response: ApplicationOptionsResponse,
  texts: LanguageTexts | null = useSettingsStore.getState().texts,
): void {
  useSettingsStore.setState({ reader: readerOf(response, texts), loaded: true, response, texts });
}

/** Back to defaults (tests, and logout flows that must not keep a previewed institution). */
export function resetSettings(): void {
  useSettingsStore.setState({
    reader: createSettingsReader(emptyApplicationOptions, settingDefaults),
    loaded: false,
    response: emptyApplicationOptions,
    texts: null,
  });
}

/**
 * Resolves once settings are applied. Parent and child route loaders run at the same time, so a child
 * loader that reads settings on a first visit starts before the boot loader has them.
 */
export function settingsLoaded(): Promise<void> {
  if (useSettingsStore.getState().loaded) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = useSettingsStore.subscribe((state) => {
      if (!state.loaded) return;
      stop();
      resolve();
    });
  });
}
