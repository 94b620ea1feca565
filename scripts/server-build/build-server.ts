/**
 * Compiles the server for `npm run serve`: everything reachable from `server-mock/cluster.ts` bundled
 * into `dist-server/cluster.js` (plain JavaScript, no TypeScript loader at run time), packages left to
 * `node_modules`. Files the server reads at run time stay where they are in the checkout (see
 * source-location.ts), so `dist-server/` only works beside them.
 */
import { fileURLToPath } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { sourceLocationPlugin } from './source-location.ts';

/** The repository root. */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Where `npm run build` puts the compiled server. */
export const SERVER_OUT_DIR = `${ROOT}dist-server`;

/** Bundles the server entry into `outDir`; answers esbuild's metafile (inputs and imports). */
export async function buildServer(outDir: string = SERVER_OUT_DIR): Promise<Metafile> {
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: { cluster: 'server-mock/cluster.ts' },
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    packages: 'external',
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
    plugins: [sourceLocationPlugin(outDir)],
  });
  return result.metafile;
}
