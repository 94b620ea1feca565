/**
 * The e2e test API: every page is watched for console errors, page errors and CSP violations
 * (any one fails the test unless the test allows it), requests carry a per-test `X-Mock-Scope`
 * so injected faults stay within the test, and `loggedInPage` starts with the session of a
 * borrower who logged in once per worker through the real login screen.
 */
import { test as base, expect, type Page } from '@playwright/test';
import { BrowserProblems } from './browser-problems.ts';
import { loginThroughUi } from './login.ts';

/** Faults for this test only (scoped by the test's `X-Mock-Scope`). */
export interface MockControls {
  /** The next `times` calls of `method path` answer `status` with `{ Errors: [{ ErrorMessage: errorCode }] }`. */
  fault(fault: { method?: string; path: string; status: number; errorCode?: string; times?: number }): Promise<void>;
}

interface TestFixtures {
  problems: BrowserProblems;
  mock: MockControls;
  loggedInPage: Page;
}

interface WorkerFixtures {
  /** sessionStorage of a logged-in borrower (Playwright's storageState does not keep sessionStorage). */
  borrowerSession: Record<string, string>;
}

function sandboxUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: the e2e global setup did not run');
  return url;
}

/** Marks a page whose session was restored once, so a logout followed by a reload stays logged out. */
const RESTORED_MARK = 'e2e-session-restored';

export const test = base.extend<TestFixtures, WorkerFixtures>({
  baseURL: async ({}, use) => use(sandboxUrl()),
  extraHTTPHeaders: async ({}, use, testInfo) => use({ 'x-mock-scope': testInfo.testId }),

  problems: async ({}, use) => {
    const problems = new BrowserProblems();
    await use(problems);
    expect(problems.unexpected(), 'console errors, page errors or CSP violations').toEqual([]);
  },

  page: async ({ page, problems }, use) => {
    await problems.watch(page);
    await use(page);
  },

  mock: async ({ extraHTTPHeaders }, use) => {
    const scope = extraHTTPHeaders?.['x-mock-scope'] ?? '';
    await use({
      fault: async (fault) => {
        const res = await fetch(`${sandboxUrl()}/__mock/faults`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-mock-scope': scope },
          body: JSON.stringify({ method: 'GET', times: 1, errorCode: 'ServerError', ...fault }),
        });
        expect(res.status, 'arming a fault').toBe(201);
      },
    });
    await fetch(`${sandboxUrl()}/__mock/faults?scope=${encodeURIComponent(scope)}`, { method: 'DELETE' });
  },

  borrowerSession: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ baseURL: sandboxUrl() });
      const page = await context.newPage();
      await loginThroughUi(page);
      const session = await page.evaluate(() => Object.fromEntries(Object.entries(sessionStorage)));
      await context.close();
      await use(session);
    },
    { scope: 'worker' },
  ],

  loggedInPage: async ({ browser, borrowerSession, problems, extraHTTPHeaders }, use) => {
    const context = await browser.newContext({ baseURL: sandboxUrl(), extraHTTPHeaders });
    await context.addInitScript(
      ({ origin, items, mark }) => {
        if (location.origin !== origin || sessionStorage.getItem(mark)) return;
        for (const [key, value] of Object.entries(items)) sessionStorage.setItem(key, value);
        sessionStorage.setItem(mark, '1');
      },
      { origin: new URL(sandboxUrl()).origin, items: borrowerSession, mark: RESTORED_MARK },
    );
    const page = await context.newPage();
    await problems.watch(page);
    await use(page);
    await context.close();
  },
});

export { expect };
