/**
 * Runs once before the workers start. Each worker starts its own sandbox (`e2e/fixtures.ts`, worker
 * fixture `sandbox`); here we only check that the build they serve exists and build the sandbox's
 * seeded database template once, into its disk cache (`.data/cache/`), so that workers starting at
 * the same time load it instead of each building the same one (seconds of CPU after a sandbox change).
 * It also pins the suite's clock (`e2e/e2e-clock.ts`), whose day the template is seeded for.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { pinE2eStart } from './e2e-clock.ts';

type SandboxDatabaseModule = typeof import('../server-mock/store/sandbox-database.ts');
type SampleSourceModule = typeof import('../server-mock/store/sample-source.ts');
type SeedModule = typeof import('../server-mock/scenarios/seed.ts');

/** The build the e2e sandboxes serve: `E2E_DIST_DIR`, else the repository's `dist/` (the sandbox's default). */
export function e2eDistDir(): string {
  return process.env.E2E_DIST_DIR ?? fileURLToPath(new URL('../dist/', import.meta.url));
}

export default async function globalSetup(): Promise<void> {
  const distDir = e2eDistDir();
  if (!existsSync(join(distDir, 'portal', 'index.html'))) {
    throw new Error(`No build in ${distDir}: run "npx vite build" before the e2e suite.`);
  }
  // The suite's clock starts at a business-day morning (decision 267); the workers inherit the moment.
  const start = pinE2eStart();
  // Loaded through tsx, as in the workers: the settings catalogue imports JSON without import
  // attributes, which Playwright's own ESM loader refuses. Same sample and day as `createApp` uses.
  const { seededTemplate } = (await tsImport(
    '../server-mock/store/sandbox-database.ts',
    import.meta.url,
  )) as SandboxDatabaseModule;
  const { settingsSamples } = (await tsImport(
    '../server-mock/store/sample-source.ts',
    import.meta.url,
  )) as SampleSourceModule;
  const { scenarioSeed } = (await tsImport('../server-mock/scenarios/seed.ts', import.meta.url)) as SeedModule;
  await seededTemplate(scenarioSeed({ sampleId: 'default', samples: settingsSamples, now: start }));
}
