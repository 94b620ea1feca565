import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Metafile } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, ROOT } from './build-server.ts';

const outDir = mkdtempSync(join(tmpdir(), 'server-build-'));
let metafile: Metafile;
let bundle = '';

beforeAll(async () => {
  metafile = await buildServer(outDir);
  bundle = readFileSync(join(outDir, 'cluster.js'), 'utf8');
}, 60_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

const packageJson = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  scripts: Record<string, string>;
};

describe('the compiled server', () => {
  it('when built then everything reachable from the server entry is one JavaScript file', () => {
    expect(Object.keys(metafile.inputs)).toContain('server-mock/cluster.ts');
    expect(Object.keys(metafile.inputs)).toContain('server-mock/main.ts');
    expect(Object.keys(metafile.inputs)).toContain('server-mock/store/migrate.ts');
    // No TypeScript is left for Node to load.
    const output = metafile.outputs[Object.keys(metafile.outputs).find((o) => o.endsWith('cluster.js'))!]!;
    expect(output.imports.filter((i) => i.path.endsWith('.ts'))).toEqual([]);
  });

  it('when a module finds a file relative to its source then the bundle finds the same file', () => {
    const bundleUrl = pathToFileURL(join(outDir, 'cluster.js')).href;
    const locations = [...bundle.matchAll(/new URL\("([^"]+)", import\.meta\.url\)\.href/g)].map((m) =>
      fileURLToPath(new URL(m[1]!, bundleUrl)),
    );
    expect(locations.length).toBeGreaterThan(3);
    expect(locations.filter((file) => !existsSync(file))).toEqual([]);
    expect(locations).toContain(join(ROOT, 'server-mock/store/migrate.ts'));
  });

  it('when run in production then it needs only the packages of dependencies (not devDependencies)', () => {
    const output = Object.values(metafile.outputs).find((o) => o.entryPoint === 'server-mock/cluster.ts')!;
    const packageOf = (path: string) =>
      path.startsWith('@') ? path.split('/').slice(0, 2).join('/') : path.split('/')[0]!;
    const external = output.imports
      .filter((i) => i.external && !i.path.startsWith('node:'))
      .map((i) => packageOf(i.path));
    expect(external.filter((name) => !(name in packageJson.dependencies))).toEqual([]);
  });

  it('when served then npm run serve runs the compiled JavaScript, not TypeScript through a loader', () => {
    expect(packageJson.scripts.serve).toMatch(/^node (--\S+ )*dist-server\/cluster\.js$/);
    expect(packageJson.scripts.build).toContain('build:server');
  });
});
