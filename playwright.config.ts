/**
 * e2e in Debian's Chromium. Each worker starts its own sandbox in-process on port 0 serving the built
 * `dist/` (or `E2E_DIST_DIR`), and its tests get it as `baseURL` (`e2e/fixtures.ts`, fixture `sandbox`).
 * Global setup checks the build and prepares the sandbox's seeded database template.
 */
import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

/**
 * Debian's old headless shell (package chromium-headless-shell, the same Chromium build without the
 * full browser's layers; Playwright's own default for headless runs): about a quarter less CPU and wall
 * time for the suite than `/usr/bin/chromium --headless` (decision 278). The full browser when it is absent.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  // Each worker has its own sandbox, so specs that reset it or change its settings or maintenance
  // mode only affect their own worker's tests, which run one at a time. Two workers were faster than
  // one on the 2-core machine (docs/decisions/051-quality-harness.md, addendum "A sandbox per worker").
  workers: 2,
  fullyParallel: true,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
