/**
 * The one settings-key extractor: finds every settings key the product code reads, from the text of a file.
 * Used by the "every read key is declared" and "every declared key is read" tests and by screen-file tests.
 * Pure (no file system), so fixtures test it; `scan-key-references.ts` feeds it the repository's files.
 * Node-only (it parses with the TypeScript compiler); never imported by the portal bundle.
 *
 * Forms recognised (each reference records which, because only some must name a declared key):
 * - `call`: a reader call with a literal key, `.text('a.b')`, `.flag("a.b")`, ...
 * - `binding`: `"key": "a.b"` / `key: 'a.b'`, and in screen files every key-shaped string outside the JSON Schema
 * - `condition`: a settings ref `setting:a.b` or `!setting:a.b` (screen-file conditions and numbers)
 * - `literal`: any other quoted string equal to `section.name` (maps of error codes to keys, typed constants);
 *   it counts as a read only when the catalogue declares it, since `'index.html'` has the same shape
 * - `pattern`: a template literal with a literal section, e.g. `` `agreements.agreement${i}` ``; it reads
 *   every declared key it matches
 */
import ts from 'typescript';

/** How a file mentions a key; see the module comment. */
export type ReferenceForm = 'call' | 'binding' | 'condition' | 'literal' | 'pattern';

/** One key reference found in a file. For `pattern`, `key` is the template text and `pattern` matches keys. */
export interface KeyReference {
  key: string;
  file: string;
  /** 1-based line; 0 for a parsed screen file, where lines are not known. */
  line: number;
  form: ReferenceForm;
  pattern?: RegExp;
  /** The `$id` of the screen file the reference is in, so the key's `screens` can be checked against it. */
  screen?: string;
}

/** A string that is meant as a settings key: two dotted identifier parts. */
export const keyShape = /^[A-Za-z][A-Za-z0-9_]*\.[A-Za-z][A-Za-z0-9_]*$/;

/** Forms that must name a declared key (a literal or pattern may be something else of the same shape). */
export const checkedForms: readonly ReferenceForm[] = ['call', 'binding', 'condition'];

const readerMethods = new Set(['text', 'richText', 'flag', 'number', 'list', 'image', 'isSet']);
const settingRef = /^!?setting:(.+)$/;
/** Text before the first interpolation of a template that can build a key: `section.` then identifier characters. */
const templateHead = /^[A-Za-z][A-Za-z0-9_]*\.[A-Za-z0-9_]*$/;

/** How a string literal reads a key, from its place in the syntax tree. */
function formOf(node: ts.StringLiteralLike): ReferenceForm {
  const parent = node.parent;
  if (ts.isCallExpression(parent) && parent.arguments[0] === node && ts.isPropertyAccessExpression(parent.expression)) {
    if (readerMethods.has(parent.expression.name.text)) return 'call';
  }
  if (ts.isPropertyAssignment(parent) && parent.initializer === node && /^["']?key["']?$/.test(parent.name.getText())) {
    return 'binding';
  }
  return 'literal';
}

/** `section.pre${x}post` becomes a regular expression over keys; null when it cannot build a two-part key. */
function templatePattern(node: ts.TemplateExpression): RegExp | null {
  const head = node.head.text;
  const tails = node.templateSpans.map((s) => s.literal.text);
  if (!templateHead.test(head) || tails.some((t) => !/^[A-Za-z0-9_]*$/.test(t))) return null;
  const escape = (t: string) => t.replace(/\./g, '\\.');
  // An interpolation stands for a number or a name, not both: `agreement${i}` reads agreement1, not agreement1RichText.
  const hole = '(?:[0-9]+|[A-Za-z_][A-Za-z0-9_]*)';
  return new RegExp(`^${escape(head)}${tails.map((t) => `${hole}${t}`).join('')}$`);
}

/**
 * Key references in TypeScript source text. Parsed with the TypeScript compiler, so comments, regular
 * expressions and type-level templates (`titles.${string}`) are never mistaken for reads.
 */
export function extractSourceKeys(text: string, file = '<text>.tsx'): KeyReference[] {
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.TSX,
  );
  const found: KeyReference[] = [];
  const add = (node: ts.Node, key: string, form: ReferenceForm, pattern?: RegExp) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    found.push({ key, file, line, form, ...(pattern ? { pattern } : {}) });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteralLike(node)) {
      const ref = settingRef.exec(node.text);
      const form = formOf(node);
      if (ref) add(node, ref[1] ?? '', 'condition');
      // A reader call with a string that has no dot is not a settings key (e.g. `.text('hello')` on another API).
      else if (form === 'call' ? node.text.includes('.') : keyShape.test(node.text)) add(node, node.text, form);
    } else if (ts.isTemplateExpression(node)) {
      const pattern = templatePattern(node);
      if (pattern) add(node, node.getText(source).slice(1, -1), 'pattern', pattern);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * Key references in a parsed screen file: key-shaped strings and settings refs, skipping the JSON Schema and `$`
 * members.
 */
export function extractScreenKeys(json: unknown, file = '<screen>'): KeyReference[] {
  const found: KeyReference[] = [];
  const screen = isScreenFile(json) ? { screen: json.schema.$id } : {};
  const walk = (value: unknown, top: boolean) => {
    if (typeof value === 'string') {
      const ref = settingRef.exec(value);
      if (ref) found.push({ key: ref[1] ?? '', file, line: 0, form: 'condition', ...screen });
      else if (keyShape.test(value)) found.push({ key: value, file, line: 0, form: 'binding', ...screen });
    } else if (Array.isArray(value)) {
      value.forEach((v) => walk(v, false));
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) {
        if (k.startsWith('$') || (top && (k === 'schema' || k === 'description'))) continue;
        walk(v, false);
      }
    }
  };
  walk(json, true);
  return found;
}

/** True for a parsed JSON file in the screen-file format (so screen files are found by content, wherever they live). */
export function isScreenFile(json: unknown): json is { schema: { $id: string }; bind: object } {
  if (!json || typeof json !== 'object') return false;
  const { schema, bind } = json as { schema?: { $id?: unknown }; bind?: unknown };
  return typeof schema?.$id === 'string' && typeof bind === 'object' && bind !== null;
}

/** The declared keys that the references read: exact keys of any form, and every key a pattern matches. */
export function readKeys(references: readonly KeyReference[], declared: readonly string[]): Set<string> {
  const declaredSet = new Set(declared);
  const read = new Set<string>();
  for (const r of references) {
    if (r.pattern) for (const key of declared) if (r.pattern.test(key)) read.add(key);
    if (!r.pattern && declaredSet.has(r.key)) read.add(r.key);
  }
  return read;
}
