/**
 * The compiled server is one bundle in `dist-server/`, but its modules find their files relative to
 * where their source lives (`new URL('./migrations/', import.meta.url)`, the settings catalogue, the
 * contract, the samples, `dist/`). This esbuild plugin gives each bundled module its own source
 * location back: `import.meta.url` becomes the source file's URL, computed from the bundle's own URL
 * and the path between them, so the build keeps working wherever the checkout is moved as a whole, and
 * a module added later (gateway files under server-mock) needs nothing of its own.
 */
import { readFile } from 'node:fs/promises';
import { dirname, relative, sep } from 'node:path';
import type { Plugin } from 'esbuild';

const IMPORT_META_URL = /\bimport\.meta\.url\b/g;
/** What the bundle cannot give back per module: each module must say import.meta.url. */
const IMPORT_META_PATH = /\bimport\.meta\.(dirname|filename)\b/;

/** `import.meta.url` in the code of `sourceFile` rewritten to that file's URL, as seen from a bundle in `outDir`. */
export function rebaseImportMetaUrl(code: string, sourceFile: string, outDir: string): string {
  const fromBundle = relative(outDir, sourceFile).split(sep).join('/');
  return code.replace(IMPORT_META_URL, `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`);
}

/** The plugin for every TypeScript module of the repository (node_modules stay outside the bundle). */
export function sourceLocationPlugin(outDir: string): Plugin {
  return {
    name: 'source-location',
    setup(build) {
      build.onLoad({ filter: /\.ts$/ }, async ({ path }) => {
        const code = await readFile(path, 'utf8');
        if (IMPORT_META_PATH.test(code)) {
          return {
            errors: [
              {
                text: `${path}: use fileURLToPath(new URL('.', import.meta.url)) instead of import.meta.dirname or filename, which the compiled server cannot rebase`,
              },
            ],
          };
        }
        return { contents: rebaseImportMetaUrl(code, path, outDir), loader: 'ts', resolveDir: dirname(path) };
      });
    },
  };
}
