/**
 * Which component test files need a module registry of their own (decision 267). The `dom` project runs
 * with `isolate: false`: one jsdom and one module registry per worker, shared by its files in turn, which
 * saves the per-file jsdom start-up and imports (about two thirds of the project's CPU time). A file that
 * replaces modules (`vi.mock`, `vi.doMock`), fakes timers or stubs globals could leak that into the next
 * file, and the app shell's tests (portal/src/app) hold module-level caches (institution options, router):
 * those files run in the isolated project instead. Found by reading the files, so a new test that mocks
 * lands there without anyone keeping a list.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** A test file uses something that outlives it in a shared registry. */
const LEAKS = /\bvi\.(mock|doMock|unmock|stubGlobal|stubEnv|useFakeTimers|spyOn)\(/;
/** Folders whose modules keep state across renders (module-level caches, the router). */
const ALWAYS_ISOLATED = ['portal/src/app/'];

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(path);
    return entry.name.endsWith('.test.tsx') ? [path] : [];
  });
}

/** Repository-relative paths (with `/`) of the `.test.tsx` files under `folders` that must run isolated. */
export function domTestsNeedingIsolation(root: string, folders: readonly string[]): string[] {
  return folders
    .flatMap((folder) => testFiles(join(root, folder)))
    .map((file) => relative(root, file).split(sep).join('/'))
    .filter((file) => ALWAYS_ISOLATED.some((prefix) => file.startsWith(prefix)) || LEAKS.test(readFileSync(join(root, file), 'utf8')))
    .sort();
}
