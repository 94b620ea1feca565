/**
 * The settings contract shared by the portal, the studio and the sandbox.
 * Keys have exactly two parts, `section.name`; the catalogue in `schemas/settings/` declares each once.
 */

/** What a catalogue entry holds; the kind decides how the reader interprets the stored string. */
export type SettingKind = 'flag' | 'text' | 'richText' | 'image' | 'number' | 'list';

/** One catalogue entry. `default` is the spec's wording (or the behaviour's default) as a string. */
export interface SettingDefinition {
  kind: SettingKind;
  default: string;
  description: string;
  /** Where the key shows: `screen:<id>`, `route:<id>`, `shell` or `studio` (screen-refs.ts, decision 125). */
  screens: string[];
  /** `url`: a text that is a web address the portal links to or loads (https only; http also in the sandbox). */
  format?: SettingFormat;
}

/** Formats a text setting may declare beyond its kind (decision 288). */
export type SettingFormat = 'url';

/** Stored settings values, keyed by `section.name`, always strings as the lender's API sends them. */
export type SettingValues = Record<string, string>;

/** Raw institution options as served; numbers may arrive as strings. */
export type InstitutionOptionsRaw = Record<string, string | number | boolean | null>;

/** Institution options with the defaults the spec names applied. */
export interface InstitutionOptions {
  PasswordMinimumLength: number;
  UserNameMinimumLength: number;
  LoanAccountLength: number;
  LoanCheckDigitLength: number;
  LoanOfficeLength: number;
  DepositAccountLength: number;
  DepositCheckDigitLength: number;
  DepositOfficeLength: number;
  /** Folder name used to build logo image paths. */
  LogoFolder: string;
  /** Customer credentials on: long (128) user names and passwords, server-driven password rules. */
  UsesCustomerCredentials: boolean;
  /** Institution display name (title fallbacks, alt texts). */
  InstitutionName: string;
}

/** Body of GET /api/setup/ApplicationOptions. */
export interface ApplicationOptionsResponse {
  gassySettings: {
    /** Shared set: wins over the english set. */
    shared: SettingValues;
    english: SettingValues;
    /** Spanish values under plain keys: only in an answer asked for `?language=es` (decision 360). */
    spanish?: SettingValues;
  };
  institutionOptions: InstitutionOptionsRaw;
}
