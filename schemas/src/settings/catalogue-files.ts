/**
 * Validation of the catalogue's section files (`schemas/settings/<section>.json`).
 * Pure: used by the generator, the Vite plugin, the catalogue module and the tests,
 * so a malformed key fails the same way everywhere, naming the key and the file.
 */
import { parseScreenRef } from './screen-refs.ts';
import type { SettingDefinition, SettingKind } from './types.ts';

/** Every kind the reader knows how to interpret. */
export const settingKinds: readonly SettingKind[] = ['flag', 'text', 'richText', 'image', 'number', 'list'];

/** A section name and a key name share one shape: a letter, then letters, digits or underscores. */
export const settingNamePattern = /^[A-Za-z][A-Za-z0-9_]*$/;

/** One validated section file. */
export interface CatalogueSection {
  /** File name, e.g. `login.json`. */
  file: string;
  section: string;
  description: string;
  /** Definitions keyed by the full `section.name` key. */
  keys: Record<string, SettingDefinition>;
}

/** Result of checking one file: the section, or every problem found (not just the first). */
export type SectionParseResult = { ok: true; section: CatalogueSection } | { ok: false; errors: string[] };

/** True when `value` is a string the number reader accepts (non-empty, finite). */
export function isNumericString(value: string): boolean {
  return value.trim() !== '' && Number.isFinite(Number(value.trim()));
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function checkDefinition(where: string, raw: unknown): { def?: SettingDefinition; errors: string[] } {
  if (!isRecord(raw)) return { errors: [`${where}: definition must be an object`] };
  const errors: string[] = [];
  const { kind, default: def, description, screens, format } = raw;
  if (typeof kind !== 'string' || !(settingKinds as readonly string[]).includes(kind)) {
    errors.push(`${where}: unknown kind ${JSON.stringify(kind)} (expected one of ${settingKinds.join(', ')})`);
  }
  if (typeof def !== 'string') {
    errors.push(`${where}: default must be a string, got ${JSON.stringify(def)}`);
  } else if (kind === 'flag' && def !== 'true' && def !== 'false') {
    errors.push(`${where}: flag default must be 'true' or 'false', got ${JSON.stringify(def)}`);
  } else if (kind === 'number' && !isNumericString(def)) {
    errors.push(`${where}: number default must be numeric, got ${JSON.stringify(def)}`);
  }
  if (typeof description !== 'string' || description.trim() === '') errors.push(`${where}: description is missing`);
  if (!Array.isArray(screens) || screens.some((s) => typeof s !== 'string')) {
    errors.push(`${where}: screens must be a list of screen:<id>, route:<id>, shell or studio`);
  } else {
    // The form is checked here so a typo fails the build; that the ids exist is the catalogue loop test's job.
    for (const entry of screens as string[]) {
      if (!parseScreenRef(entry))
        errors.push(`${where}: screens entry '${entry}' is not screen:<id>, route:<id>, shell or studio`);
    }
  }
  if (format !== undefined && (format !== 'url' || kind !== 'text'))
    errors.push(`${where}: format may only be 'url', on a text key, got ${JSON.stringify(format)}`);
  if (errors.length > 0) return { errors };
  return {
    def: {
      kind: kind as SettingKind,
      default: def as string,
      description: description as string,
      screens: screens as string[],
      ...(format === 'url' ? { format } : {}),
    },
    errors,
  };
}

/**
 * Checks one parsed section file. `file` is the file name (`login.json`); the section must equal it without `.json`.
 * Every key becomes `section.name` and must have exactly two parts.
 */
export function parseSectionFile(file: string, json: unknown): SectionParseResult {
  const expected = file.replace(/\.json$/, '');
  if (!isRecord(json)) return { ok: false, errors: [`${file}: must hold a JSON object`] };
  const errors: string[] = [];
  if (!settingNamePattern.test(expected))
    errors.push(`${file}: file name must be a valid section name (letters, digits, _)`);
  if (json.section !== expected) {
    errors.push(`${file}: "section" must equal the file name "${expected}", got ${JSON.stringify(json.section)}`);
  }
  if (typeof json.description !== 'string' || json.description.trim() === '')
    errors.push(`${file}: section description is missing`);
  if (!isRecord(json.keys)) return { ok: false, errors: [...errors, `${file}: "keys" must be an object`] };
  const keys: Record<string, SettingDefinition> = {};
  for (const [name, raw] of Object.entries(json.keys)) {
    const key = `${expected}.${name}`;
    const where = `${file}: key '${key}'`;
    if (!settingNamePattern.test(name)) {
      errors.push(
        `${where}: name must match ${settingNamePattern.source} so the key has exactly two parts (section.name)`,
      );
      continue;
    }
    const { def, errors: defErrors } = checkDefinition(where, raw);
    errors.push(...defErrors);
    if (def) keys[key] = def;
  }
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, section: { file, section: expected, description: json.description as string, keys } };
}

/**
 * Checks all section files together: each file on its own, then keys that differ only in case
 * (they would collide in a case-insensitive store). Returns the sections sorted by file name, or all errors.
 */
export function parseCatalogueFiles(
  files: { file: string; json: unknown }[],
): { ok: true; sections: CatalogueSection[] } | { ok: false; errors: string[] } {
  const errors: string[] = [];
  const sections: CatalogueSection[] = [];
  for (const { file, json } of [...files].sort((a, b) => a.file.localeCompare(b.file))) {
    const result = parseSectionFile(file, json);
    if (result.ok) sections.push(result.section);
    else errors.push(...result.errors);
  }
  const seen = new Map<string, string>();
  for (const s of sections) {
    for (const key of Object.keys(s.keys)) {
      const folded = key.toLowerCase();
      const previous = seen.get(folded);
      if (previous) errors.push(`${s.file}: key '${key}' duplicates '${previous}' (keys must be unique ignoring case)`);
      else seen.set(folded, key);
    }
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, sections };
}
