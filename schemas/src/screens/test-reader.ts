/**
 * Test support: a settings reader over the catalogue files on disk, with given values and institution options.
 * Reads the section files directly so tests see catalogue edits without regenerating the index.
 */
import { readCatalogue } from '../settings/read-catalogue-files.ts';
import { createSettingsReader, type SettingsReader } from '../settings/reader.ts';
import type { InstitutionOptionsRaw, SettingValues } from '../settings/types.ts';

/** Kind and default of every catalogue key, from the files on disk. */
export function catalogueDefaultsFromFiles(): Record<string, { kind: never; default: string }> {
  const out: Record<string, { kind: never; default: string }> = {};
  for (const section of readCatalogue()) {
    for (const [key, def] of Object.entries(section.keys)) out[key] = { kind: def.kind as never, default: def.default };
  }
  return out;
}

/** A reader with `values` as the english set and `institution` as institution options. */
export function testReader(values: SettingValues = {}, institution: InstitutionOptionsRaw = {}): SettingsReader {
  return createSettingsReader(
    { gassySettings: { shared: {}, english: values }, institutionOptions: institution },
    catalogueDefaultsFromFiles(),
  );
}
