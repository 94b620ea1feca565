import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { screenValidatorsPlugin } from './schemas/build/screen-validators-plugin.ts';
import { settingsDefaultsPlugin } from './schemas/build/settings-defaults-plugin.ts';
import { precompressPlugin } from './scripts/precompress-plugin.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** One config: the two front ends are two HTML entries; vitest runs node and DOM projects. */
export default defineConfig({
  plugins: [react(), settingsDefaultsPlugin(), screenValidatorsPlugin(), precompressPlugin()],
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
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          // Builds the sandbox's seeded template once, before workers start (server-mock/testing/global-setup.ts).
          globalSetup: [here('./server-mock/testing/global-setup.ts')],
          include: ['{portal,settings-studio,schemas,server-mock,settings-samples,scripts}/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['{portal,settings-studio,schemas}/**/*.test.tsx'],
          setupFiles: [here('./portal/src/testing/setup-dom.ts')],
        },
      },
    ],
  },
});
