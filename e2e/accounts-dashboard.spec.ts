/**
 * Accounts through the sandbox: the dashboard for each account state, the deposit page's history
 * (sort, CSV and PDF through the download token), login history, and the error texts reached
 * through the fault controls. One login per scenario user, several checks per login.
 */
import type { Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { pdfPageTexts } from '../server-mock/testing/pdf-text.ts';
import { scenarioNamed } from '../server-mock/scenarios/all-scenarios.ts';
import { expect, test } from './fixtures.ts';
import { shownAlert } from './alerts.ts';

/**
 * Logs in as a scenario user through the login screen, after forgetting the previous one (session
 * cleared, page left, so the next load starts clean). Like `loginThroughUi`, with a longer wait for
 * the dashboard: the first login of a worker also loads the logged-in chunks.
 */
const loginAs = async (page: Page, username: string) => {
  const user = scenarioNamed(username);
  await page.evaluate(() => sessionStorage.clear()).catch(() => {});
  await page.goto('about:blank');
  await page.goto('/#/home/login');
  await page.getByLabel('User Name', { exact: true }).fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/#\/myaccount\/dashboard$/, { timeout: 20_000 });
};
const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/**
 * The file a download button opens in a new tab. The token is single-use, so the tab's own request
 * is the only one: it is passed through and its body kept.
 */
async function downloadFrom(page: Page, button: string): Promise<Buffer> {
  let body: Buffer | undefined;
  const pattern = '**/api/AccountHistory/DownloadAccountHistory?*';
  await page.context().route(pattern, async (route) => {
    const response = await route.fetch();
    body = await response.body();
    await route.fulfill({ response, body });
  });
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: button }).click();
  const tab = await popup;
  await expect.poll(() => body?.length ?? 0).toBeGreaterThan(0);
  await tab.close();
  await page.context().unroute(pattern);
  return body!;
}

test('when basic, past-due and closed-loan borrowers log in then the dashboard shows their lists, row styles and buttons', async ({
  page,
}) => {
  await loginAs(page, 'basic.user');
  await expect(region(page, 'Loans')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Make Payment' })).toBeVisible();
  await expect(page.getByText(/Last login \d{2}\/\d{2}\/\d{4} from /)).toBeVisible();
  await expect(page.getByRole('note')).toHaveCount(0);

  await loginAs(page, 'past.due');
  const pastDueRow = region(page, 'Loans').getByRole('row').filter({ hasText: 'Personal Loan' });
  await expect(pastDueRow).toContainText('Past Due');
  await expect(pastDueRow).toHaveClass(/account-row--pastDue/);

  await loginAs(page, 'closed.loan');
  await expect(region(page, 'Loans')).toHaveCount(0);
  // Its only loan is closed and takes no payment: no Make Payment leading to a screen with nothing to pay.
  await expect(page.getByRole('main').getByRole('link', { name: 'Make Payment' })).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Show closed accounts' }).check();
  const closedRow = region(page, 'Loans').getByRole('row').filter({ hasText: 'Used Auto Loan' });
  await expect(closedRow).toContainText('Closed');
  await expect(closedRow).toHaveClass(/account-row--closed/);
});

test('when line-of-credit, no-accounts, deposit-only and no-email borrowers log in then the dashboard shows what their accounts call for', async ({
  page,
}) => {
  await loginAs(page, 'credit.line');
  await expect(region(page, 'Lines of Credit')).toBeVisible();
  await expect(region(page, 'Investments')).toBeVisible();
  await expect(region(page, 'Loans')).toHaveCount(0);

  await loginAs(page, 'no.accounts');
  await expect(page.getByText('No Existing Accounts')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Make Payment' })).toHaveCount(0);
  await expect(region(page, 'Applications').getByRole('link').first()).toBeVisible();

  await loginAs(page, 'deposit.only');
  await expect(region(page, 'Deposits')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Make Payment' })).toHaveCount(0);

  await loginAs(page, 'tom.harris');
  await expect(page.getByRole('note')).toContainText('We do not have an email address on file for you.');
});

test('when the borrower opens a deposit then the history sorts, and its CSV and PDF hold the rows, the number and the accented name', async ({
  page,
}) => {
  await loginAs(page, 'many.accts');
  await expect(region(page, 'Loans').getByRole('row')).toHaveCount(14); // 13 open loans + the header row
  await region(page, 'Deposits').getByRole('link', { name: 'Everyday Checking' }).first().click();
  await expect(page).toHaveURL(/depositDetails\//);
  const number = decodeURIComponent(page.url().split('/').pop() ?? '');
  const table = page.getByRole('table').first();
  await expect(table).toBeVisible();
  const shown = Number(await table.getAttribute('aria-rowcount')) - 1;
  expect(shown).toBeGreaterThan(0);
  // Long descriptions end in an ellipsis: the table is never wider than its box (no sideways scrolling).
  const box = page.getByRole('region', { name: 'Account History' }).last();
  expect(await box.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);

  await page.getByRole('button', { name: /Total Payment/ }).click();
  await expect(page.getByRole('columnheader', { name: /Total Payment/ })).toHaveAttribute('aria-sort', 'descending');

  const csv = parse((await downloadFrom(page, 'Download CSV')).toString('utf8'), {
    columns: true,
    bom: true,
  }) as Record<string, string>[];
  expect(csv).toHaveLength(shown);
  // The header row is the table's column labels (decision 363).
  expect(Object.keys(csv[0] ?? {})).toEqual([
    'Date',
    'Time',
    'Description',
    'Principal',
    'Interest',
    'Other',
    'Total Payment',
    'Principal Balance',
  ]);

  const pdf = (await pdfPageTexts(new Uint8Array(await downloadFrom(page, 'Download PDF')))).join('\n');
  expect(pdf).toContain(number);
  expect(pdf).toContain('José Núñez');
});

test('when the sandbox fails then the account list, applications, history and login history show their error texts', async ({
  page,
  mock,
  problems,
}) => {
  problems.allow(/status of (500|400)/);
  await loginAs(page, 'basic.user');
  await page.getByRole('link', { name: 'Login History' }).click();
  await expect(page.getByRole('columnheader', { name: /Date/ })).toBeVisible();
  await expect(page.getByRole('row')).not.toHaveCount(1);

  await mock.fault({ path: '/api/Profile/LoginHistory', status: 400 });
  await page.reload();
  await expect(shownAlert(page)).toHaveText('Error: Cannot Get Login History.');
  await mock.fault({ path: '/api/accountList', status: 500 });
  await mock.fault({ path: '/api/Application/GetList', status: 400 });
  await page.goto('/#/myaccount/dashboard');
  await expect(page.getByRole('alert').filter({ hasText: 'account list' })).toHaveText(
    'An error occurred trying to retrieve the account list.',
  );
  await expect(region(page, 'Applications').getByRole('alert')).toHaveText('Error');

  await mock.fault({ path: '/api/AccountHistory', status: 200, errorCode: 'SecurityNotAllowed', times: 3 });
  await page.reload();
  await region(page, 'Deposits').getByRole('link').first().click();
  await expect(shownAlert(page)).toHaveText('Unable to get account history due to security reasons');
});
