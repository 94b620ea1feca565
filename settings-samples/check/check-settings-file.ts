/**
 * Checks a sample's settings.json: `{ shared, english }`, each a map of catalogue keys to strings,
 * every value valid for its kind (schemas/src/settings/validate-values.ts).
 */
import type { SettingDefinition, SettingValues } from '../../schemas/src/settings/types.ts';
import { validateSettingValues } from '../../schemas/src/settings/validate-values.ts';
import type { SampleProblem } from './sample-files.ts';

const FILE = 'settings.json';

/** The parsed sets, or undefined when the file could not be used at all (the problems say why). */
export interface ParsedSettings {
  shared: SettingValues;
  english: SettingValues;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function readSet(
  json: Record<string, unknown>,
  setName: 'shared' | 'english',
  problems: SampleProblem[],
): SettingValues {
  const raw = json[setName];
  if (raw === undefined) return {};
  if (!isObject(raw)) {
    problems.push({ file: FILE, key: setName, message: `'${setName}' must be an object of setting keys to texts` });
    return {};
  }
  const set: SettingValues = {};
  for (const [key, value] of Object.entries(raw)) {
    if (typeof value === 'string') set[key] = value;
    else
      problems.push({
        file: FILE,
        key,
        message: `Setting '${key}' in the ${setName} set must be a text in quotes, got ${JSON.stringify(value)}`,
      });
  }
  return set;
}

/** Parses and checks settings.json against the catalogue; every problem names its key. */
export function checkSettingsFile(
  text: string | undefined,
  catalogue: Readonly<Record<string, Pick<SettingDefinition, 'kind' | 'format'>>>,
  options: { allowHttp: boolean } = { allowHttp: false },
): { settings?: ParsedSettings; problems: SampleProblem[] } {
  if (text === undefined) return { problems: [{ file: FILE, key: '', message: 'settings.json is missing' }] };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return {
      problems: [{ file: FILE, key: '', message: `settings.json is not valid JSON: ${(error as Error).message}` }],
    };
  }
  if (!isObject(json))
    return {
      problems: [{ file: FILE, key: '', message: 'settings.json must be an object { "shared": {…}, "english": {…} }' }],
    };
  const problems: SampleProblem[] = [];
  for (const name of Object.keys(json)) {
    if (name !== 'shared' && name !== 'english')
      problems.push({ file: FILE, key: name, message: `'${name}' is not a settings set; use "shared" or "english"` });
  }
  const settings = { shared: readSet(json, 'shared', problems), english: readSet(json, 'english', problems) };
  for (const setName of ['shared', 'english'] as const) {
    for (const p of validateSettingValues(settings[setName], catalogue, { setName, allowHttp: options.allowHttp })) {
      const message =
        p.type === 'agreementSetup'
          ? `Setting '${p.key}' in the ${setName} set: ${p.message} (${p.detail})`
          : p.message;
      problems.push({ file: FILE, key: p.key, message });
    }
  }
  return { settings, problems };
}
