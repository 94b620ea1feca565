import type { SettingsReader } from '@schemas/settings/reader';
import { useSettingsStore } from './settings-store';

/**
 * The typed settings accessor for components. Before ApplicationOptions is loaded it reads catalogue defaults,
 * so a component never has to handle "no settings yet".
 */
export function useSettings(): SettingsReader {
  return useSettingsStore((state) => state.reader);
}
