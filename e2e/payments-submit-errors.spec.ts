/**
 * Each submit error of the payments spec §8 "Submit errors" through the sandbox's fault control.
 * One login: an immediate ACH payoff is submitted once per
 * server message, and the alert must read the catalogue default word for word. The four keys that disable
 * Make Payment (§4 "Submit") are then checked on a card with the institution's card text, reloading between
 * them because the button stays disabled for that payment.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { SUBMIT_BLOCKING_KEYS, SUBMIT_ERROR_KEYS } from '../schemas/src/rules/submit-errors.ts';
import { expect, overrideSettings, test } from './fixtures.ts';
import { shownAlert } from './alerts.ts';

type Catalogue = { keys: Record<string, { default: string }> };

/** The catalogue defaults of section paymentSubmitErrors: the words the spec quotes. */
const catalogue = (
  JSON.parse(
    readFileSync(new URL('../schemas/settings/paymentSubmitErrors.json', import.meta.url), 'utf8'),
  ) as Catalogue
).keys;

/** The default text of `key`; a key the catalogue lacks fails the spec rather than expecting `undefined`. */
function text(key: string): string {
  const entry = catalogue[key];
  if (entry === undefined) throw new Error(`paymentSubmitErrors.${key} is not in the catalogue`);
  return entry.default;
}

const CARD_TEXT = 'Please call us at 555-0100.';

/** The host answers PascalCase codes (decision 085); the portal matches them ignoring case. */
const pascal = (key: string): string => key.charAt(0).toUpperCase() + key.slice(1);

/** Server message → on-screen text for a non-blocking submit (ACH, so no card text). */
const achCases: [message: string, expected: string][] = [
  ...SUBMIT_ERROR_KEYS.filter((key) => !SUBMIT_BLOCKING_KEYS.has(key)).map((key): [string, string] => [
    pascal(key),
    text(key),
  ]),
  // Aliases sharing another key's text.
  ['MustSavePaymentMethod', text('payWithoutSaving')],
  ['BeforeCutoffTime', text('dateNotAllowed')],
  ['New', text('invalid')],
  // 'Generic -' shows the host's own text without the prefix; a message with a space is the host's processing error.
  ['Generic - The host is closed for maintenance.', 'The host is closed for maintenance.'],
  ['Not a key', text('processing')],
  // An unknown key reads as the generic error.
  ['SomethingElse', text('generic')],
];

// Every submit is refused by an armed fault before it reaches a handler, so no payment is made: only the
// settings override is put back (no reset, which would end the worker's session and cost the next test a login).
test.afterEach(async () => {
  await overrideSettings({});
});

/** Chooses the loan's saved method of `type` and payoff today, so Make Payment shows (spec §4). */
async function choosePayoff(page: Page, type: 'Card' | 'E-Check'): Promise<void> {
  await page.goto('/#/myaccount/payment');
  await expect(page.getByRole('heading', { level: 1, name: 'Make Payment' })).toBeVisible();
  await page.getByRole('button', { name: type, exact: true }).click();
  const picker = page.getByRole('combobox', { name: 'Payment Method' });
  if ((await picker.inputValue()) === '') await picker.selectOption({ index: 1 });
  await page.getByRole('checkbox', { name: 'Pay off the full amount' }).check();
  await expect(page.getByText('Pay off as of today:')).toBeVisible();
}

/**
 * Confirms the payment once and waits for the sandbox's answer, so two cases with the same text cannot pass on a stale
 * alert.
 */
async function submit(page: Page, path: string): Promise<void> {
  const answered = page.waitForResponse((r) => r.url().endsWith(path) && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Make Payment' }).click();
  await page.getByRole('dialog', { name: 'Make Payment' }).getByRole('button', { name: 'Submit' }).click();
  await answered;
}

test('when the sandbox refuses a submit then each §8 message shows its catalogue text, and declined, over limit, invalid info and expired disable Make Payment', async ({
  loggedInPage: page,
  mock,
}) => {
  // 41 submits: about 15 s on a quiet machine, 20 to 30 s on a busy one (the login is not counted: e2e/fixtures.ts).
  test.setTimeout(60_000);
  await overrideSettings({ 'paymentSubmitErrors.cardPaymentErrorText': CARD_TEXT });

  await choosePayoff(page, 'E-Check');
  const alert = shownAlert(page);
  for (const [message, expected] of achCases) {
    await mock.fault({ method: 'POST', path: '/api/PaymentImmediate/SubmitAch', status: 200, errorCode: message });
    await submit(page, '/api/PaymentImmediate/SubmitAch');
    await expect(alert, message).toHaveText(expected);
    await expect(page.getByRole('button', { name: 'Make Payment' }), message).toBeEnabled();
  }

  for (const key of SUBMIT_BLOCKING_KEYS) {
    await page.reload();
    await choosePayoff(page, 'Card');
    await mock.fault({ method: 'POST', path: '/api/PaymentImmediate/SubmitCard', status: 200, errorCode: pascal(key) });
    await submit(page, '/api/PaymentImmediate/SubmitCard');
    await expect(alert, key).toHaveText(`${text(key)} ${CARD_TEXT}`);
    await expect(page.getByRole('button', { name: 'Make Payment' }), key).toBeDisabled();
  }
});
