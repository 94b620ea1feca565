import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { rebaseImportMetaUrl, sourceLocationPlugin } from './source-location.ts';

describe('rebaseImportMetaUrl', () => {
  it('when a module reads import.meta.url then the bundle reads its source location instead', () => {
    const code = "export const DIR = fileURLToPath(new URL('./migrations/', import.meta.url));";
    const out = rebaseImportMetaUrl(code, '/repo/server-mock/store/migrate.ts', '/repo/dist-server');
    expect(out).toBe(
      'export const DIR = fileURLToPath(new URL(\'./migrations/\', new URL("../server-mock/store/migrate.ts", import.meta.url).href));',
    );
    // What the bundle at /repo/dist-server/cluster.js then computes: the folder beside the source.
    const bundleUrl = 'file:///repo/dist-server/cluster.js';
    expect(fileURLToPath(new URL('./migrations/', new URL('../server-mock/store/migrate.ts', bundleUrl).href))).toBe(
      '/repo/server-mock/store/migrations/',
    );
  });

  it('when a module does not read import.meta.url then its code is left as it is', () => {
    const code = "import { x } from './x.ts';\nexport const y = x + 1;";
    expect(rebaseImportMetaUrl(code, '/repo/a.ts', '/repo/dist-server')).toBe(code);
  });

  it('when the source is in a deeper folder than the bundle then the relative path climbs out of it', () => {
    const out = rebaseImportMetaUrl('x(import.meta.url)', '/repo/schemas/api/openapi-document.ts', '/tmp/build-1/out');
    expect(out).toBe('x(new URL("../../../repo/schemas/api/openapi-document.ts", import.meta.url).href)');
  });

  it('when a module uses import.meta.dirname then the build fails and names the file', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'source-location-'));
    try {
      const entry = join(folder, 'entry.ts');
      writeFileSync(entry, 'export const here = import.meta.dirname;\n');
      const building = build({
        entryPoints: [entry],
        bundle: true,
        write: false,
        platform: 'node',
        format: 'esm',
        logLevel: 'silent',
        plugins: [sourceLocationPlugin(join(folder, 'out'))],
      });
      await expect(building).rejects.toThrow(/entry\.ts: use fileURLToPath/);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
