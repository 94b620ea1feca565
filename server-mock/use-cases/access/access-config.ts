/**
 * What the access use cases read from the served institution: settings flags, institution options
 * (with the spec's defaults), the password rules and the agreements. The sandbox-only knobs are
 * institution options too, so tests change them through `PUT /__mock/settings`:
 * `MaxBadPasswordAttempts` (default 5), `PasswordValidationRules` and `LogonValidationRules`
 * (comma-separated rule types).
 */
import { parseAgreementSlots, type AgreementSetup } from '../../../schemas/src/settings/agreement-setup.ts';
import { parseInstitutionOptions } from '../../../schemas/src/settings/institution-options.ts';
import type { InstitutionOptions, InstitutionOptionsRaw, SettingValues } from '../../../schemas/src/settings/types.ts';
import type { PasswordRuleType, PasswordValidationRule } from '../../../schemas/src/rules/password-rules.ts';
import type { AppContext } from '../../app-context.ts';
import { getInstitutionState } from '../../store/institution-repo.ts';

/** Bad passwords in a row before the user is locked (spec §8 LockedOnBadPassword). */
export const DEFAULT_MAX_BAD_PASSWORDS = 5;

/** Rule types accepted in the `PasswordValidationRules` option. */
const RULE_TYPES: readonly PasswordRuleType[] = [
  'MustContainCapitalLetter',
  'MustContainLowercaseLetter',
  'MustContainLetter',
  'MustContainNumber',
  'MustContainSpecialCharacter',
  'CannotMatchSSN',
  'CannotMatchEmail',
  'CannotContainConsecutiveCharacters',
  'CannotEqualPortionOfLogon',
  'CannotContainLogon',
  'CannotBePreviousPassword',
];

/**
 * The legacy rules (spec §5 "Legacy password rules": letters and numbers, not the username, not the
 * SSN) plus no reuse: what an institution without a rule list enforces.
 */
export const DEFAULT_PASSWORD_RULES: readonly PasswordRuleType[] = [
  'MustContainLetter',
  'MustContainNumber',
  'CannotContainLogon',
  'CannotMatchSSN',
  'CannotBePreviousPassword',
];

/**
 * The logon-name rules an institution without its own list enforces (GetLogonValidationRules): a
 * logon name needs a letter and must not be the e-mail address (the usual lender rules; spec §8 keys).
 */
export const DEFAULT_LOGON_RULES: readonly PasswordRuleType[] = ['MustContainLetter', 'CannotMatchEmail'];

/** The institution as the access area sees it. */
export interface AccessConfig {
  settings: SettingValues;
  options: InstitutionOptions;
  raw: InstitutionOptionsRaw;
  maintenanceMode: boolean;
  maxBadPasswords: number;
  passwordRules: PasswordValidationRule[];
  logonRules: PasswordValidationRule[];
  agreements: AgreementSetup[];
  /** A setting counts as true only when it equals 'true', ignoring case (spec §1). */
  flag(name: string): boolean;
}

function option(raw: InstitutionOptionsRaw, name: string): string | number | boolean | null | undefined {
  const key = Object.keys(raw).find((k) => k.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : raw[key];
}

function readRules(value: unknown, defaults: readonly PasswordRuleType[]): PasswordValidationRule[] {
  const names = typeof value === 'string' && value.trim() !== '' ? value.split(',').map((s) => s.trim()) : defaults;
  return names
    .filter((n): n is PasswordRuleType => (RULE_TYPES as readonly string[]).includes(n))
    .map((ValidationRuleType) => ({ ValidationRuleType, ValidationRegex: null, RegexMatchMeansError: false }));
}

/** Reads the served institution now (overrides included). */
export async function readAccessConfig(ctx: Pick<AppContext, 'db' | 'samples'>): Promise<AccessConfig> {
  const state = await getInstitutionState(ctx.db);
  const sample = ctx.samples.load(state.sampleId);
  const settings: SettingValues = {
    ...sample.gassySettings.english,
    ...sample.gassySettings.shared,
    ...state.settingOverrides,
  };
  const raw: InstitutionOptionsRaw = { ...sample.institutionOptions, ...state.institutionOverrides };
  const max = Number(option(raw, 'MaxBadPasswordAttempts'));
  const slots = [1, 2, 3, 4, 5].map((i) => settings[`agreements.agreement${i}`]);
  return {
    settings,
    options: parseInstitutionOptions(raw),
    raw,
    maintenanceMode: state.maintenanceMode,
    maxBadPasswords: Number.isInteger(max) && max > 0 ? max : DEFAULT_MAX_BAD_PASSWORDS,
    passwordRules: readRules(option(raw, 'PasswordValidationRules'), DEFAULT_PASSWORD_RULES),
    logonRules: readRules(option(raw, 'LogonValidationRules'), DEFAULT_LOGON_RULES),
    agreements: parseAgreementSlots(slots).agreements,
    flag: (name) => (settings[name] ?? '').trim().toLowerCase() === 'true',
  };
}
