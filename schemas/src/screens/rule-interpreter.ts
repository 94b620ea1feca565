/**
 * The small declarative rule interpreter: settings-dependent rules are data (resolved by the binder),
 * evaluated here against form data. No code is generated, so a settings change re-binds instantly.
 */
import { digitsOnly } from '../rules/masks.ts';
import type { RuleKeyword } from './screen-file.ts';

/** A rule with its settings already resolved: limits are numbers, messages are final texts. */
export type BoundRule = { field: string; message: string } & (
  | { keyword: 'required' }
  | { keyword: 'maxLength' | 'minLength' | 'digits'; limit: number }
  | { keyword: 'pattern'; pattern: string }
  | { keyword: 'equalTo'; other: string }
  | { keyword: 'allAccepted'; values: readonly (string | number)[] }
);

/** One failed rule, shaped like rjsf's `RJSFValidationError`. */
export interface RuleFailure {
  name: RuleKeyword;
  property: string;
  message: string;
  stack: string;
}

/** Empty means "nothing entered": only `required` looks at empty values. */
export function isEmptyValue(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === '' ||
    value === false ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** Values of an `allAccepted` rule that `value` (the accepted list) lacks, in the rule's order. */
export function missingValues(values: readonly (string | number)[], value: unknown): (string | number)[] {
  const accepted = Array.isArray(value) ? (value as unknown[]) : [];
  return values.filter((v) => !accepted.includes(v));
}

const length = (s: string) => [...s].length;

function passes(rule: BoundRule, value: unknown, data: Record<string, unknown>): boolean {
  if (rule.keyword === 'required') return !isEmptyValue(value);
  if (rule.keyword === 'allAccepted') return missingValues(rule.values, value).length === 0;
  if (rule.keyword === 'equalTo')
    return (isEmptyValue(value) ? '' : value) === (isEmptyValue(data[rule.other]) ? '' : data[rule.other]);
  if (isEmptyValue(value)) return true;
  const text = String(value);
  switch (rule.keyword) {
    case 'maxLength':
      return length(text) <= rule.limit;
    case 'minLength':
      return length(text) >= rule.limit;
    case 'digits':
      return digitsOnly(text).length === rule.limit && /^[\d\s()-]*$/.test(text);
    case 'pattern':
      return new RegExp(rule.pattern, 'u').test(text);
  }
}

/**
 * Runs the rules against `formData`, in rule order. After a field's `required` fails its other rules are
 * skipped (one message saying "enter it" is enough).
 */
export function runRules(
  rules: readonly BoundRule[],
  formData: Readonly<Record<string, unknown>> | undefined,
): RuleFailure[] {
  const data = formData ?? {};
  const failures: RuleFailure[] = [];
  const missing = new Set<string>();
  for (const rule of rules) {
    if (missing.has(rule.field)) continue;
    if (passes(rule, data[rule.field], data)) continue;
    if (rule.keyword === 'required') missing.add(rule.field);
    failures.push({ name: rule.keyword, property: `.${rule.field}`, message: rule.message, stack: rule.message });
  }
  return failures;
}

/** Keywords a rule list narrows, per field (ajv errors for these are superseded by the rule's own message). */
export function ruleKeywordsByField(rules: readonly BoundRule[]): Record<string, Set<RuleKeyword>> {
  const out: Record<string, Set<RuleKeyword>> = {};
  for (const r of rules) (out[r.field] ??= new Set()).add(r.keyword);
  return out;
}
