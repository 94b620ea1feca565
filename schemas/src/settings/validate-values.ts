/**
 * Checks stored settings values against the catalogue (studio publish, sample institutions, sandbox start-up).
 * Expected problems come back as a typed list, not as throws, so callers can show them all at once.
 */
import { agreementSlotCount, parseAgreementSetup } from './agreement-setup.ts';
import { isNumericString, settingNamePattern } from './catalogue-files.ts';
import { splitLanguageKey, TRANSLATED_KINDS } from './languages.ts';
import type { SettingDefinition, SettingValues } from './types.ts';

/** One problem with one stored value. */
export type SettingValueProblem =
  | { type: 'keyShape'; key: string; message: string }
  | { type: 'unknownKey'; key: string; message: string }
  /** `section.name@<language>` with a language the catalogue lacks, or of a key that is not a text. */
  | { type: 'languageKey'; key: string; message: string }
  | { type: 'flagNotBoolean'; key: string; value: string; message: string }
  | { type: 'numberNotNumeric'; key: string; value: string; message: string }
  | { type: 'imageNotAddress'; key: string; value: string; message: string }
  | { type: 'urlScheme'; key: string; value: string; message: string }
  /**
   * `message` is the spec's text alone, word for word (the studio shows it at the field); `detail` says what is wrong.
   */
  | { type: 'agreementSetup'; key: string; value: string; message: string; detail: string };

/** Where the values came from, named in messages (e.g. 'shared', 'english'). */
export interface ValidateOptions {
  setName?: string;
  /**
   * Web addresses may be `http:` as well as `https:` (the sandbox). Default false: production and the
   * sample folders, which production serves, take https only (decision 288).
   */
  allowHttp?: boolean;
  /**
   * The catalogue's languages besides English (`es`, ...): a text or rich-text key may then also be stored
   * as `section.name@<language>` (decision 370). Default none: every key is plain.
   */
  languages?: readonly string[];
}

/** The part of a definition validation needs; accepts the full catalogue or the portal's defaults. */
type KindLookup = Readonly<Record<string, Pick<SettingDefinition, 'kind' | 'format'>>>;

/** True for an absolute https address with a host, or an http one when `allowHttp`. */
export function isWebAddress(value: string, allowHttp: boolean): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'https:' || (allowHttp && url.protocol === 'http:')) && url.hostname !== '';
  } catch {
    return false;
  }
}

/** True when the key has exactly two non-empty parts of letters, digits and underscores. */
export function isWellFormedKey(key: string): boolean {
  const parts = key.split('.');
  return parts.length === 2 && parts.every((p) => settingNamePattern.test(p));
}

/**
 * True for the addresses an image setting may hold: a path on this site (`/media/…`, `/logos/…`) or an
 * https address (http too when `allowHttp`). Anything else (`javascript:`, `data:`, a relative path) would
 * be loaded or run in the borrower's browser in ways nobody reviewed.
 */
export function isImageAddress(value: string, allowHttp = true): boolean {
  const v = value.trim();
  if (v.startsWith('/')) return !v.startsWith('//') && !/[\\\s]/.test(v);
  return isWebAddress(v, allowHttp);
}

/** The 0-based slot of an agreement set-up key (`agreements.agreement1` is 0), else undefined. */
function agreementSlotOf(key: string): number | undefined {
  const match = /^agreements\.agreement([1-9])$/.exec(key);
  const slot = match ? Number(match[1]) - 1 : undefined;
  return slot !== undefined && slot < agreementSlotCount ? slot : undefined;
}

/** The kind-specific check of one non-empty value; undefined when it is fine. */
function valueProblem(
  key: string,
  def: Pick<SettingDefinition, 'kind' | 'format'>,
  value: string,
  where: string,
  allowHttp: boolean,
): SettingValueProblem | undefined {
  const { kind } = def;
  if (kind === 'flag' && !/^(true|false)$/i.test(value.trim())) {
    return {
      type: 'flagNotBoolean',
      key,
      value,
      message: `Setting '${key}'${where} is a flag; its value must be 'true' or 'false', got '${value}'`,
    };
  }
  if (kind === 'number' && !isNumericString(value)) {
    return { type: 'numberNotNumeric', key, value, message: `Setting '${key}'${where} is a number; got '${value}'` };
  }
  if (kind === 'image' && !isImageAddress(value, allowHttp)) {
    const web = allowHttp ? 'an http(s) address' : 'an https address';
    return {
      type: 'imageNotAddress',
      key,
      value,
      message: `Setting '${key}'${where} is an image; its value must be a path on this site (/media/…, /logos/…) or ${web}, got '${value}'`,
    };
  }
  if (def.format === 'url' && !isWebAddress(value, allowHttp)) {
    const schemes = allowHttp ? 'https:// or http://' : 'https://';
    return {
      type: 'urlScheme',
      key,
      value,
      message: `Setting '${key}'${where} is a web address; it must start with ${schemes}, got '${value}'`,
    };
  }
  const slot = agreementSlotOf(key);
  if (slot !== undefined) {
    // The catalogue defines these texts as url|date|name|triggers; the spec names the error texts for a bad one.
    const parsed = parseAgreementSetup(value, slot);
    if (!parsed.ok) return { type: 'agreementSetup', key, value, message: parsed.error, detail: parsed.detail };
  }
  return undefined;
}

/** The problem of a `section.name@<language>` key itself, or undefined when its value is to be checked. */
function languageKeyProblem(
  stored: string,
  key: string,
  language: string,
  catalogue: KindLookup,
  languages: readonly string[],
): SettingValueProblem | undefined {
  if (language === 'en')
    return {
      type: 'languageKey',
      key: stored,
      message: `Setting key '${stored}' names the language 'en', which is the plain key '${key}'`,
    };
  if (!languages.includes(language))
    return {
      type: 'languageKey',
      key: stored,
      message: `Setting key '${stored}' names the language '${language}', which the catalogue does not have (it has ${['en', ...languages].join(', ')})`,
    };
  const def = Object.prototype.hasOwnProperty.call(catalogue, key) ? catalogue[key] : undefined;
  if (def && !TRANSLATED_KINDS.has(def.kind))
    return {
      type: 'languageKey',
      key: stored,
      message: `Setting '${key}' is a ${def.kind}; only texts and rich texts have a value per language, so '${stored}' cannot be saved`,
    };
  return undefined;
}

/**
 * Validates every value: key shape (`section.name`), key known to the catalogue, flags 'true'/'false'
 * (any case), numbers numeric, images and web addresses (format url) with a scheme allowed, agreement set-up strings
 * well formed. Empty values are allowed for every kind: they mean "use the default".
 */
export function validateSettingValues(
  values: SettingValues,
  catalogue: KindLookup,
  options: ValidateOptions = {},
): SettingValueProblem[] {
  const where = options.setName ? ` in the ${options.setName} set` : '';
  const problems: SettingValueProblem[] = [];
  for (const [stored, raw] of Object.entries(values)) {
    const { key, language } = splitLanguageKey(stored);
    if (language !== 'en' || stored.endsWith('@en')) {
      const problem = languageKeyProblem(stored, key, language, catalogue, options.languages ?? []);
      if (problem) {
        problems.push(problem);
        continue;
      }
    }
    if (!isWellFormedKey(key)) {
      problems.push({
        type: 'keyShape',
        key: stored,
        message: `Setting key '${stored}'${where} must have exactly two parts, section.name`,
      });
      continue;
    }
    const def = Object.prototype.hasOwnProperty.call(catalogue, key) ? catalogue[key] : undefined;
    if (!def) {
      problems.push({
        type: 'unknownKey',
        key: stored,
        message: `Setting key '${stored}'${where} is not in the settings catalogue`,
      });
      continue;
    }
    const value = String(raw);
    if (value.trim() === '') continue;
    const problem = valueProblem(key, def, value, where, options.allowHttp ?? false);
    if (problem) problems.push(problem);
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
