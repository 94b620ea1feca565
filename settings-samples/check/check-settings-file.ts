/**
 * Checks a sample's settings.json: `{ shared, english, spanish? }`, each a map of catalogue keys to strings,
 * every value valid for its kind (schemas/src/settings/validate-values.ts). The optional `spanish` set holds
 * the Spanish of texts and rich texts only, each with the markup of the sample's English for the key.
 */
import type { SettingDefinition, SettingValues } from '../../schemas/src/settings/types.ts';
import { TRANSLATED_KINDS } from '../../schemas/src/settings/languages.ts';
import { tagsOf } from '../../schemas/src/settings/translations.ts';
import { validateSettingValues } from '../../schemas/src/settings/validate-values.ts';
import type { SampleProblem } from './sample-files.ts';

const FILE = 'settings.json';

/** The parsed sets, or undefined when the file could not be used at all (the problems say why). */
export interface ParsedSettings {
  shared: SettingValues;
  english: SettingValues;
  /** The lender's own Spanish texts, when the sample offers Spanish. */
  spanish?: SettingValues;
}

const SET_NAMES = ['shared', 'english', 'spanish'] as const;
type SetName = (typeof SET_NAMES)[number];

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function readSet(json: Record<string, unknown>, setName: SetName, problems: SampleProblem[]): SettingValues {
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
    if (!(SET_NAMES as readonly string[]).includes(name))
      problems.push({
        file: FILE,
        key: name,
        message: `'${name}' is not a settings set; use "shared", "english" or "spanish"`,
      });
  }
  const settings: ParsedSettings = {
    shared: readSet(json, 'shared', problems),
    english: readSet(json, 'english', problems),
  };
  if (json.spanish !== undefined) settings.spanish = readSet(json, 'spanish', problems);
  for (const setName of SET_NAMES) {
    const set = settings[setName];
    if (!set) continue;
    for (const p of validateSettingValues(set, catalogue, { setName, allowHttp: options.allowHttp })) {
      const message =
        p.type === 'agreementSetup'
          ? `Setting '${p.key}' in the ${setName} set: ${p.message} (${p.detail})`
          : p.message;
      problems.push({ file: FILE, key: p.key, message });
    }
  }
  if (settings.spanish) problems.push(...spanishProblems(settings, catalogue));
  return { settings, problems };
}

/** The Spanish set holds texts only, each keeping the markup of the sample's English (english, else shared). */
function spanishProblems(
  settings: ParsedSettings,
  catalogue: Readonly<Record<string, Pick<SettingDefinition, 'kind'>>>,
): SampleProblem[] {
  const problems: SampleProblem[] = [];
  for (const [key, text] of Object.entries(settings.spanish ?? {})) {
    const kind = Object.prototype.hasOwnProperty.call(catalogue, key) ? catalogue[key]!.kind : undefined;
    if (kind === undefined) continue;
    if (!TRANSLATED_KINDS.has(kind)) {
      problems.push({
        file: FILE,
        key,
        message: `Setting '${key}' in the spanish set is a ${kind}; only texts and rich texts have a Spanish value`,
      });
      continue;
    }
    const english = settings.english[key] ?? settings.shared[key];
    if (english === undefined) continue;
    const want = tagsOf(english);
    const got = tagsOf(text);
    if (want.join(' ') !== got.join(' '))
      problems.push({
        file: FILE,
        key,
        message: `Setting '${key}' in the spanish set must keep the markup of its English (${want.join(' ') || 'none'}), has ${got.join(' ') || 'none'}`,
      });
  }
  return problems;
}
