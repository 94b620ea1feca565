import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';
import { screenValidatorsPlugin } from './schemas/build/screen-validators-plugin.ts';
import { settingsDefaultsPlugin } from './schemas/build/settings-defaults-plugin.ts';
import { settingsLanguagesPlugin } from './schemas/build/settings-languages-plugin.ts';
import { landingPreloadPlugin } from './scripts/landing-preload-plugin.ts';
import { paintFirstPlugin } from './scripts/paint-first-plugin.ts';
import { precompressPlugin } from './scripts/precompress-plugin.ts';
import { reactCompilerPlugin } from './scripts/react-compiler-plugin.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The DOM test files, and those of them that replace a module with `vi.mock` (decision 355). */
const DOM_TESTS = '{portal,settings-studio,schemas}/**/*.test.tsx';
function domTestsWithModuleMocks(): string[] {
  return ['portal', 'settings-studio', 'schemas'].flatMap((top) =>
    readdirSync(here(`./${top}`), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.test.tsx') && !file.includes('node_modules'))
      .map((file) => `${top}/${file.replaceAll('\\', '/')}`)
      .filter((file) => readFileSync(here(`./${file}`), 'utf8').includes('vi.mock(')),
  );
}

/**
 * sessionStorage key of the portal session (SESSION_STORAGE_KEY; checked by scripts/landing-preload-plugin.test.ts).
 */
export const LANDING_SESSION_KEY = 'portal.session';

/**
 * `@rjsf/utils` imports `fast-uri` (7.7 KB gzip) for JSON Schema 2020-12 `$id` bundles, which no screen
 * file uses; the portal gets a `URL`-based stand-in. Only that importer: ajv (studio) keeps the real one.
 */
function rjsfFastUriLite(): Plugin {
  return {
    name: 'rjsf-fast-uri-lite',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'fast-uri' && importer && /[\\/]@rjsf[\\/]utils[\\/]/.test(importer))
        return here('./portal/src/vendor/fast-uri-lite.ts');
      return undefined;
    },
  };
}

/** One config: the two front ends are two HTML entries; vitest runs node and DOM projects. */
export default defineConfig({
  plugins: [
    // The payment screen's memoization is the React Compiler's, not hand-placed memo() (decision 386).
    reactCompilerPlugin({ include: /[\\/]portal[\\/]src[\\/]features[\\/]payments[\\/]/ }),
    react(),
    rjsfFastUriLite(),
    settingsDefaultsPlugin(),
    settingsLanguagesPlugin(),
    screenValidatorsPlugin(),
    // Without a session the portal lands on login: its chunks load at low priority beside the entry (decision 003).
    // sessionKey is SESSION_STORAGE_KEY of portal/src/session/session-store.ts (a test keeps them equal).
    landingPreloadPlugin({
      html: 'portal/index.html',
      page: /features[\\/]auth[\\/]login-page\.tsx$/,
      sessionKey: LANDING_SESSION_KEY,
      // '' and '/' redirect to login, so do myaccount routes without a session.
      landingPaths: /^\/?$|^\/home\/login$|^\/myaccount(\/|$)/,
    }),
    // The stylesheet and the server-painted login logo ahead of the scripts (decision 407).
    paintFirstPlugin({ html: 'portal/index.html' }),
    precompressPlugin(),
  ],
  resolve: {
    alias: [
      { find: /^@\//, replacement: here('./portal/src/') },
      { find: /^@studio\//, replacement: here('./settings-studio/src/') },
      { find: /^@schemas\//, replacement: here('./schemas/src/') },
      // Types generated from the API contract (npm run gen:api), so a renamed field fails typecheck.
      { find: /^@contract\/api-types$/, replacement: here('./schemas/api/generated/api-types.ts') },
      // rjsf's markdown descriptions are never enabled; see portal/src/forms/plain-markdown.tsx.
      { find: /^markdown-to-jsx\/react$/, replacement: here('./portal/src/forms/plain-markdown.tsx') },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      input: {
        portal: here('./portal/index.html'),
        studio: here('./settings-studio/index.html'),
        // The preview's harness, served outside production only (decision 288).
        previewLab: here('./settings-studio/preview-lab.html'),
        // A change request's preview opened from a shared link (decision 390).
        sharedPreview: here('./settings-studio/shared-preview.html'),
      },
    },
  },
  test: {
    // Vitest's default is one worker less than the cores: one worker on this 2-core machine, idle while
    // a file waits on its sandbox or PGlite. Two keep both cores busy (decision 267).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          // One module graph per worker instead of one per file: importing the sandbox again for each of
          // 200 files was a third of the project's time (decision 307). The files leave no state behind
          // (each test app has its own store), and the full project passes in any order this way.
          isolate: false,
          // Builds the sandbox's seeded template once, before workers start (server-mock/testing/global-setup.ts).
          globalSetup: [here('./server-mock/testing/global-setup.ts')],
          include: [
            '{portal,settings-studio,schemas,server-mock,settings-samples,scripts,eslint-rules,e2e}/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          // Each file gets a new jsdom document but shares the worker's modules, as the unit project does: the
          // React, router and form graph was half the project's time when imported again for every file. The
          // setup file resets what a file can leave in a module (timers, stubs, stores) (decision 355).
          isolate: false,
          include: [DOM_TESTS],
          exclude: [...configDefaults.exclude, ...domTestsWithModuleMocks()],
          setupFiles: [here('./portal/src/testing/setup-dom.ts')],
        },
      },
      {
        extends: true,
        test: {
          // A file that replaces a module with vi.mock needs its own module graph: the module may already be
          // in a shared one, imported by an earlier file.
          name: 'dom-mocks',
          environment: 'jsdom',
          include: domTestsWithModuleMocks(),
          setupFiles: [here('./portal/src/testing/setup-dom.ts')],
        },
      },
    ],
  },
});
