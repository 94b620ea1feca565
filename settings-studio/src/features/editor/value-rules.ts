/**
 * Instant checks of a value as it is typed, the same rules the server applies on save (its 422 problems
 * are shown too): agreement set-up strings as the spec words their errors, numbers, web addresses, and the minimums of
 * institution options. An empty value always passes: it means "use the default".
 */
import { agreementSlotCount, parseAgreementSetup } from '@schemas/settings/agreement-setup';
import { isNumericString } from '@schemas/settings/catalogue-files';
import type { SettingFormat, SettingKind } from '@schemas/settings/types';
import { isWebAddress } from '@schemas/settings/validate-values';

/** One problem shown at the field: the rule's message and, where useful, what exactly is wrong. */
export interface FieldProblem {
  message: string;
  detail?: string;
}

/** The agreement slot (0-based) of a key such as `agreements.agreement3`, or null. */
export function agreementSlotOf(key: string): number | null {
  const match = /^agreements\.agreement(\d)$/.exec(key);
  if (!match) return null;
  const slot = Number(match[1]) - 1;
  return slot >= 0 && slot < agreementSlotCount ? slot : null;
}

/** Smallest value per institution option that is a length (a check digit may be 0). */
function optionMinimum(name: string): number {
  return /CheckDigitLength$/.test(name) ? 0 : 1;
}

/** Problems of a setting value. */
export function settingProblems(key: string, kind: SettingKind, value: string, format?: SettingFormat): FieldProblem[] {
  if (value.trim() === '') return [];
  const slot = agreementSlotOf(key);
  if (slot !== null) {
    const result = parseAgreementSetup(value, slot);
    return result.ok ? [] : [{ message: result.error, detail: result.detail }];
  }
  if (kind === 'number' && !isNumericString(value)) return [{ message: 'Enter a number, for example 12 or 2.5.' }];
  if (kind === 'flag' && !/^(true|false)$/i.test(value.trim())) return [{ message: "A flag is 'true' or 'false'." }];
  // The studio does not know where it runs: http passes here, and the server refuses it in production (decision 288).
  if (format === 'url' && !isWebAddress(value, true))
    return [{ message: 'Enter a web address that starts with https:// (http:// only in the sandbox).' }];
  return [];
}

/** Problems of an institution option value. */
export function optionProblems(name: string, kind: 'number' | 'text' | 'flag', value: string): FieldProblem[] {
  if (value.trim() === '' || kind !== 'number') return [];
  const n = Number(value.trim());
  const min = optionMinimum(name);
  if (!Number.isInteger(n) || n < min) return [{ message: `Enter a whole number of at least ${min}.` }];
  return [];
}
