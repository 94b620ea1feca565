// Prints the portal's layer-to-layer import graph: how many imports go from each layer to each
// other one, and every import that breaks the layers (docs/decisions/130-portal-layers.md).
// Uses the TypeScript compiler's own import scanner, so type imports and import() count too.
// Usage: npx tsx scripts/import-graph.ts [--fail]   (--fail: exit 1 when a breach is found)
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { layerBreach, layerOf, resolveImport } from '../eslint-rules/portal-layers.js';

const root = path.resolve(import.meta.dirname, '..');
const SCANNED = ['portal/src', 'schemas/src'];

/** Repository-relative paths of the TypeScript sources under one folder. */
function sourcesUnder(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts'))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

/** A file's import specifiers: static, re-exports and dynamic import(). */
function importsOf(relPath: string): string[] {
  const text = readFileSync(path.join(root, relPath), 'utf8');
  return ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName);
}

/** "features" stays one node in the graph; feature-to-feature imports show as features → features. */
const nodeOf = (relPath: string) => layerOf(relPath)?.layer;

const counts = new Map<string, number>();
const breaches: string[] = [];
let total = 0;
for (const file of SCANNED.flatMap(sourcesUnder)) {
  const from = nodeOf(file);
  if (!from) continue;
  for (const spec of importsOf(file)) {
    const target = resolveImport(file, spec);
    const to = target && nodeOf(target);
    if (!target || !to) continue;
    total += 1;
    const breach = layerBreach(file, target);
    if (from !== to || breach) {
      const edge = `${from} → ${to}`;
      counts.set(edge, (counts.get(edge) ?? 0) + 1);
    }
    if (breach) breaches.push(`${file} → ${spec}: ${breach}`);
  }
}

const edgeBreaches = (edge: string) =>
  breaches.filter((b) => {
    const [file, rest] = b.split(' → ');
    const target = resolveImport(file!, rest!.split(': ')[0]!);
    return target !== null && `${nodeOf(file!)} → ${nodeOf(target)}` === edge;
  }).length;

console.log(`Imports between portal layers (${total} imports scanned in ${SCANNED.join(', ')}):`);
for (const [edge, n] of [...counts].sort(([a], [b]) => a.localeCompare(b))) {
  const bad = edgeBreaches(edge);
  console.log(`  ${edge.padEnd(26)} ${String(n).padStart(4)}${bad ? `   (${bad} breaking the layers)` : ''}`);
}
console.log(`\n${breaches.length} imports break the layers${breaches.length ? ':' : '.'}`);
for (const b of breaches) console.log(`  ${b}`);
if (process.argv.includes('--fail') && breaches.length) process.exitCode = 1;
