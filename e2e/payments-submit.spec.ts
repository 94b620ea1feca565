/**
 * Submit, confirmation and the payment lists through the sandbox (payments spec §4 "Submit", "Deleting
 * payments"; issue 12 "Pays once"). Each test logs in once and checks several things. Payments and
 * deletions change this worker's sandbox, so the spec resets it afterwards.
 */
import type { Page } from '@playwright/test';
import { scenarioNamed } from '../server-mock/scenarios/all-scenarios.ts';
import { expect, resetSandbox, sandboxUrl, test } from './fixtures.ts';
import { loginThroughUi } from './login.ts';

/** Settings of this worker's sandbox (replaces every override). */
async function overrideSettings(values: Record<string, string>): Promise<void> {
  const res = await fetch(`${sandboxUrl()}/__mock/settings`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ settings: values, institutionOptions: {} }),
  });
  expect(res.status, 'settings override').toBe(204);
}

const deleteAllowed = {
  'scheduledPaymentOptions.allowScheduledPaymentDeleteOption': 'true',
  'recurringPaymentOptions.allowRecurringPaymentDeleteOption': 'true',
};

test.afterAll(async () => {
  await resetSandbox();
});

/** Opens the make-payment screen of a scenario borrower with one loan (preselected). */
async function openPaymentAs(page: Page, username: string): Promise<void> {
  await loginThroughUi(page, scenarioNamed(username));
  await page.goto('/#/myaccount/payment');
  await expect(page.getByRole('heading', { level: 1, name: 'Make Payment' })).toBeVisible();
}

test.describe('scheduled and recurring payments', () => {
  test.afterEach(async () => {
    await overrideSettings({});
  });

  test('when the borrower deletes the scheduled payment then it leaves the list and the deletion is confirmed', async ({ page }) => {
    await overrideSettings(deleteAllowed);
    await openPaymentAs(page, 'omar.haddad');
    const list = page.getByRole('region', { name: 'Scheduled Payments' });
    await expect(list.getByRole('row')).toHaveCount(2);
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

  test('when the borrower deletes the recurring payment then the panel goes; without the setting it cannot be deleted', async ({ page }) => {
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
