/**
 * Payment kinds through the sandbox (one payment of each kind, payoff and wallet included; payments
 * spec §4 "Payoff", "Submit", §8 "Submit errors"). One login per test; each test checks several things.
 * Payments change this worker's sandbox, so the spec resets it afterwards.
 */
import { expect, overrideSettings, test } from './fixtures.ts';
import { shownAlert } from './alerts.ts';

// Payments change the loans other specs of this worker read: back to the seed (settings overrides included)
// after each test, once its page is closed.
test.use({ resetSandboxAfterTest: true });

const money = /\$[\d,]+\.\d\d/;

/** The first dollar amount in a text (a dashboard row's Balance), in cents. */
function cents(text: string): number {
  const found = text.match(money)?.[0];
  if (!found) throw new Error(`no amount in ${text}`);
  return Number(found.replace(/[$,.]/g, ''));
}

test('when the borrower pays off the loan today by card then the amount step is skipped, refused submits show their §8 texts, and the confirmation shows the payoff amount', async ({
  loggedInPage: page,
  mock,
}) => {
  await page.goto('/#/myaccount/payment');
  await expect(page.getByRole('heading', { level: 1, name: 'Make Payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Card', exact: true }).click();
  const picker = page.getByRole('combobox', { name: 'Payment Method' });
  if ((await picker.inputValue()) === '') await picker.selectOption({ index: 1 });
  await expect(page.getByRole('heading', { name: 'Payment Frequency' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Payment Amount' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Pay off the full amount' }).check();
  const quote = page.getByText('Pay off as of today:');
  await expect(quote).toContainText(money);
  const payoffAmount = (await quote.innerText()).match(money)?.[0];
  // Payoff hides the amount step (§4 "Payoff").
  await expect(page.getByRole('heading', { name: 'Payment Amount' })).toBeHidden();

  // §8: the host's own text after 'Generic -', then the catalogue's nightly-processing texts; none of these
  // disables Make Payment, and the next submit is a new payment that goes through.
  const refusals = [
    ['Generic - The host is busy, please try again.', 'The host is busy, please try again.'],
    ['nightError', 'Nightly processing error. Please try back in about 15 minutes.'],
    ['HostNightMode', 'Nightly processing is in progress. Please try back in about 15 minutes.'],
  ] as const;
  for (const [errorCode, text] of refusals) {
    await mock.fault({ method: 'POST', path: '/api/PaymentImmediate/SubmitCard', status: 200, errorCode });
    await page.getByRole('button', { name: 'Make Payment' }).click();
    await page.getByRole('dialog', { name: 'Make Payment' }).getByRole('button', { name: 'Submit' }).click();
    await expect(shownAlert(page)).toHaveText(text);
  }
  await page.getByRole('button', { name: 'Make Payment' }).click();
  await page.getByRole('dialog', { name: 'Make Payment' }).getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Confirmation' })).toBeVisible();
  const terms = await page.getByRole('term').allInnerTexts();
  const values = await page.getByRole('definition').allInnerTexts();
  const rows = Object.fromEntries(terms.map((t, i) => [t, values[i] ?? '']));
  expect(rows).toMatchObject({ Amount: payoffAmount, Frequency: 'One Time' });
});

test('when the borrower pays with PayPal then the checkout opens in a new tab, the portal goes to the dashboard, and a completed checkout shows there', async ({
  loggedInPage: page,
}) => {
  await overrideSettings({
    'generalPaymentOptions.allowWalletPayments': 'true',
    'generalPaymentOptions.allowPaypalPaymentsOption': 'true',
  });
  await page.goto('/#/myaccount/dashboard');
  const loanRow = page.getByRole('row').filter({ hasText: /Loan/ }).first();
  await expect(loanRow).toBeVisible();
  const balanceBefore = cents(await loanRow.innerText());
  await page.goto('/#/myaccount/payment');
  await page.getByRole('button', { name: 'PayPal', exact: true }).click();
  await page.getByRole('textbox', { name: 'Payment Amount' }).fill('25');
  await page.getByRole('button', { name: 'Make Payment' }).click();
  const popup = page.waitForEvent('popup');
  await page.getByRole('dialog', { name: 'Make Payment' }).getByRole('button', { name: 'Submit' }).click();
  const tab = await popup;
  await expect(tab).toHaveURL(/\/api\/PaymentImmediate\/WalletCheckout\?checkout=/);
  await expect(page).toHaveURL(/#\/myaccount\/dashboard$/);
  await expect(tab.getByRole('heading', { level: 1, name: 'PayPal checkout' })).toBeVisible();
  await expect(tab.getByText(/Pay \$25\.00 to loan ending \d{4}/)).toBeVisible();
  await tab.getByRole('button', { name: 'Complete payment' }).click();
  await expect(tab.getByRole('status')).toContainText('completed');
  await tab.close();
  await page.reload();
  // The completed checkout posted to the loan: its balance on the dashboard is $25.00 lower.
  await expect.poll(async () => cents(await loanRow.innerText())).toBe(balanceBefore - 2500);
});

test('when a second tab confirms the same card payment then it shows the first payment and the loan is paid once', async ({
  loggedInPage: page,
  problems,
}) => {
  await page.goto('/#/myaccount/dashboard');
  const loanRow = page.getByRole('row').filter({ hasText: /Loan/ }).first();
  const balanceBefore = cents(await loanRow.innerText());
  const second = await page.context().newPage();
  await problems.watch(second);
  const keys: (string | null)[] = [];
  await page.context().route('**/api/PaymentImmediate/SubmitCard', async (route) => {
    keys.push(await route.request().headerValue('idempotency-key'));
    await route.continue();
  });
  const confirmIn = async (tab: typeof page) => {
    await tab.goto('/#/myaccount/payment');
    await tab.getByRole('button', { name: 'Card', exact: true }).click();
    const picker = tab.getByRole('combobox', { name: 'Payment Method' });
    if ((await picker.inputValue()) === '') await picker.selectOption({ index: 1 });
    await tab.getByRole('textbox', { name: 'Payment Amount' }).fill('25');
    await tab.getByRole('button', { name: 'Make Payment' }).click();
    await tab.getByRole('dialog', { name: 'Make Payment' }).getByRole('button', { name: 'Submit' }).click();
    await expect(tab.getByRole('heading', { level: 1, name: 'Payment Confirmation' })).toBeVisible();
    return tab.getByRole('definition').first().innerText();
  };
  const reference = await confirmIn(page);
  expect(await confirmIn(second)).toBe(reference);
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  await page.goto('/#/myaccount/dashboard');
  await expect.poll(async () => cents(await loanRow.innerText())).toBe(balanceBefore - 2500);
});
