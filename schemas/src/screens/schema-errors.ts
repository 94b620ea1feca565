/**
 * Turns the static schema's (ajv) errors into the screen's own message texts, and merges them with the
 * rule interpreter's failures. Pure, so the same logic serves the renderer and the unit tests.
 */
import type { BoundScreen } from './bind-screen.ts';
import { ruleKeywordsByField, type RuleFailure } from './rule-interpreter.ts';
import type { MessageKeyword, RuleKeyword } from './screen-file.ts';

/** The fields of rjsf's `RJSFValidationError` this module reads and writes. */
export interface ValidationErrorLike {
  name?: string;
  property?: string;
  message?: string;
  stack: string;
}

const fieldOf = (property: string | undefined) => (property ?? '').replace(/^\./, '').split('.')[0] ?? '';

/**
 * Maps each schema error to the bound message of its field and keyword. Errors of hidden fields are dropped
 * (a hidden field never blocks), and so are errors of a keyword an active rule also checks on that field:
 * the rule's limit is narrower than the schema's widest one, so its message is the one that applies.
 */
export function translateSchemaErrors<E extends ValidationErrorLike>(
  errors: readonly E[],
  bound: Pick<BoundScreen, 'messages' | 'rules'>,
): E[] {
  const covered = ruleKeywordsByField(bound.rules);
  const out: E[] = [];
  for (const error of errors) {
    const field = fieldOf(error.property);
    const texts = bound.messages[field];
    if (!texts) continue;
    const keyword = (error.name ?? 'type') as MessageKeyword;
    if (covered[field]?.has(keyword as RuleKeyword)) continue;
    const message = texts[keyword] ?? texts.type ?? error.message ?? error.stack;
    out.push({ ...error, message, stack: message });
  }
  return out;
}

/**
 * All messages per field in field order, de-duplicated: when two keywords (or a schema error and a rule)
 * produce the same text for one field it is shown once.
 */
export function messagesByField(
  errors: readonly (ValidationErrorLike | RuleFailure)[],
  fieldOrder: readonly string[],
): { field: string; messages: string[] }[] {
  const byField = new Map<string, string[]>();
  for (const e of errors) {
    const field = fieldOf(e.property);
    const text = e.message ?? e.stack;
    const list = byField.get(field) ?? [];
    if (!list.includes(text)) list.push(text);
    byField.set(field, list);
  }
  const rank = (f: string) => (fieldOrder.includes(f) ? fieldOrder.indexOf(f) : fieldOrder.length);
  return [...byField.entries()]
    .sort((a, b) => rank(a[0]) - rank(b[0]))
    .map(([field, messages]) => ({ field, messages }));
}

/** The fields of an ajv error {@link fromAjvErrors} reads. */
export interface AjvErrorLike {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

/**
 * ajv's errors in the shape rjsf gives them (`.field` properties, the keyword as `name`), so one translation
 * ({@link translateSchemaErrors}) serves the rjsf renderer and the plain one.
 */
export function fromAjvErrors(errors: readonly AjvErrorLike[]): ValidationErrorLike[] {
  return errors.map((e) => {
    const missing = e.params.missingProperty;
    const path = e.instancePath.replace(/\//g, '.');
    const property = typeof missing === 'string' ? `${path}.${missing}` : path;
    const message = e.message ?? '';
    return { name: e.keyword, property, message, stack: `${property} ${message}`.trim() };
  });
}
