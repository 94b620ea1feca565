/**
 * Starts one sandbox for the whole run, in-process on a free port, serving the built `dist/`.
 * Workers read its URL from `E2E_BASE_URL` (Playwright passes global-setup env to workers).
 * Test-control state that tests change is scoped per test (faults) so parallel workers can share it.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';

type CreateAppModule = typeof import('../server-mock/create-app.ts');
type ListenModule = typeof import('../server-mock/listen.ts');

export default async function globalSetup(): Promise<() => Promise<void>> {
  // Loaded through tsx: the settings catalogue imports JSON without import attributes, which
  // Playwright's own ESM loader refuses; tsx (the loader of `npm start`) accepts it.
  const { createApp, DEFAULT_DIST_DIR } = (await tsImport('../server-mock/create-app.ts', import.meta.url)) as CreateAppModule;
  const { listen } = (await tsImport('../server-mock/listen.ts', import.meta.url)) as ListenModule;
  const distDir = process.env.E2E_DIST_DIR ?? DEFAULT_DIST_DIR;
  if (!existsSync(join(distDir, 'portal', 'index.html'))) {
    throw new Error(`No build in ${distDir}: run "npx vite build" before the e2e suite.`);
  }
  // A fresh in-memory store: the suite starts from the seed and leaves `.data/` alone.
  // Responses are checked against the contract: a handler answering outside it fails the test (500).
  const sandbox = await createApp({ distDir, validateResponses: true, logLevel: (process.env.E2E_LOG_LEVEL as 'warn' | undefined) ?? 'warn' });
  const server = await listen(sandbox.app, 0);
  process.env.E2E_BASE_URL = server.url;
  return async () => {
    await server.close();
    await sandbox.close();
  };
}
