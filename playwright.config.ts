/**
 * e2e in Debian's Chromium against the sandbox started in-process by `e2e/global-setup.ts`
 * (built `dist/`, port 0). The base URL reaches workers through `process.env.E2E_BASE_URL`.
 */
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  // One sandbox serves the whole run, and some specs change its global state (reset, settings,
  // maintenance): one worker keeps them from pulling the floor from under each other. Follow-up: a
  // sandbox per worker (docs/decisions/051-quality-harness.md).
  workers: 1,
  fullyParallel: true,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
