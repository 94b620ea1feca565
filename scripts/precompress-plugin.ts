/**
 * Vite plugin: writes `.br` (brotli, quality 11) and `.gz` (gzip, level 9) beside every hashed asset
 * of the build. Assets are immutable, so the slow maximum compression is paid once at build time;
 * on-the-fly brotli (quality 4 in the `compression` middleware) came out no smaller than gzip.
 * The sandbox serves these files when the browser accepts them (server-mock/http/precompressed.ts).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Files worth compressing: text assets over 1 KB (smaller ones gain nothing over the headers). */
export const compressibleAsset = /\.(js|css|svg|json|html)$/;
const minimumBytes = 1024;

/** Compressed variants of one file's bytes. */
export function compressVariants(bytes: Buffer): { br: Buffer; gz: Buffer } {
  return {
    br: brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gz: gzipSync(bytes, { level: 9 }),
  };
}

/** Registers the precompression step after the bundle is written. */
export function precompressPlugin(): Plugin {
  return {
    name: 'precompress-assets',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      const files = Object.keys(bundle).filter((name) => name.startsWith('assets/') && compressibleAsset.test(name));
      await Promise.all(
        files.map(async (name) => {
          const path = join(outDir, name);
          const bytes = await readFile(path);
          if (bytes.length < minimumBytes) return;
          const { br, gz } = compressVariants(bytes);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
}
