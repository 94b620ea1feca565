/**
 * The one typed accessor for institution settings, shared by the portal, the studio preview and the sandbox.
 * Resolution: the shared set wins over the english set; an absent or empty value falls back to the catalogue default.
 */
import { readInstitutionOptions } from './institution-options.ts';
import type { SettingKey } from './generated/setting-key.ts';
import type { ApplicationOptionsResponse, InstitutionOptions, SettingKind } from './types.ts';

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

const placeholder = /\{([A-Za-z0-9_]*)\}/g;

/** Fills `{name}` placeholders; `{}` takes `params['']`. Kept separate so forms can reuse it for rule messages. */
export function fillPlaceholders(text: string, params?: TextParams): string {
  if (!params) return text;
  return text.replace(placeholder, (whole, name: string) => {
    const value = Object.prototype.hasOwnProperty.call(params, name) ? params[name] : undefined;
    return value === undefined ? whole : String(value);
  });
}

/** Creates a reader over one ApplicationOptions response; `defaults` decides which keys exist. */
export function createSettingsReader(response: ApplicationOptionsResponse, defaults: SettingDefaults): SettingsReader {
  const shared = response.gassySettings?.shared ?? {};
  const english = response.gassySettings?.english ?? {};

  const own = (key: string): string | undefined => {
    for (const set of [shared, english]) {
      const value = Object.prototype.hasOwnProperty.call(set, key) ? set[key] : undefined;
      if (typeof value === 'string' && value.trim() !== '') return value;
    }
    return undefined;
  };
  const definition = (key: string) => {
    const def = Object.prototype.hasOwnProperty.call(defaults, key) ? defaults[key] : undefined;
    if (!def) throw new Error(`Unknown setting key '${key}': it is not in the settings catalogue (schemas/settings)`);
    return def;
  };
  const value = (key: string): string => {
    const def = definition(key);
    return own(key) ?? def.default;
  };

  const institution = readInstitutionOptions(response.institutionOptions);
  return {
    has: (key): key is SettingKey => Object.prototype.hasOwnProperty.call(defaults, key),
    text: (key, params) => fillPlaceholders(value(key), params),
    richText: (key) => value(key),
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
