/**
 * Browsing and searching the catalogue: by section or by screen (the `screens` field), and a search
 * over keys, descriptions and current values (draft or published), in English and in each catalogue
 * language. Pure, for the key list and its tests.
 */
import type { StudioSettingDefinition } from '@schemas/studio/studio-api';
import { languageKey, languageSets } from '@schemas/settings/languages';
import type { SettingValues } from '@schemas/settings/types';

/** How the left column groups keys. */
export type BrowseBy = 'section' | 'screen';

/** What the key list shows. */
export interface CatalogueFilter {
  by: BrowseBy;
  /** A section name or a screen reference (`screen:login`, `route:x`, `shell`); empty = all. */
  group: string;
  query: string;
}

/** The groups to choose from, sorted, with the number of keys in each. */
export function catalogueGroups(
  settings: readonly StudioSettingDefinition[],
  by: BrowseBy,
): { id: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const def of settings) {
    for (const id of by === 'section' ? [def.section] : def.screens) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return [...counts.entries()].map(([id, count]) => ({ id, count })).sort((a, b) => a.id.localeCompare(b.id));
}

/** A screen reference as staff read it: `screen:login` → 'Screen: login', `shell` → 'Every page (shell)'. */
export function screenLabel(ref: string): string {
  if (ref === 'shell') return 'Every page (shell)';
  if (ref === 'studio') return 'Studio only';
  const [type, id] = ref.split(':', 2);
  if (type === 'screen') return `Screen: ${id}`;
  if (type === 'route') return `Route: ${id}`;
  return ref;
}

/** The value a key currently shows: the draft or published value, else its default. */
export function shownValue(def: StudioSettingDefinition, values: SettingValues): string {
  return Object.prototype.hasOwnProperty.call(values, def.key) ? (values[def.key] ?? '') : def.default;
}

/** The value a key currently shows in another language: its draft or published value, else its catalogue default. */
function shownTranslation(def: StudioSettingDefinition, values: SettingValues, language: string): string {
  const stored = languageKey(def.key, language);
  return Object.prototype.hasOwnProperty.call(values, stored)
    ? (values[stored] ?? '')
    : (def.translations?.[language] ?? '');
}

/**
 * The keys matching the filter, in catalogue order. Every word of the query must occur (ignoring case)
 * in the key, the description or the current value in any language.
 */
export function filterCatalogue(
  settings: readonly StudioSettingDefinition[],
  filter: CatalogueFilter,
  values: SettingValues,
): StudioSettingDefinition[] {
  const words = filter.query
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w !== '');
  return settings.filter((def) => {
    if (
      filter.group !== '' &&
      (filter.by === 'section' ? def.section !== filter.group : !def.screens.includes(filter.group))
    )
      return false;
    if (words.length === 0) return true;
    const translations = Object.keys(languageSets).map((language) => shownTranslation(def, values, language));
    const haystack = [def.key, def.description, shownValue(def, values), ...translations].join('\n').toLowerCase();
    return words.every((w) => haystack.includes(w));
  });
}
