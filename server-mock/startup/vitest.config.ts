/**
 * The start-up test (`*.startup.ts`): the real server in child processes, against the build.
 * Separate from the root config so `npx vitest run` (before the build) does not pick it up;
 * scripts/test.sh runs it after `vite build`.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('../../', import.meta.url)),
  test: {
    name: 'startup',
    environment: 'node',
    include: ['server-mock/startup/**/*.startup.ts'],
    // Each file's steps in order; the files side by side (each its own folders and free ports).
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 300_000,
    hookTimeout: 60_000,
  },
});
