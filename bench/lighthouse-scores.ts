/**
 * Lighthouse 12 (default config = mobile preset) performance and accessibility for the login page
 * and the dashboard. Chromium is launched by chrome-launcher; Lighthouse drives a Puppeteer page of
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
  return { performance: score('performance'), accessibility: score('accessibility'), finalUrl: result?.lhr.finalDisplayedUrl };
}

async function loginInTab(page: Page, baseUrl: string, user: { username: string; password: string }): Promise<void> {
  await page.goto(`${baseUrl}/#/home/login`);
  await page.locator('::-p-aria([name="User Name"][role="textbox"])').fill(user.username);
  await page.locator('::-p-aria([name="Password"][role="textbox"])').fill(user.password);
  await page.locator('::-p-aria([name="Login"][role="button"])').click();
  await page.waitForFunction(() => location.hash === '#/myaccount/dashboard', { timeout: 10_000 });
}

/** Audits the login page and the dashboard. */
export async function lighthouseScores(
  baseUrl: string,
  user: { username: string; password: string },
): Promise<{ login: PageScores; dashboard: PageScores }> {
  const chrome = await launch({ chromePath: chromiumPath(), chromeFlags: CHROMIUM_FLAGS });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  try {
    const login = await audit(`${baseUrl}/#/home/login`, chrome.port, await browser.newPage(), false);
    let dashboard: PageScores;
    try {
      const page = await browser.newPage();
      await loginInTab(page, baseUrl, user);
      dashboard = await audit(`${baseUrl}/#/myaccount/dashboard`, chrome.port, page, true);
      if (!dashboard.finalUrl?.endsWith('#/myaccount/dashboard')) dashboard.error = `audit ended on ${dashboard.finalUrl}, not the dashboard`;
    } catch (error) {
      dashboard = { performance: null, accessibility: null, error: `login failed: ${(error as Error).message.split('\n')[0]}` };
    }
    return { login, dashboard };
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
}
