/**
 * The one typed accessor for institution settings, shared by the portal, the studio preview and the sandbox.
 * Resolution: the shared set wins over the english set; an absent or empty value falls back to the catalogue default.
 * In a catalogue language (decision 360) a text reads the lender's value in that language, then the lender's own
 * text (in English), then the language's catalogue default, then the English default.
 */
import { readInstitutionOptions } from './institution-options.ts';
import type { SettingKey } from './generated/setting-key.ts';
import type { ApplicationOptionsResponse, InstitutionOptions, SettingKind, SettingValues } from './types.ts';

/** Kind and default per key: `virtual:settings-defaults` in the portal, `catalogueDefaults` elsewhere. */
export type SettingDefaults = Readonly<Record<string, { kind: SettingKind; default: string }>>;

/** Values for `{name}` placeholders in texts; an undefined value leaves its placeholder as it is. */
export type TextParams = Readonly<Record<string, string | number | undefined>>;

/** Typed read access to the settings of one institution. Every method throws for a key the catalogue lacks. */
export interface SettingsReader {
  /** The text with `{name}` placeholders filled from `params` (unknown placeholders are left as they are). */
  text(key: SettingKey, params?: TextParams): string;
  /** Raw rich text (HTML); the caller sanitizes it with DOMPurify before it reaches the DOM. */
  richText(key: SettingKey): string;
  /** True only when the value equals 'true', ignoring case (and surrounding spaces). */
  flag(key: SettingKey): boolean;
  /** The value as a number; an unparsable value gives the catalogue default. */
  number(key: SettingKey): number;
  /** Items separated by commas or new lines, trimmed, empty items dropped. */
  list(key: SettingKey): string[];
  /** Image address, or undefined when neither the institution nor the default gives one. */
  image(key: SettingKey): string | undefined;
  /** True when the institution itself gave a non-empty value (defaults do not count), e.g. an SSO URL. */
  isSet(key: SettingKey): boolean;
  /** True when `key` is a catalogue key: the check for keys computed from data (route ids, screen-file conditions). */
  has(key: string): key is SettingKey;
  /** Institution options with the spec's defaults applied. */
  institution: InstitutionOptions;
  /** True when the institution itself gave a usable value for the option (the default does not count). */
  institutionGiven(name: keyof InstitutionOptions): boolean;
}

/** What a reader in a catalogue language other than English reads texts from. */
export interface ReaderLanguage {
  /** The lender's values in the language (ApplicationOptions' `gassySettings.spanish`), plain keys. */
  values: SettingValues;
  /** The language's catalogue defaults (`schemas/settings/<language>/`), keyed by `section.name`. */
  texts: Readonly<Record<string, string>>;
}

const placeholder = /\{([A-Za-z0-9_]*)\}/g;

/** Fills `{name}` placeholders; `{}` takes `params['']`. Kept separate so forms can reuse it for rule messages. */
export function fillPlaceholders(text: string, params?: TextParams): string {
  if (!params) return text;
  return text.replace(placeholder, (whole, name: string) => {
    const value = Object.prototype.hasOwnProperty.call(params, name) ? params[name] : undefined;
    return value === undefined ? whole : String(value);
  });
}

const given = (set: SettingValues, key: string): string | undefined => {
  const value = Object.prototype.hasOwnProperty.call(set, key) ? set[key] : undefined;
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
};

/**
 * Creates a reader over one ApplicationOptions response; `defaults` decides which keys exist. With `language`,
 * texts and rich texts read that language first (see the file's comment); other kinds are language-neutral.
 */
export function createSettingsReader(
  response: ApplicationOptionsResponse,
  defaults: SettingDefaults,
  language?: ReaderLanguage,
): SettingsReader {
  const shared = response.gassySettings?.shared ?? {};
  const english = response.gassySettings?.english ?? {};

  const own = (key: string): string | undefined => given(shared, key) ?? given(english, key);
  const definition = (key: string) => {
    const def = Object.prototype.hasOwnProperty.call(defaults, key) ? defaults[key] : undefined;
    if (!def) throw new Error(`Unknown setting key '${key}': it is not in the settings catalogue (schemas/settings)`);
    return def;
  };
  const value = (key: string): string => {
    const def = definition(key);
    return own(key) ?? def.default;
  };
  // The lender's words in the language, else the lender's own words: a lender's English text carries its
  // facts (names, numbers, terms), which a catalogue translation of the text it replaced would not.
  const words = (key: string): string => {
    if (!language) return value(key);
    const def = definition(key);
    return given(language.values, key) ?? own(key) ?? given(language.texts, key) ?? def.default;
  };

  const institution = readInstitutionOptions(response.institutionOptions);
  return {
    has: (key): key is SettingKey => Object.prototype.hasOwnProperty.call(defaults, key),
    text: (key, params) => fillPlaceholders(words(key), params),
    richText: (key) => words(key),
    flag: (key) => value(key).trim().toLowerCase() === 'true',
    number: (key) => {
      const def = definition(key);
      const parsed = Number((own(key) ?? '').trim());
      return own(key) !== undefined && Number.isFinite(parsed) ? parsed : Number(def.default);
    },
    list: (key) =>
      value(key)
        .split(/[,\r\n]+/)
        .map((item) => item.trim())
        .filter((item) => item !== ''),
    image: (key) => {
      const v = value(key).trim();
      return v === '' ? undefined : v;
    },
    isSet: (key) => {
      definition(key);
      return own(key) !== undefined;
    },
    institution: institution.options,
    institutionGiven: (name) => institution.given.includes(name),
  };
}
