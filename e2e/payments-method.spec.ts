/**
 * The make-payment screen's first two steps through the sandbox: the blocked scenarios, a
 * payment-info error from the host, the default method set and cleared, a saved method deleted with its
 * note, each wallet and the outside card panel, and the keyboard-only path. One login per test.
 * Settings overrides (PUT /__mock/settings) reach only this worker's sandbox and are put back in `finally`.
 */
import type { Locator, Page } from '@playwright/test';
import { scenarioNamed } from '../server-mock/scenarios/all-scenarios.ts';
import { expect, overrideSettings, test } from './fixtures.ts';
import { loginThroughUi } from './login.ts';
import { addSavedCard } from './saved-card.ts';

const CARD_BLOCKED =
  'Card payment not allowed on this loan at this time. Please make an ACH payment or contact your institution.';
const ACH_BLOCKED =
  'ACH payment not allowed on this loan at this time. Please make a card payment or contact your institution.';
const DELINQUENT = 'This account is delinquent. Please contact your financial institution for further assistance.';
const NITE_MODE =
  'We are currently doing nightly system maintenance. Please try your payment again in about 15 minutes.';

/** Logs in as a scenario user and opens the make-payment screen. */
async function openPaymentAs(page: Page, username: string): Promise<void> {
  await loginThroughUi(page, scenarioNamed(username));
  await page.goto('/#/myaccount/payment');
  await expect(page.getByRole('heading', { level: 1, name: 'Make Payment' })).toBeVisible();
}

const typeGroup = (page: Page) => page.getByRole('group', { name: 'Payment Type' });
const frequencyHeading = (page: Page) => page.getByRole('heading', { name: 'Payment Frequency' });

/** Presses Tab until `target` has focus (keyboard only). */
async function tabTo(page: Page, target: Locator, max = 25): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('when card or ACH is blocked by the host then its text shows and only the other type is offered, preselected', async ({
  page,
}) => {
  await openPaymentAs(page, 'jill.becker');
  await expect(page.getByText(CARD_BLOCKED)).toBeVisible();
  await expect(typeGroup(page).getByRole('button')).toHaveText(['E-Check']);
  await expect(typeGroup(page).getByRole('button', { name: 'E-Check' })).toHaveAttribute('aria-pressed', 'true');

  // The next borrower in the same tab: a fresh sessionStorage is a fresh portal session.
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  await openPaymentAs(page, 'luis.ortega');
  await expect(page.getByText(ACH_BLOCKED)).toBeVisible();
  await expect(typeGroup(page).getByRole('button')).toHaveText(['Card']);
  await expect(typeGroup(page).getByRole('button', { name: 'Card' })).toHaveAttribute('aria-pressed', 'true');
});

test('when the delinquent borrower pays then the fee banner shows; when the host answers Delinquent or NiteMode its text stops the payment', async ({
  page,
  mock,
}) => {
  await openPaymentAs(page, 'delinquent');
  await expect(page.getByText(/^This account has servicing fees due: \$/)).toBeVisible();
  await expect(typeGroup(page)).toBeVisible();

  await mock.fault({
    method: 'GET',
    path: '/api/PaymentInformation/GetPaymentInfo',
    status: 200,
    errorCode: 'Delinquent',
  });
  await page.reload();
  await expect(page.getByText(DELINQUENT)).toBeVisible();
  await expect(typeGroup(page)).toHaveCount(0);

  await mock.fault({
    method: 'GET',
    path: '/api/PaymentInformation/GetPaymentInfo',
    status: 200,
    errorCode: 'NiteMode',
  });
  await page.reload();
  await expect(page.getByText(NITE_MODE)).toBeVisible();
  await expect(typeGroup(page)).toHaveCount(0);
});

test('when a method is set as default then the banner names it; its delete icon clears it; a deleted method leaves with a note', async ({
  page,
}) => {
  await openPaymentAs(page, 'luis.ortega');
  // The seeded default is the card x4444; clearing and setting it again leaves the sandbox as seeded.
  await expect(page.getByText('Card ending with x4444')).toBeVisible();
  // The default card is preselected (a valid choice); clearing the default keeps it chosen and offers Set As Default.
  await expect(page.getByLabel('Payment Method', { exact: true })).toHaveValue(/^card_/);
  await page.getByRole('button', { name: 'Clear default method' }).click();
  await expect(page.getByText('Card ending with x4444')).toHaveCount(0);
  // The clear button is gone: focus lands on the dropdown, not <body>, and the change is announced.
  await expect(page.getByLabel('Payment Method', { exact: true })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Default payment method cleared.' })).toBeVisible();
  await page.getByRole('button', { name: 'Set As Default Method' }).click();
  await expect(page.getByText('Card ending with x4444')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Set As Default Method' })).toHaveCount(0);

  // A card of its own to delete (Discover's published test number), added through the API as the modal would.
  await addSavedCard(page, await page.getByLabel('Loan Account', { exact: true }).inputValue(), {
    firstName: 'Luis',
    lastName: 'Ortega',
    zipCode: '87102',
    number: '6011111111111117',
    brand: 'discover',
  });
  await page.reload();
  await page.getByLabel('Payment Method', { exact: true }).selectOption({ label: 'Discover x1117' });
  await page.getByRole('button', { name: 'Delete payment method' }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure you want to delete this payment method?' });
  await expect(confirm).toContainText(
    'Deleting this payment method will cancel and remove any scheduled payments currently setup with this payment method.',
  );
  expect((await confirm.boundingBox())?.width).toBe(350);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Successfully deleted payment method.')).toBeVisible();
  await expect(
    page.getByLabel('Payment Method', { exact: true }).getByRole('option', { name: 'Discover x1117' }),
  ).toHaveCount(0);
  await expect(page.getByLabel('Payment Method', { exact: true })).toHaveValue('');
  await expect(frequencyHeading(page)).toHaveCount(0);
  await expect(page.getByText('Successfully deleted payment method.')).toHaveCount(0, { timeout: 7000 });
});

test('when wallets and outside card payments are on then each wallet is a valid method at once and Card shows the outside link', async ({
  loggedInPage: page,
}) => {
  await overrideSettings({
    'generalPaymentOptions.allowWalletPayments': 'true',
    'generalPaymentOptions.allowGooglePaymentsOption': 'true',
    'generalPaymentOptions.allowApplePaymentsOption': 'true',
    'generalPaymentOptions.allowVenmoPaymentsOption': 'true',
    'generalPaymentOptions.allowPaypalPaymentsOption': 'true',
    'cardPaymentOptions.allowThirdPartyCardPaymentsOption': 'true',
    'cardPaymentOptions.thirdPartyCardPaymentsLinkOption': 'https://pay.example.com/portal',
  });
  try {
    await page.goto('/#/myaccount/payment');
    await expect(typeGroup(page).getByRole('button')).toHaveText([
      'Card',
      'E-Check',
      'GooglePay',
      'ApplePay',
      'Venmo',
      'PayPal',
    ]);
    for (const wallet of ['GooglePay', 'ApplePay', 'Venmo', 'PayPal']) {
      await typeGroup(page).getByRole('button', { name: wallet }).click();
      await expect(typeGroup(page).getByRole('button', { name: wallet })).toHaveAttribute('aria-pressed', 'true');
      await expect(frequencyHeading(page)).toBeFocused();
      await expect(page.getByRole('button', { name: 'New payment method' })).toHaveCount(0);
    }
    await typeGroup(page).getByRole('button', { name: 'Card' }).click();
    await expect(page.getByRole('heading', { name: 'Please click the link below to make a payment' })).toBeVisible();
    const link = page.getByRole('link', { name: 'Continue to Make Payment' });
    await expect(link).toHaveAttribute('href', 'https://pay.example.com/portal');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(frequencyHeading(page)).toHaveCount(0);
  } finally {
    await overrideSettings({});
  }
});

test('when only the keyboard is used then the account, type and saved method are chosen; a select keeps focus, a pressed type moves it to what appeared', async ({
  loggedInPage: page,
}) => {
  await page.goto('/#/myaccount/payment');
  const account = page.getByLabel('Loan Account', { exact: true });
  await expect(account).not.toHaveValue('');
  await tabTo(page, account);
  await tabTo(page, typeGroup(page).getByRole('button', { name: 'E-Check' }));
  await page.keyboard.press('Enter');
  const saved = page.getByLabel('Payment Method', { exact: true });
  await tabTo(page, saved);
  await page.keyboard.press('ArrowDown');
  // WCAG 3.2.2: the revealed step does not take focus from the select that changed.
  await expect(frequencyHeading(page)).toBeVisible();
  await expect(saved).toBeFocused();
  await expect(saved).not.toHaveValue('');
  // Changing an earlier step resets the later ones (back up with Shift+Tab: Card comes before the select).
  const card = typeGroup(page).getByRole('button', { name: 'Card' });
  for (let i = 0; i < 5 && !(await card.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Shift+Tab');
  await expect(card).toBeFocused();
  await page.keyboard.press('Enter');
  // The default card is preselected, a valid choice, so frequency opens again; focus goes to the select that appeared.
  await expect(page.getByLabel('Payment Method', { exact: true })).toHaveValue(/.+/);
  await expect(frequencyHeading(page)).toBeVisible();
  await expect(page.getByLabel('Payment Method', { exact: true })).toBeFocused();
});
