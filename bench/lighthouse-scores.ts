/**
 * Lighthouse 12 (default config = mobile preset) performance and accessibility for the login page,
 * the dashboard and the make-payment screen. Chromium is launched by chrome-launcher; Lighthouse drives a Puppeteer
 * page of
 * it. The dashboard needs the session in that tab's sessionStorage, so the borrower logs in
 * through the login screen in the same tab first and Lighthouse keeps storage (no storage reset).
 */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { CHROMIUM_FLAGS, chromiumPath } from './chromium.ts';

/** Scores 0..100, or the reason a run failed. */
export interface PageScores {
  performance: number | null;
  accessibility: number | null;
  /** The URL shown when the audit ended (a guard redirect would show here). */
  finalUrl?: string;
  error?: string;
}

async function audit(url: string, port: number, page: Page, keepStorage: boolean): Promise<PageScores> {
  const result = await lighthouse(
    url,
    { port, logLevel: 'error', onlyCategories: ['performance', 'accessibility'], disableStorageReset: keepStorage },
    undefined,
    page,
  );
  const score = (id: string) => {
    const s = result?.lhr.categories[id]?.score;
    return typeof s === 'number' ? Math.round(s * 100) : null;
  };
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    finalUrl: result?.lhr.finalDisplayedUrl,
  };
}

async function loginInTab(page: Page, baseUrl: string, user: { username: string; password: string }): Promise<void> {
  await page.goto(`${baseUrl}/#/home/login`);
  await page.locator('::-p-aria([name="User Name"][role="textbox"])').fill(user.username);
  await page.locator('::-p-aria([name="Password"][role="textbox"])').fill(user.password);
  await page.locator('::-p-aria([name="Login"][role="button"])').click();
  await page.waitForFunction(() => location.hash === '#/myaccount/dashboard', { timeout: 10_000 });
}

/** Audits a logged-in route in a tab that logs in first; a guard redirect shows as an error. */
async function auditLoggedIn(
  baseUrl: string,
  port: number,
  page: Page,
  user: { username: string; password: string },
  route: string,
): Promise<PageScores> {
  try {
    await loginInTab(page, baseUrl, user);
    const scores = await audit(`${baseUrl}/#/${route}`, port, page, true);
    if (!scores.finalUrl?.endsWith(`#/${route}`)) scores.error = `audit ended on ${scores.finalUrl}, not ${route}`;
    return scores;
  } catch (error) {
    return {
      performance: null,
      accessibility: null,
      error: `login failed: ${(error as Error).message.split('\n')[0]}`,
    };
  }
}

/** Audits the login page, the dashboard and the make-payment screen. */
export async function lighthouseScores(
  baseUrl: string,
  user: { username: string; password: string },
): Promise<{ login: PageScores; dashboard: PageScores; payment: PageScores }> {
  const chrome = await launch({ chromePath: chromiumPath(), chromeFlags: CHROMIUM_FLAGS });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  try {
    const login = await audit(`${baseUrl}/#/home/login`, chrome.port, await browser.newPage(), false);
    const dashboard = await auditLoggedIn(baseUrl, chrome.port, await browser.newPage(), user, 'myaccount/dashboard');
    const payment = await auditLoggedIn(baseUrl, chrome.port, await browser.newPage(), user, 'myaccount/payment');
    return { login, dashboard, payment };
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
}
