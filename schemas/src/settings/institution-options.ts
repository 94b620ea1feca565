/**
 * Institution options (the second set in ApplicationOptions): parsing with the spec's defaults.
 * Lenders send numbers as strings as often as numbers, and key casing varies, so both are accepted.
 */
import type { InstitutionOptions, InstitutionOptionsRaw } from './types.ts';

/**
 * Defaults when an option is missing or unusable. The spec names 8 for both minimum lengths; the account-number
 * part lengths are not given, so a common core-banking layout is assumed: office 4, account 6, check digit 1
 * (mask 0000-000000-0). See docs/decisions/010-settings-catalogue.md.
 */
export const institutionOptionDefaults: Readonly<InstitutionOptions> = Object.freeze({
  PasswordMinimumLength: 8,
  UserNameMinimumLength: 8,
  LoanAccountLength: 6,
  LoanCheckDigitLength: 1,
  LoanOfficeLength: 4,
  DepositAccountLength: 6,
  DepositCheckDigitLength: 1,
  DepositOfficeLength: 4,
  LogoFolder: 'default',
  UsesCustomerCredentials: false,
  InstitutionName: 'Online Services',
});

type OptionName = keyof InstitutionOptions;

/** Smallest accepted value per numeric option (a check digit may be absent; other parts may not). */
const numberMinimum: Partial<Record<OptionName, number>> = {
  PasswordMinimumLength: 1,
  UserNameMinimumLength: 1,
  LoanAccountLength: 1,
  LoanOfficeLength: 1,
  DepositAccountLength: 1,
  DepositOfficeLength: 1,
  LoanCheckDigitLength: 0,
  DepositCheckDigitLength: 0,
};

/** One option that was present but could not be used (the default was applied instead). */
export interface InstitutionOptionProblem {
  option: OptionName;
  message: string;
}

function lookup(raw: InstitutionOptionsRaw, name: string): InstitutionOptionsRaw[string] | undefined {
  if (name in raw) return raw[name];
  const folded = name.toLowerCase();
  const match = Object.keys(raw).find((k) => k.toLowerCase() === folded);
  return match === undefined ? undefined : raw[match];
}

function parseOne(name: OptionName, value: InstitutionOptionsRaw[string]): { value?: unknown; problem?: string } {
  const fallback = institutionOptionDefaults[name];
  if (typeof fallback === 'number') {
    const n =
      typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : NaN;
    const min = numberMinimum[name] ?? 0;
    if (!Number.isInteger(n) || n < min)
      return { problem: `${name} must be a whole number of at least ${min}, got ${JSON.stringify(value)}` };
    return { value: n };
  }
  if (typeof fallback === 'boolean') {
    if (typeof value === 'boolean') return { value };
    if (typeof value === 'string' && /^(true|false)$/i.test(value.trim()))
      return { value: value.trim().toLowerCase() === 'true' };
    return { problem: `${name} must be true or false, got ${JSON.stringify(value)}` };
  }
  if (typeof value === 'string' && value.trim() !== '') return { value: value.trim() };
  return { problem: `${name} must be a non-empty text, got ${JSON.stringify(value)}` };
}

/**
 * Parses raw options; each missing (null, absent) or unusable option takes its default. Problems are listed;
 * `given` names the options the institution itself supplied usably (a rule with its own fallback needs to know,
 * e.g. the profile's current-password minimum, spec §5).
 */
export function readInstitutionOptions(raw: InstitutionOptionsRaw | null | undefined): {
  options: InstitutionOptions;
  problems: InstitutionOptionProblem[];
  given: OptionName[];
} {
  const options: InstitutionOptions = { ...institutionOptionDefaults };
  const problems: InstitutionOptionProblem[] = [];
  const given: OptionName[] = [];
  for (const name of Object.keys(institutionOptionDefaults) as OptionName[]) {
    const value = raw ? lookup(raw, name) : undefined;
    if (value === undefined || value === null) continue;
    const parsed = parseOne(name, value);
    if (parsed.problem) problems.push({ option: name, message: parsed.problem });
    else {
      (options as unknown as Record<string, unknown>)[name] = parsed.value;
      given.push(name);
    }
  }
  return { options, problems, given };
}

/** Parses raw options with the spec's defaults for anything missing or unusable. */
export function parseInstitutionOptions(raw: InstitutionOptionsRaw | null | undefined): InstitutionOptions {
  return readInstitutionOptions(raw).options;
}
