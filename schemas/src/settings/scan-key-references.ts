/**
 * Node-only: runs the key extractor over the repository. Files are chosen by content, not by folder lists,
 * so moving code between folders changes nothing: every `.ts`/`.tsx` file that is product code, and every
 * JSON file in the screen-file format. Tests, e2e helpers and generated files are not product code: a key
 * only they mention is read by nothing a user sees.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { extractScreenKeys, extractSourceKeys, isScreenFile, type KeyReference } from './key-extractor.ts';

/** Folders that hold no source: dependencies, build output, run-time data and reports (see .gitignore). */
const skippedDirs = new Set(['node_modules', 'dist', 'test-results', 'playwright-report', 'results']);

/** Why a source file is not product code, or undefined when it is. */
export function notProductCode(file: string, text: string): string | undefined {
  if (/\.(test|spec)\.tsx?$/.test(file)) return 'test';
  // Test support lives in folders named `testing` (fixtures, render helpers), wherever those folders are.
  if (/(^|[\\/])testing[\\/]/.test(file)) return 'test support';
  if (/^\s*import[^;]*from\s+['"](vitest|@playwright\/test)['"]/m.test(text)) return 'test support';
  if (text.startsWith('// GENERATED FILE')) return 'generated';
  return undefined;
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') || skippedDirs.has(entry.name)) return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? walk(path) : [path];
  });
}

/** What a scan of the repository finds. */
export interface RepositoryScan {
  /** Every key reference in product code and screen files; file names relative to the root. */
  references: KeyReference[];
  /** The `$id` of every screen file, found by content. */
  screenIds: string[];
}

/** Scans the product code and screen files under `root`. */
export function scanRepository(root: string): RepositoryScan {
  const references: KeyReference[] = [];
  const screenIds: string[] = [];
  for (const path of walk(root)) {
    const file = relative(root, path);
    if (/\.tsx?$/.test(file) && !file.endsWith('.d.ts')) {
      const text = readFileSync(path, 'utf8');
      if (!notProductCode(file, text)) references.push(...extractSourceKeys(text, file));
    } else if (file.endsWith('.json') && !file.endsWith('package-lock.json')) {
      const json = JSON.parse(readFileSync(path, 'utf8')) as unknown;
      if (isScreenFile(json)) {
        screenIds.push(json.schema.$id);
        references.push(...extractScreenKeys(json, file));
      }
    }
  }
  return { references, screenIds: screenIds.sort() };
}
