/** A browser context signed in as a borrower, shared by the bench scripts that measure logged-in pages. */
import type { Browser, BrowserContext, Page } from 'playwright-core';

/** A scenario borrower's credentials. */
export interface Borrower {
  username: string;
  password: string;
}

/** Logs `user` in on `page` through the real login page and waits for the dashboard. */
export async function logIn(page: Page, baseUrl: string, user: Borrower, timeoutMs = 20_000): Promise<void> {
  await page.goto(`${baseUrl}/#/home/login`);
  await page.getByLabel('User Name', { exact: true }).fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(/#\/myaccount\/dashboard$/, { timeout: timeoutMs });
}

/**
 * Logs `user` in through the real login page, then gives every later page of the context a copy of the
 * session (it lives in sessionStorage, which is per page). Throws when the login does not reach the dashboard.
 */
export async function signedInContext(
  browser: Browser,
  baseUrl: string,
  user: Borrower,
  timeoutMs = 20_000,
): Promise<BrowserContext> {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await logIn(page, baseUrl, user, timeoutMs);
    const session = await page.evaluate(() => Object.fromEntries(Object.entries(sessionStorage)));
    await context.addInitScript((items) => {
      for (const [k, v] of Object.entries(items)) sessionStorage.setItem(k, v);
    }, session);
    await page.close();
    return context;
  } catch (error) {
    await context.close();
    throw error;
  }
}

/** Logs `user` in on `page` and opens the payment screen paying by E-Check with the first saved bank account. */
export async function openPaymentByCheck(page: Page, baseUrl: string, user: Borrower): Promise<void> {
  await logIn(page, baseUrl, user);
  await page.goto(`${baseUrl}/#/myaccount/payment`);
  await page.getByRole('group', { name: 'Payment Type' }).getByRole('button', { name: 'E-Check' }).click();
  await chooseFirstSavedMethod(page);
}

/** On the payment screen, chooses the first saved method of the chosen type in Payment Method. */
export async function chooseFirstSavedMethod(page: Page): Promise<void> {
  const saved = page.getByLabel('Payment Method', { exact: true });
  await saved.selectOption((await saved.locator('option').nth(1).getAttribute('value')) ?? '');
}
