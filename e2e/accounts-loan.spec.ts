/**
 * Loan details page through the sandbox (accounts spec §2 loan details, address, dialogs; §4; §8): the
 * basic borrower's panel, address edit with its unsaved-changes guards, alert preferences, the dialogs and
 * every error text reached through the fault controls; the closed-loan, payoff-locked and past-due
 * scenarios. One login per test; several checks per test (e2e budget).
 */
import type { Page } from '@playwright/test';
import { scenarioNamed } from '../server-mock/scenarios/all-scenarios.ts';
import { expect, overrideSettings, test } from './fixtures.ts';
import { loginThroughUi } from './login.ts';
import { shownAlert } from './alerts.ts';

// Each test covers a whole flow (one login each, e2e budget); 60 s leaves room on a busy machine.
test.describe.configure({ timeout: 60_000 });

/** basic.user's auto loan (the route table's example path). */
const BASIC_LOAN = '0001-734140-5';

/** Options that show every button of the page; cleared after each test. */
const ALL_BUTTONS = {
  'loanDetails.usePayoffQuoteOption': 'true',
  'loanDetails.useInsuranceInformationOption': 'true',
  'loanDetails.usePayoffQuotePdfDownloadOption': 'true',
};

/** The first loan (type 0) of the logged-in user, read with the page's own session. */
async function firstLoan(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const user = JSON.parse(sessionStorage.getItem('portal.session') ?? '{}') as { userToken?: string };
    const res = await fetch('/api/accountList', { headers: { UserToken: user.userToken ?? '' } });
    const body = (await res.json()) as { Accounts: { Number: string; Type: number }[] };
    return body.Accounts.find((a) => a.Type === 0)?.Number ?? '';
  });
}

async function openLoan(page: Page, accountNumber: string): Promise<void> {
  await page.goto(`/#/myaccount/loanDetails/${accountNumber}`);
  await expect(page.getByRole('heading', { name: 'Loan Details', level: 1 })).toBeVisible();
}

const infoRow = (page: Page, label: string) =>
  page.locator('.loan-info__row', { has: page.getByText(label, { exact: true }) });

test.afterEach(async () => {
  await overrideSettings({});
});

test('basic: when the loan opens then the panel shows its fields; editing the address guards leaving and logout; saving shows the check mark; insurance and payoff quote with its PDF', async ({
  loggedInPage: page,
}) => {
  await overrideSettings(ALL_BUTTONS);
  await openLoan(page, BASIC_LOAN);
  await expect(infoRow(page, 'Account Number')).toContainText('0001-734140');
  await expect(infoRow(page, 'Account Number')).not.toContainText('734140-5');
  await expect(infoRow(page, 'Interest Rate')).toContainText(/^.*\d+\.\d{2}%$/);
  await expect(
    page.getByRole('region', { name: 'Branch Information' }).getByRole('link', { name: /^\(\d{3}\) \d{3}-\d{4}$/ }),
  ).toHaveAttribute('href', /^tel:\+1\d{10}$/);

  const street = page.getByLabel('Street Address');
  const original = await street.inputValue();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await street.fill(`${original} Ste <2>`);
  await expect(street).toHaveValue(`${original} Ste 2`);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Dashboard' }).first().click();
  const leave = page.getByRole('dialog', { name: 'Unsaved Changes' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'No' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('dialog', { name: 'Unsaved Changes' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Unsaved Changes' }).getByRole('button', { name: 'No' }).click();

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Changes saved' })).toBeAttached();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('Street Address')).toHaveValue(`${original} Ste 2`);
  // Cancel returns to the cached address; then the original goes back for the other specs.
  await page.getByLabel('Street Address').fill('somewhere else');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByLabel('Street Address')).toHaveValue(`${original} Ste 2`);
  await page.getByLabel('Street Address').fill(original);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);

  // Alert preferences: a tick with empty days reads 15 days before; Reset puts it back.
  await page.getByRole('checkbox', { name: 'Due Date Reminder 4' }).check();
  await expect(page.getByRole('textbox', { name: 'Due Date Reminder 4: Days' })).toHaveValue('15');
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByRole('checkbox', { name: 'Due Date Reminder 4' })).not.toBeChecked();

  await page.getByRole('button', { name: 'View Insurance' }).click();
  const insurance = page.getByRole('dialog', { name: 'Insurance Information' });
  await expect(insurance.getByRole('columnheader')).toHaveText(['Product', 'Individual', 'Premium', 'Coverage Amount']);
  await expect(insurance.getByRole('row').nth(1)).toContainText('$');
  await insurance.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Get Payoff Quote' }).click();
  const payoff = page.getByRole('dialog', { name: 'Payoff Quote' });
  const today = await payoff.getByLabel('Payoff Date').inputValue();
  await payoff.getByLabel('Payoff Date').fill('01/01/2000');
  await expect(payoff.getByText('Error Choosing Date. Please Choose a future date')).toBeVisible();
  await expect(payoff.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await payoff.getByLabel('Payoff Date').fill(today);
  await payoff.getByRole('button', { name: 'Submit' }).click();
  await expect(payoff).toContainText('Your payoff quote request was submitted successfully.');
  await expect(payoff).toContainText(/Payoff amount on .*: \$[\d,]+\.\d{2}/);
  // The new tab's own request, not its URL: a headless shell (decision 278) has no PDF viewer, so the tab
  // downloads the file and stays on about:blank, where the full browser would show it at that address.
  const answered = page
    .context()
    .waitForEvent('response', (r) => r.url().includes('/api/PaymentInformation/DownloadPayoffQuoteBreakdown'));
  const [pdf] = await Promise.all([
    page.context().waitForEvent('page'),
    payoff.getByRole('button', { name: 'Download Payoff Breakdown (PDF)' }).click(),
  ]);
  const response = await answered;
  expect(response.url()).toMatch(/\/api\/PaymentInformation\/DownloadPayoffQuoteBreakdown\?downloadToken=/);
  expect(response.frame().page()).toBe(pdf);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  await pdf.close();
});

test('basic: every error text through the fault controls (load, address save, insurance, payoff quote, hide, alert save)', async ({
  loggedInPage: page,
  mock,
  problems,
}) => {
  problems.allow(/status of 5\d\d/);
  await overrideSettings(ALL_BUTTONS);
  await mock.fault({ path: '/api/AccountDetails', status: 500 });
  await page.goto(`/#/myaccount/loanDetails/${BASIC_LOAN}`);
  await expect(page).toHaveURL(/#\/myaccount\/dashboard$/);
  await expect(page.getByRole('alert').filter({ hasText: 'account information' })).toHaveText(
    'An error occurred trying to retrieve account information.',
  );

  await openLoan(page, BASIC_LOAN);
  await mock.fault({ method: 'POST', path: '/api/Account/UpdateAddress', status: 500 });
  await page.getByLabel('City').fill('Dallas');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(shownAlert(page)).toHaveText(
    'There was a problem saving changes. Please check your information and try again.',
  );
  await page.getByLabel('Zip Code').fill('10001');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(shownAlert(page)).toHaveText('City is not found within the specified zip code.');
  await page.getByLabel('Zip Code').fill('123');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').first()).toHaveText('Was unable to save changes, please correct errors first.');
  await expect(page.getByText('Zip code must be 5 digits')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  await mock.fault({ method: 'POST', path: '/api/Insurance/GetInsuranceInformation', status: 500 });
  await page.getByRole('button', { name: 'View Insurance' }).click();
  const insurance = page.getByRole('dialog', { name: 'Insurance Information' });
  await expect(insurance.getByRole('alert')).toHaveText('An error occurred attempting to load insurance information.');
  await insurance.getByRole('button', { name: 'Close' }).click();

  await mock.fault({ path: '/api/PaymentInformation/GetPayOffQuote', status: 500 });
  await page.getByRole('button', { name: 'Get Payoff Quote' }).click();
  const payoff = page.getByRole('dialog', { name: 'Payoff Quote' });
  await payoff.getByRole('button', { name: 'Submit' }).click();
  await expect(payoff).toContainText('An error occurred when attempting to submit a payoff quote request');
  await payoff.getByRole('button', { name: 'Close' }).click();

  await mock.fault({ method: 'POST', path: '/api/Account/ShowHideAccount', status: 500 });
  await page.getByRole('button', { name: 'Hide From Web' }).click();
  const hide = page.getByRole('dialog', { name: 'Hide From Web' });
  await hide.getByRole('button', { name: 'Hide' }).click();
  await expect(hide).toContainText('An error occurred attempting to hide this account from the web.');
  await hide.getByRole('button', { name: 'Cancel' }).click();

  await mock.fault({ method: 'POST', path: '/api/AccountAlerts', status: 500 });
  await page.getByRole('checkbox', { name: 'Due Date Reminder 4' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('region', { name: 'Alert Preferences' }).getByRole('alert')).toHaveText('Error');
});

test('closed-loan: the address is read-only, and there is no Make A Payment and no alert preferences', async ({
  page,
}) => {
  await loginThroughUi(page, scenarioNamed('closed.loan'));
  await openLoan(page, await firstLoan(page));
  await expect(page.getByText('This loan is closed. Its details are shown read-only.')).toBeVisible();
  for (const label of ['Street Address', 'City', 'State', 'Zip Code'])
    await expect(page.getByLabel(label)).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Make A Payment' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Alert Preferences' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Hide From Web' })).toBeVisible();
});

test('payoff-locked: the lock flag shows and a payoff quote is refused with the error text', async ({ page }) => {
  await overrideSettings({ 'loanDetails.usePayoffQuoteOption': 'true' });
  await loginThroughUi(page, scenarioNamed('ray.santos'));
  await openLoan(page, await firstLoan(page));
  await expect(page.getByRole('alert').filter({ hasText: 'Account loan is locked for pay off.' })).toBeVisible();
  await page.getByRole('button', { name: 'Get Payoff Quote' }).click();
  const payoff = page.getByRole('dialog', { name: 'Payoff Quote' });
  await payoff.getByRole('button', { name: 'Submit' }).click();
  await expect(payoff).toContainText('An error occurred when attempting to submit a payoff quote request');
});

test.describe('hiding a loan', () => {
  // The hidden loan would be missing for later specs of this worker: back to the seed once the page is closed.
  test.use({ resetSandboxAfterTest: true });

  test('past-due: the loan opens with Make A Payment; Hide From Web hides it and returns to the dashboard after 4 seconds', async ({
    page,
  }) => {
    await loginThroughUi(page, scenarioNamed('past.due'));
    const loan = await firstLoan(page);
    await openLoan(page, loan);
    await expect(page.getByRole('link', { name: 'Make A Payment' })).toHaveAttribute(
      'href',
      `#/myaccount/payment/${loan}`,
    );
    await expect(infoRow(page, 'Late Fees')).toContainText('$');
    await page.getByRole('button', { name: 'Hide From Web' }).click();
    const hide = page.getByRole('dialog', { name: 'Hide From Web' });
    await hide.getByRole('button', { name: 'Hide' }).click();
    await expect(hide).toContainText(
      'This account has been hidden from the web. Please contact your institution to view this account again.',
    );
    await expect(page).toHaveURL(/#\/myaccount\/dashboard$/, { timeout: 8_000 });
    expect(await firstLoan(page)).toBe('');
  });
});
