/**
 * The e2e test API: each worker runs its own sandbox (a fresh in-memory store, port 0), so a spec
 * that resets it or changes its settings or maintenance mode affects only the tests of that worker,
 * which run one at a time. Every page is watched for console errors, page errors and CSP violations
 * (any one fails the test unless the test allows it), requests carry a per-test `X-Mock-Scope` so
 * injected faults stay within the test, and `loggedInPage` starts with the session of a borrower who
 * logged in once per worker through the real login screen (and again after a spec resets the sandbox).
 */
import type { IncomingMessage } from 'node:http';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { tsImport } from 'tsx/esm/api';
import { BrowserProblems } from './browser-problems.ts';
import { e2eNow } from './e2e-clock.ts';
import { e2eDistDir } from './global-setup.ts';
import { loginThroughUi } from './login.ts';

type CreateAppModule = typeof import('../server-mock/create-app.ts');
type ListenModule = typeof import('../server-mock/listen.ts');

/** Faults for this test only (scoped by the test's `X-Mock-Scope`). */
export interface MockControls {
  /** The next `times` calls of `method path` answer `status` with `{ Errors: [{ ErrorMessage: errorCode }] }`. */
  fault(fault: { method?: string; path: string; status: number; errorCode?: string; times?: number }): Promise<void>;
}

/** This worker's sandbox. */
export interface WorkerSandbox {
  /** e.g. `http://127.0.0.1:41234` (no trailing slash); also the tests' `baseURL`. */
  url: string;
  /** How many `POST /__mock/reset` calls it has had: a reset ends every session. */
  resets(): number;
  /**
   * Where `text` occurs in the sandbox: every store row (as JSON) and every log line it wrote (all levels are
   * captured; lines below `E2E_LOG_LEVEL`, default warn, are kept in memory only). For secrets tests.
   */
  findText(text: string): Promise<string[]>;
}

/** pino's numeric levels, for the stdout threshold of the captured log. */
const LOG_LEVELS: Record<string, number> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
  silent: Infinity,
};
/** The captured log keeps this many recent lines. */
const KEPT_LOG_LINES = 20_000;

interface TestFixtures {
  /**
   * Option (`test.use({ resetSandboxAfterTest: true })`) for tests that change seeded state other specs of the
   * worker read (payments, a hidden loan): the sandbox is reset once the test's pages are closed. A reset ends
   * every session, so resetting in `afterEach`, while the page still fetches (a dashboard after Back to
   * Dashboard), made those fetches fail with 401: a console error that failed the test at random.
   */
  resetSandboxAfterTest: boolean;
  /** Runs the reset of `resetSandboxAfterTest`; `page` and `loggedInPage` depend on it, so it ends after them. */
  sandboxCleanup: void;
  problems: BrowserProblems;
  mock: MockControls;
  loggedInPage: Page;
}

interface WorkerFixtures {
  sandbox: WorkerSandbox;
  /**
   * sessionStorage of a logged-in borrower (Playwright's storageState does not keep sessionStorage):
   * logged in once per worker, again only after a spec reset the worker's sandbox.
   */
  borrowerSession: () => Promise<Record<string, string>>;
}

let workerSandboxUrl: string | undefined;

/**
 * The URL of this worker's sandbox, for a spec's own calls to `/__mock/` controls or the API
 * (inside a test or hook; the sandbox starts with the worker, before any hook).
 */
export function sandboxUrl(): string {
  if (!workerSandboxUrl) throw new Error('No sandbox in this worker: call sandboxUrl() inside a test or a hook');
  return workerSandboxUrl;
}

/**
 * Puts this worker's sandbox back to its seed (users, settings overrides, maintenance, outbox; every
 * session ends), for a spec that asserts seeded state other specs in the same worker may have changed.
 */
export async function resetSandbox(): Promise<void> {
  const res = await fetch(`${sandboxUrl()}/__mock/reset`, { method: 'POST' });
  expect(res.ok, 'POST /__mock/reset').toBe(true);
}

/**
 * Puts `context`'s pages on the suite's clock (decision 267): the portal's "today" is the browser's, and
 * must be the sandbox's. Time then advances in real time from there. For a spec's own `browser.newContext()`.
 */
export async function useSuiteClock(context: BrowserContext): Promise<void> {
  await context.clock.install({ time: e2eNow() });
}

/**
 * Replaces this worker's setting overrides (`PUT /__mock/settings`; `{}` drops them). No per-test scope, but
 * each worker has its own sandbox and runs one test at a time, so an override reaches only the running test
 * until it is replaced. A key the catalogue lacks is refused by name (the sandbox answers 400).
 */
export async function overrideSettings(
  settings: Record<string, string>,
  institutionOptions: Record<string, unknown> = {},
): Promise<void> {
  const res = await fetch(`${sandboxUrl()}/__mock/settings`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ settings, institutionOptions }),
  });
  expect(res.status, `settings override: ${await res.clone().text()}`).toBe(204);
}

/** Marks a page whose session was restored once, so a logout followed by a reload stays logged out. */
const RESTORED_MARK = 'e2e-session-restored';

export const test = base.extend<TestFixtures, WorkerFixtures>({
  sandbox: [
    async ({}, use) => {
      // Loaded through tsx: the settings catalogue imports JSON without import attributes, which
      // Playwright's own ESM loader refuses; tsx (the loader of `npm start`) accepts it.
      const { createApp } = (await tsImport('../server-mock/create-app.ts', import.meta.url)) as CreateAppModule;
      const { listen } = (await tsImport('../server-mock/listen.ts', import.meta.url)) as ListenModule;
      // A fresh in-memory store: the worker starts from the seed and leaves `.data/` alone.
      // Responses are checked against the contract: a handler answering outside it fails the test (500).
      const shown = LOG_LEVELS[process.env.E2E_LOG_LEVEL ?? 'warn'] ?? LOG_LEVELS.warn!;
      const logLines: string[] = [];
      const logDestination = {
        write(line: string) {
          logLines.push(line);
          if (logLines.length > KEPT_LOG_LINES) logLines.splice(0, logLines.length - KEPT_LOG_LINES);
          if (((JSON.parse(line) as { level?: number }).level ?? 0) >= shown) process.stdout.write(line);
        },
      };
      // The suite's clock, not the wall clock: a business-day morning whatever the hour (decision 267).
      const app = await createApp({
        distDir: e2eDistDir(),
        validateResponses: true,
        logLevel: 'debug',
        logDestination,
        clock: e2eNow,
      });
      const server = await listen(app.app, 0);
      let resets = 0;
      server.server.prependListener('request', (req: IncomingMessage) => {
        if (req.method === 'POST' && req.url?.split('?')[0] === '/__mock/reset') resets += 1;
      });
      workerSandboxUrl = server.url;
      const findText = async (text: string): Promise<string[]> => {
        const tables = await app.ctx.db.query<{ name: string }>(
          "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'",
        );
        const found: string[] = [];
        for (const { name } of tables) {
          const rows = await app.ctx.db.query<{ row: string }>(`SELECT row_to_json(t)::text AS row FROM "${name}" t`);
          for (const { row } of rows) if (row.includes(text)) found.push(`${name}: ${row}`);
        }
        return [...found, ...logLines.filter((line) => line.includes(text)).map((line) => `log: ${line}`)];
      };
      await use({ url: server.url, resets: () => resets, findText });
      workerSandboxUrl = undefined;
      await server.close();
      await app.close();
    },
    // auto: hooks and helpers that call sandboxUrl() find it started even before a test asks for baseURL.
    // Its own time limit: loading the store takes seconds on a busy machine, more if the template is cold.
    { scope: 'worker', auto: true, timeout: 60_000 },
  ],
  baseURL: async ({ sandbox }, use) => use(sandbox.url),
  extraHTTPHeaders: async ({}, use, testInfo) => use({ 'x-mock-scope': testInfo.testId }),
  resetSandboxAfterTest: [false, { option: true }],
  // Depends on the worker's sandbox, so the reset below runs before the sandbox could stop.
  // Its own time limit: the reset (seconds on a busy machine) does not eat into the test's.
  sandboxCleanup: [
    async ({ resetSandboxAfterTest, sandbox }, use) => {
      void sandbox;
      await use();
      if (resetSandboxAfterTest) await resetSandbox();
    },
    { timeout: 30_000 },
  ],

  context: async ({ context, sandboxCleanup }, use) => {
    void sandboxCleanup;
    await useSuiteClock(context);
    await use(context);
    // Closed here, before sandboxCleanup resets the sandbox (Playwright would close it only afterwards).
    await context.close();
  },

  problems: async ({}, use) => {
    const problems = new BrowserProblems();
    await use(problems);
    expect(problems.unexpected(), 'console errors, page errors or CSP violations').toEqual([]);
  },

  page: async ({ page, problems }, use) => {
    await problems.watch(page);
    await use(page);
  },

  mock: async ({ sandbox, extraHTTPHeaders }, use) => {
    const scope = extraHTTPHeaders?.['x-mock-scope'] ?? '';
    await use({
      fault: async (fault) => {
        const res = await fetch(`${sandbox.url}/__mock/faults`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-mock-scope': scope },
          body: JSON.stringify({ method: 'GET', times: 1, errorCode: 'ServerError', ...fault }),
        });
        expect(res.status, 'arming a fault').toBe(201);
      },
    });
    await fetch(`${sandbox.url}/__mock/faults?scope=${encodeURIComponent(scope)}`, { method: 'DELETE' });
  },

  borrowerSession: [
    async ({ browser, sandbox }, use) => {
      let kept: { items: Record<string, string>; resets: number } | undefined;
      await use(async () => {
        if (kept?.resets !== sandbox.resets()) {
          const resets = sandbox.resets();
          const context = await browser.newContext({ baseURL: sandbox.url });
          await useSuiteClock(context);
          const page = await context.newPage();
          await loginThroughUi(page);
          const items = await page.evaluate(() => Object.fromEntries(Object.entries(sessionStorage)));
          await context.close();
          kept = { items, resets };
        }
        return kept.items;
      });
    },
    { scope: 'worker' },
  ],

  // Its own time limit: the worker's login (once, and again after a reset) takes seconds on a busy machine,
  // which the test's own 30 s should not pay for.
  loggedInPage: [
    async ({ browser, sandbox, borrowerSession, problems, extraHTTPHeaders, sandboxCleanup }, use) => {
      void sandboxCleanup;
      const context = await browser.newContext({ baseURL: sandbox.url, extraHTTPHeaders });
      await useSuiteClock(context);
      await context.addInitScript(
        ({ origin, items, mark }) => {
          if (location.origin !== origin || sessionStorage.getItem(mark)) return;
          for (const [key, value] of Object.entries(items)) sessionStorage.setItem(key, value);
          sessionStorage.setItem(mark, '1');
        },
        { origin: new URL(sandbox.url).origin, items: await borrowerSession(), mark: RESTORED_MARK },
      );
      const page = await context.newPage();
      await problems.watch(page);
      await use(page);
      await context.close();
    },
    { timeout: 60_000 },
  ],
});

export { expect };
