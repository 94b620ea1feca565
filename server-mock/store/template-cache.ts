/**
 * A disk cache for database dumps under `.data/cache/`, so test processes skip the slow steps
 * (PostgreSQL's initdb takes seconds in WebAssembly; migrating and seeding more). Entries are
 * named by a hash of everything that shapes their content, so a stale entry is never read: an
 * edited migration, seed or rule gives a new name. Writes go to a temporary file and are renamed
 * into place, so parallel test workers never read half a file.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Where cached dumps live (ignored by git with the rest of `.data/`). */
export const CACHE_DIR = process.env.SANDBOX_CACHE_DIR ?? join(ROOT, '.data', 'cache');

/** Entries older than this are removed when a new one is written... */
const MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** ...and only this many newest seeded entries are kept (each is about 40 MB; the blank cluster stays). */
const MAX_ENTRIES = 6;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|sql|json)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The installed PGlite version (a blank cluster is only reused by the same version). */
export function pgliteVersion(): string {
  const manifest = JSON.parse(readFileSync(join(ROOT, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

let codeHash: string | undefined;

/** A hash of the code that can shape seeded data: the sandbox, the shared rules and the migrations. */
export function sandboxCodeHash(): string {
  if (!codeHash) {
    const hash = createHash('sha256');
    for (const dir of ['server-mock', 'schemas/src', 'node_modules/@electric-sql/pglite/package.json']) {
      const full = join(ROOT, dir);
      const files = statSync(full).isDirectory() ? sourceFiles(full).sort() : [full];
      for (const file of files) hash.update(relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
    }
    codeHash = hash.digest('hex').slice(0, 16);
  }
  return codeHash;
}

/** The cached dump named by `parts`, else `build()` (then cached). Cache failures only cost speed. */
export async function cachedDump(name: string, parts: readonly string[], build: () => Promise<Blob>): Promise<Blob> {
  const key = createHash('sha256').update(parts.join('\0')).digest('hex').slice(0, 20);
  const file = join(CACHE_DIR, `${name}-${key}.tar`);
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    // Not cached yet: build below.
  }
  const dump = await build();
  try {
    mkdirSync(CACHE_DIR, { recursive: true });
    const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
    writeFileSync(temporary, Buffer.from(await dump.arrayBuffer()));
    renameSync(temporary, file);
    pruneOld();
  } catch {
    // A read-only or full disk: the dump is still good for this process.
  }
  return dump;
}

function pruneOld(): void {
  const now = Date.now();
  const entries = readdirSync(CACHE_DIR)
    .filter((entry) => entry.startsWith('seeded-') && entry.endsWith('.tar'))
    .map((entry) => ({ path: join(CACHE_DIR, entry), age: now - statSync(join(CACHE_DIR, entry)).mtimeMs }))
    .sort((a, b) => a.age - b.age);
  for (const [i, entry] of entries.entries()) {
    if (i >= MAX_ENTRIES || entry.age > MAX_AGE_MS) rmSync(entry.path, { force: true });
  }
}
