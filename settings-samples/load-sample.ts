/**
 * Node-only loader of the sample institutions (used by the sandbox and the tests).
 * Each sample is a folder: settings.json ({ shared, english }), institution.json, README.md, images/.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type {
  ApplicationOptionsResponse,
  InstitutionOptionsRaw,
  SettingValues,
} from '../schemas/src/settings/types.ts';

/** Absolute path of `settings-samples/`. */
export const samplesDir = fileURLToPath(new URL('./', import.meta.url));

/** The sample served when none is chosen. */
export const defaultSampleId = 'default';

/**
 * A sample id: lower-case letters, digits and hyphens, starting with a letter or digit (it is a folder and URL part).
 */
export const sampleIdPattern = /^[a-z0-9][a-z0-9-]*$/;
const idPattern = sampleIdPattern;

/** Ids of every sample institution (folders holding a settings.json) in `dir` (default `settings-samples/`), sorted. */
export function listSamples(dir: string = samplesDir): string[] {
  return readdirSync(dir)
    .filter(
      (name) =>
        idPattern.test(name) && statSync(join(dir, name)).isDirectory() && existsSync(join(dir, name, 'settings.json')),
    )
    .sort();
}

function sampleDir(id: string): string {
  // The id may come from a test-control request, so only listed folder names are accepted (no path tricks).
  if (!idPattern.test(id) || !listSamples().includes(id))
    throw new Error(`Unknown sample institution '${id}' (known: ${listSamples().join(', ')})`);
  return join(samplesDir, id);
}

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8')) as unknown;

/** The sample as the ApplicationOptions response the API serves. Throws for an unknown id or malformed files. */
export function loadSample(id: string): ApplicationOptionsResponse {
  const dir = sampleDir(id);
  const settings = readJson(join(dir, 'settings.json')) as {
    shared?: SettingValues;
    english?: SettingValues;
    spanish?: SettingValues;
  };
  const institution = readJson(join(dir, 'institution.json')) as InstitutionOptionsRaw;
  return {
    gassySettings: {
      shared: { ...(settings.shared ?? {}) },
      english: { ...(settings.english ?? {}) },
      // A sample's Spanish values, plain keys, when it offers Spanish (decision 360).
      ...(settings.spanish ? { spanish: { ...settings.spanish } } : {}),
    },
    institutionOptions: { ...institution },
  };
}

/** Absolute path of a sample's images folder (logos `logo-full.svg`, `logo-icon.svg`). */
export function sampleImagesDir(id: string): string {
  return join(sampleDir(id), 'images');
}
