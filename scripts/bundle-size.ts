/**
 * Reads Vite's build manifest (`dist/.vite/manifest.json`) to find which JS a route loads:
 * the entry chunk with its static imports (loaded before anything renders) and the lazy chunk
 * of a route with the static imports it adds. Shared by `check-bundle.ts` and `bench/run.ts`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One manifest entry, as Vite writes it. */
export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/** The manifest: entries keyed by source path (or `_name-hash.js` for shared chunks). */
export type Manifest = Record<string, ManifestChunk>;

/** Reads the manifest of a build folder. */
export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** Output files of a chunk and, recursively, of its static imports (each once, entry first). */
export function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`Manifest has no entry "${key}"`);
  const files: string[] = [];
  const visit = (k: string) => {
    const c = manifest[k];
    if (!c || seen.has(c.file)) return;
    seen.add(c.file);
    files.push(c.file);
    for (const imported of c.imports ?? []) visit(imported);
  };
  visit(key);
  return files.filter((f) => /\.m?js$/.test(f));
}

/** Keys of dynamic-entry chunks whose source path matches `pattern` (a route's lazy page). */
export function lazyKeys(manifest: Manifest, pattern: RegExp): string[] {
  return Object.keys(manifest).filter((k) => manifest[k]!.isDynamicEntry && pattern.test(manifest[k]!.src ?? k));
}

/** A route's JS: what the entry loads first and what its lazy chunk adds on top. */
export interface RouteJs {
  initial: string[];
  lazy: string[];
}

/** JS files of the entry `entryKey` plus the lazy chunks of `lazyPattern` (minus files already loaded). */
export function routeJs(manifest: Manifest, entryKey: string, lazyPattern: RegExp | undefined): RouteJs {
  const seen = new Set<string>();
  const initial = staticClosure(manifest, entryKey, seen);
  const lazy = lazyPattern ? lazyKeys(manifest, lazyPattern).flatMap((k) => staticClosure(manifest, k, seen)) : [];
  return { initial, lazy };
}

/** Gzip size in bytes at zlib's default level, the level the sandbox's compression uses. */
export function gzipBytes(content: Buffer | string): number {
  return gzipSync(content).length;
}

/** Total gzip bytes of some files of a build folder. */
export function gzipTotal(distDir: string, files: string[]): number {
  return files.reduce((sum, f) => sum + gzipBytes(readFileSync(join(distDir, f))), 0);
}

/** Code that needs `unsafe-eval` under CSP: `new Function(`, a call of `eval(` or an indirect `(0, eval)`. */
export function findEvalUse(code: string): string | undefined {
  const match = /\bnew\s+Function\s*\(|(?<![\w$])eval\s*\(|\(\s*0\s*,\s*eval\s*\)/.exec(code);
  return match?.[0];
}

/** Every `.js`/`.mjs` file under a folder, relative paths. */
export function listJsFiles(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return entry.name === '.vite' ? [] : listJsFiles(dir, rel);
    return /\.m?js$/.test(entry.name) ? [rel] : [];
  });
}

/** Formats bytes as KB with one decimal. */
export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
