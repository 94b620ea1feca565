import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { rebaseImportMetaUrl } from './source-location.ts';

describe('rebaseImportMetaUrl', () => {
  it('when a module reads import.meta.url then the bundle reads its source location instead', () => {
    const code = "export const DIR = fileURLToPath(new URL('./migrations/', import.meta.url));";
    const out = rebaseImportMetaUrl(code, '/repo/server-mock/store/migrate.ts', '/repo/dist-server');
    expect(out).toBe("export const DIR = fileURLToPath(new URL('./migrations/', new URL(\"../server-mock/store/migrate.ts\", import.meta.url).href));");
    // What the bundle at /repo/dist-server/cluster.js then computes: the folder beside the source.
    const bundleUrl = 'file:///repo/dist-server/cluster.js';
    expect(fileURLToPath(new URL('./migrations/', new URL('../server-mock/store/migrate.ts', bundleUrl).href))).toBe('/repo/server-mock/store/migrations/');
  });

  it('when a module does not read import.meta.url then its code is left as it is', () => {
    const code = "import { x } from './x.ts';\nexport const y = x + 1;";
    expect(rebaseImportMetaUrl(code, '/repo/a.ts', '/repo/dist-server')).toBe(code);
  });

  it('when the source is in a deeper folder than the bundle then the relative path climbs out of it', () => {
    const out = rebaseImportMetaUrl('x(import.meta.url)', '/repo/schemas/api/openapi-document.ts', '/tmp/build-1/out');
    expect(out).toBe('x(new URL("../../../repo/schemas/api/openapi-document.ts", import.meta.url).href)');
  });
});
