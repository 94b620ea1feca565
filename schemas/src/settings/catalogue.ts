/**
 * The full settings catalogue (kinds, defaults, descriptions, screens) for node, the studio and tests.
 * Not for the portal bundle: the portal gets kinds and defaults only, from `virtual:settings-defaults`.
 * Validated when loaded, so a malformed section file fails at start-up naming its file and key.
 */
import { catalogueSectionFiles } from './generated/catalogue-sections.ts';
import { parseCatalogueFiles, type CatalogueSection } from './catalogue-files.ts';
import type { SettingKey } from './generated/setting-key.ts';
import type { SettingDefinition, SettingKind } from './types.ts';

function load(): CatalogueSection[] {
  const result = parseCatalogueFiles(catalogueSectionFiles);
  if (!result.ok) throw new Error(`Settings catalogue has errors:\n  ${result.errors.join('\n  ')}`);
  return result.sections;
}

/** Every section with its description and keys, sorted by section name (for the studio's browser). */
export const catalogueSections: readonly CatalogueSection[] = Object.freeze(load());

/** Every key's definition. */
export const catalogue: Readonly<Record<SettingKey, SettingDefinition>> = Object.freeze(
  Object.assign({}, ...catalogueSections.map((s) => s.keys)) as Record<SettingKey, SettingDefinition>,
);

/** All keys, sorted. */
export const settingKeys: readonly SettingKey[] = Object.freeze(Object.keys(catalogue).filter(isSettingKey).sort());

/** Narrows a string to a catalogue key. */
export function isSettingKey(key: string): key is SettingKey {
  return Object.prototype.hasOwnProperty.call(catalogue, key);
}

/** The same shape as `virtual:settings-defaults`, for readers created outside Vite (sandbox, studio, tests). */
export const catalogueDefaults: Readonly<Record<string, { kind: SettingKind; default: string }>> = Object.freeze(
  Object.fromEntries(settingKeys.map((k) => [k, { kind: catalogue[k].kind, default: catalogue[k].default }])),
);
