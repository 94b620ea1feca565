/**
 * Submit, confirmation and the payment lists through the sandbox (payments spec §4 "Submit", "Deleting
 * payments"). Each test logs in once and checks several things. Payments and
 * deletions change this worker's sandbox, so the spec resets it afterwards.
 */
import type { Page } from '@playwright/test';
import { addDays, nextBusinessDay, todayOf } from '../schemas/src/rules/calendar.ts';
import { scenarioNamed } from '../server-mock/scenarios/all-scenarios.ts';
import { expectNoAxeViolations } from './axe.ts';
import { e2eNow } from './e2e-clock.ts';
import { expect, overrideSettings, test } from './fixtures.ts';
import { loginThroughUi } from './login.ts';
import { shownAlert } from './alerts.ts';

const deleteAllowed = {
  'scheduledPaymentOptions.allowScheduledPaymentDeleteOption': 'true',
  'recurringPaymentOptions.allowRecurringPaymentDeleteOption': 'true',
};

// Payments and deletions change the loans other specs of this worker read: back to the seed (settings
// overrides included) after each test, once its page is closed.
test.use({ resetSandboxAfterTest: true });

/** The day as the calendar names it: "Wednesday, November 25, 2026". */
function spokenDay(day: string): string {
  return new Date(`${day}T12:00:00`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
}

/**
 * Chooses the loan's saved method of `type`, optionally a later one-time date, and payoff: the amount step
 * is then not in force (spec §4), so Make Payment shows.
 */
async function choosePayoff(page: Page, type: 'Card' | 'E-Check', day?: string): Promise<void> {
  await page.goto('/#/myaccount/payment');
  await expect(page.getByRole('heading', { level: 1, name: 'Make Payment' })).toBeVisible();
  await page.getByRole('button', { name: type, exact: true }).click();
  // The default method is preselected when it is of this type; otherwise the first saved one is chosen.
  const picker = page.getByRole('combobox', { name: 'Payment Method' });
  if ((await picker.inputValue()) === '') await picker.selectOption({ index: 1 });
  await expect(page.getByRole('heading', { name: 'Payment Frequency' })).toBeVisible();
  if (day) {
    const grid = page.getByRole('grid');
    if (day.slice(0, 7) !== todayOf(e2eNow()).slice(0, 7))
      await page.getByRole('button', { name: 'Next month' }).click();
    await grid.getByRole('button', { name: spokenDay(day), exact: true }).click();
  }
  await page.getByRole('checkbox', { name: 'Pay off the full amount' }).check();
  await expect(page.getByText(day ? 'Pay off as of' : 'Pay off as of today:')).toBeVisible();
}

/** The confirmation page's rows as label → value. */
async function receipt(page: Page): Promise<Record<string, string>> {
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Confirmation' })).toBeVisible();
  const terms = await page.getByRole('term').allInnerTexts();
  const values = await page.getByRole('definition').allInnerTexts();
  return Object.fromEntries(terms.map((t, i) => [t, values[i] ?? '']));
}

/** Opens the make-payment screen of a scenario borrower with one loan (preselected). */
async function openPaymentAs(page: Page, username: string): Promise<void> {
  await loginThroughUi(page, scenarioNamed(username));
  await page.goto('/#/myaccount/payment');
  await expect(page.getByRole('heading', { level: 1, name: 'Make Payment' })).toBeVisible();
}

test.describe('submit', () => {
  test('when a card payment is declined then the text shows and Make Payment is disabled; an immediate card payment then opens its confirmation', async ({
    loggedInPage: page,
    mock,
  }) => {
    await overrideSettings({ 'paymentSubmitErrors.cardPaymentErrorText': 'Please call us at 555-0100.' });
    await mock.fault({ method: 'POST', path: '/api/PaymentImmediate/SubmitCard', status: 200, errorCode: 'Declined' });
    await choosePayoff(page, 'Card');
    await page.getByRole('button', { name: 'Make Payment' }).click();
    await page.getByRole('dialog', { name: 'Make Payment' }).getByRole('button', { name: 'Submit' }).click();
    await expect(shownAlert(page)).toHaveText('Transaction Declined. Please call us at 555-0100.');
    await expect(page.getByRole('button', { name: 'Make Payment' })).toBeDisabled();

    await page.reload();
    await choosePayoff(page, 'Card');
    await page.getByRole('button', { name: 'Make Payment' }).click();
    await page.getByRole('dialog', { name: 'Make Payment' }).getByRole('button', { name: 'Submit' }).click();
    const rows = await receipt(page);
    expect(rows['Confirmation Number']).toMatch(/\S+/);
    expect(rows).toMatchObject({ 'Card used to Pay': 'Visa x1111', Frequency: 'One Time' });
    expect(rows).toHaveProperty('Total');
    await expect(page.getByText('please verify that your recurring payment begins as expected')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Back to Dashboard' }).click();
    await expect(page).toHaveURL(/#\/myaccount\/dashboard$/);
  });

  test('when Submit is double-clicked and the answer is lost after the server answered then the resend finds the one scheduled ACH payment', async ({
    loggedInPage: page,
    problems,
  }) => {
    problems.allow(/Failed to load resource: net::ERR_CONNECTION_RESET .*PaymentScheduled\/SubmitAch/);
    // Up to three scheduled payments, so a second payment would be accepted and show in the list.
    await overrideSettings({
      'scheduledPaymentOptions.maxScheduledPaymentsAllowedOption': '3',
      'scheduledPaymentOptions.allowFuturePayoffByACHOption': 'true',
    });
    const day = nextBusinessDay(addDays(todayOf(e2eNow()), 1));
    await choosePayoff(page, 'E-Check', day);
    const keys: (string | null)[] = [];
    let firstReference: string | undefined;
    await page.route('**/api/PaymentScheduled/SubmitAch', async (route) => {
      keys.push(await route.request().headerValue('idempotency-key'));
      const response = await route.fetch();
      if (firstReference === undefined) {
        // The server made the payment and answered; the borrower's connection drops before the answer arrives.
        firstReference = ((await response.json()) as { ReferenceNumber: string }).ReferenceNumber;
        await route.abort('connectionreset');
      } else await route.fulfill({ response });
    });
    await page.getByRole('button', { name: 'Make Payment' }).click();
    await page.getByRole('dialog', { name: 'Make Payment' }).getByRole('button', { name: 'Submit' }).dblclick();
    const rows = await receipt(page);
    expect(rows['Confirmation Number']).toBe(firstReference);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    await expect(
      page.getByText(
        'If you are close to your due date, please verify that your recurring payment begins as expected.',
      ),
    ).toBeVisible();
    await page.goto('/#/myaccount/payment');
    await expect(page.getByRole('region', { name: 'Scheduled Payments' }).getByRole('row')).toHaveCount(2);
  });
});

test.describe('recurring', () => {
  test('when a recurring ACH payment needs the draft agreement then Confirm enables only after the preview was opened', async ({
    loggedInPage: page,
  }) => {
    await overrideSettings({ 'portal.requireAchDraftAgreementOption': 'true' });
    await page.goto('/#/myaccount/payment');
    await page.getByRole('button', { name: 'E-Check', exact: true }).click();
    const picker = page.getByRole('combobox', { name: 'Payment Method' });
    if ((await picker.inputValue()) === '') await picker.selectOption({ index: 1 });
    await page.getByRole('combobox', { name: 'Frequency' }).selectOption({ label: 'Days Before Due Date' });
    await page.getByRole('combobox', { name: 'Day(s) before due date' }).selectOption('3');
    await page.getByRole('button', { name: 'Make Payment' }).click();
    const dialog = page.getByRole('dialog', { name: 'ACH Draft Agreement' });
    await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    const preview = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: 'View ACH Draft Agreement' }).click();
    const tab = await preview;
    await expect(tab).toHaveURL(/RenderACHDraftAgreementPreview\?token=/);
    await tab.close();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    const rows = await receipt(page);
    expect(rows).toMatchObject({
      'Account to Pay From': 'Checking x4321',
      Frequency: 'Days Before Due Date',
      'Days Prior': '3',
    });
    expect(rows).toHaveProperty('Total Payment to Draft');
    await page.goto('/#/myaccount/payment');
    await expect(page.getByRole('region', { name: 'Recurring Payment' })).toContainText('Days Before Due Date: 3');
  });
});

test.describe('scheduled and recurring payments', () => {
  test('when the borrower deletes the scheduled payment then it leaves the list and the deletion is confirmed', async ({
    page,
  }) => {
    await overrideSettings(deleteAllowed);
    await openPaymentAs(page, 'omar.haddad');
    const list = page.getByRole('region', { name: 'Scheduled Payments' });
    await expect(list.getByRole('row')).toHaveCount(2);
    await expectNoAxeViolations(page);
    await list.getByRole('button', { name: /^Delete / }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete' });
    await expect(dialog).toContainText('Are you sure you want to delete this scheduled payment?');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your scheduled payment was deleted.' })).toBeVisible();
    await expect(list).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Make Payment' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Scheduled Payments' })).toBeHidden();
  });

  test('when the borrower deletes the recurring payment then the panel goes; without the setting it cannot be deleted', async ({
    page,
  }) => {
    await openPaymentAs(page, 'beth.morgan');
    const panel = page.getByRole('region', { name: 'Recurring Payment' });
    await expect(panel).toContainText('x6789');
    await expect(panel.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await expect(panel).toContainText('Cannot delete recurring payment.');
    await overrideSettings(deleteAllowed);
    await page.reload();
    await panel.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete' });
    await expect(dialog).toContainText('Are you sure you want to delete your recurring payment?');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your recurring payment was deleted.' })).toBeVisible();
    await expect(panel).toBeHidden();
  });
});
