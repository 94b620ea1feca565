/**
 * Finds the settings keys code reads, so a test can fail when the catalogue lacks one.
 * Source files: reader calls with a literal key (`.text('a.b')`, `.flag("a.b")`, ...) and `"key": "a.b"`.
 * Screen files (`schemas/screens/*.json`): every string value shaped like `section.name` outside the JSON Schema.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** One key reference found in a file. */
export interface KeyReference {
  key: string;
  file: string;
  line: number;
}

const readerMethods = 'text|richText|flag|number|list|image|isSet';
/** `.method(` then a quoted literal (no template interpolation) as the first argument. */
const readerCall = new RegExp(String.raw`\.(?:${readerMethods})\(\s*(['"\x60])([^'"\x60$\s]*)\1`, 'g');
/** `"key": "value"` or `key: 'value'` where a screen binding names its key explicitly. */
const keyProperty = /["']key["']\s*:\s*(['"])([^'"\s]*)\1/g;
/** A string that is meant as a settings key: two dotted identifier parts. */
export const keyShape = /^[A-Za-z][A-Za-z0-9_]*\.[A-Za-z][A-Za-z0-9_]*$/;

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** Key references in TypeScript or JSON source text (reader calls and `"key":` properties). */
export function extractSourceKeys(text: string, file = '<text>'): KeyReference[] {
  const found: KeyReference[] = [];
  for (const pattern of [readerCall, keyProperty]) {
    for (const match of text.matchAll(pattern)) {
      const key = match[2] ?? '';
      // A reader call with a string that has no dot is not a settings key (e.g. `.text('hello')` on another API).
      if (key.includes('.')) found.push({ key, file, line: lineOf(text, match.index ?? 0) });
    }
  }
  return found;
}

/** Key references in a parsed screen file: string values shaped like keys, skipping the JSON Schema and `$` members. */
export function extractScreenKeys(json: unknown, file = '<screen>'): KeyReference[] {
  const found: KeyReference[] = [];
  const walk = (value: unknown, path: string[]) => {
    if (typeof value === 'string') {
      if (keyShape.test(value)) found.push({ key: value, file, line: 0 });
    } else if (Array.isArray(value)) {
      value.forEach((v, i) => walk(v, [...path, String(i)]));
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) {
        if (k.startsWith('$') || (path.length === 0 && (k === 'schema' || k === 'description'))) continue;
        walk(v, [...path, k]);
      }
    }
  };
  walk(json, []);
  return found;
}

function walkFiles(dir: string, accept: (file: string) => boolean): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return []; // an area that does not exist yet has no references
  }
  return entries.flatMap((name) => {
    if (name === 'node_modules' || name.startsWith('.')) return [];
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walkFiles(path, accept) : accept(path) ? [path] : [];
  });
}

/** Scans the code areas under `root` (portal, studio, sandbox, screen files) for key references. */
export function scanKeyReferences(root: string): KeyReference[] {
  const sources = ['portal/src', 'settings-studio/src', 'server-mock'].flatMap((dir) =>
    walkFiles(join(root, dir), (f) => /\.(ts|tsx|json)$/.test(f)),
  );
  const screens = walkFiles(join(root, 'schemas/screens'), (f) => f.endsWith('.json') && !f.endsWith('.schema.json'));
  return [
    ...sources.flatMap((f) => extractSourceKeys(readFileSync(f, 'utf8'), relative(root, f))),
    ...screens.flatMap((f) => {
      const text = readFileSync(f, 'utf8');
      return [...extractScreenKeys(JSON.parse(text) as unknown, relative(root, f)), ...extractSourceKeys(text, relative(root, f))];
    }),
  ];
}
