/**
 * Checks stored settings values against the catalogue (studio publish, sample institutions, sandbox start-up).
 * Expected problems come back as a typed list, not as throws, so callers can show them all at once.
 */
import { isNumericString, settingNamePattern } from './catalogue-files.ts';
import type { SettingDefinition, SettingValues } from './types.ts';

/** One problem with one stored value. */
export type SettingValueProblem =
  | { type: 'keyShape'; key: string; message: string }
  | { type: 'unknownKey'; key: string; message: string }
  | { type: 'flagNotBoolean'; key: string; value: string; message: string }
  | { type: 'numberNotNumeric'; key: string; value: string; message: string };

/** Where the values came from, named in messages (e.g. 'shared', 'english'). */
export interface ValidateOptions {
  setName?: string;
}

/** The part of a definition validation needs; accepts the full catalogue or the portal's defaults. */
type KindLookup = Readonly<Record<string, Pick<SettingDefinition, 'kind'>>>;

/** True when the key has exactly two non-empty parts of letters, digits and underscores. */
export function isWellFormedKey(key: string): boolean {
  const parts = key.split('.');
  return parts.length === 2 && parts.every((p) => settingNamePattern.test(p));
}

/**
 * Validates every value: key shape (`section.name`), key known to the catalogue, flags 'true'/'false'
 * (any case), numbers numeric. Empty values are allowed for every kind: they mean "use the default".
 */
export function validateSettingValues(values: SettingValues, catalogue: KindLookup, options: ValidateOptions = {}): SettingValueProblem[] {
  const where = options.setName ? ` in the ${options.setName} set` : '';
  const problems: SettingValueProblem[] = [];
  for (const [key, raw] of Object.entries(values)) {
    if (!isWellFormedKey(key)) {
      problems.push({ type: 'keyShape', key, message: `Setting key '${key}'${where} must have exactly two parts, section.name` });
      continue;
    }
    const def = Object.prototype.hasOwnProperty.call(catalogue, key) ? catalogue[key] : undefined;
    if (!def) {
      problems.push({ type: 'unknownKey', key, message: `Setting key '${key}'${where} is not in the settings catalogue` });
      continue;
    }
    const value = String(raw);
    if (value.trim() === '') continue;
    if (def.kind === 'flag' && !/^(true|false)$/i.test(value.trim())) {
      problems.push({ type: 'flagNotBoolean', key, value, message: `Setting '${key}'${where} is a flag; its value must be 'true' or 'false', got '${value}'` });
    } else if (def.kind === 'number' && !isNumericString(value)) {
      problems.push({ type: 'numberNotNumeric', key, value, message: `Setting '${key}'${where} is a number; got '${value}'` });
    }
  }
  return problems;
}

/** Validates both sets of an ApplicationOptions body. */
export function validateSettingSets(
  sets: { shared: SettingValues; english: SettingValues },
  catalogue: KindLookup,
): SettingValueProblem[] {
  return [
    ...validateSettingValues(sets.shared, catalogue, { setName: 'shared' }),
    ...validateSettingValues(sets.english, catalogue, { setName: 'english' }),
  ];
}
