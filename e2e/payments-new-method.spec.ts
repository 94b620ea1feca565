/**
 * Payments, new payment method (payments spec §2 "Payment Details modal", §4 "New method", §5 card and ACH forms;
 * card data stays out of reach): a saved card, a saved bank account through the ACH terms modal and a
 * single-use card, each typed into the real screen against the sandbox. Per-field rules are component tests.
 */
import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { expect, overrideSettings, test } from './fixtures.ts';

/**
 * Opens the Payment Details modal for `type` on the make-payment screen (it opens by itself when no method of that type
 * is saved).
 */
async function openNewMethod(page: Page, type: 'Card' | 'E-Check'): Promise<Locator> {
  await page.goto('/#/myaccount/payment');
  await page.getByRole('button', { name: type, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Payment Details' });
  const newButton = page.getByRole('button', { name: 'New payment method' });
  await expect(newButton.or(dialog).first()).toBeVisible();
  if (!(await dialog.isVisible())) await newButton.click();
  await expect(dialog).toBeVisible();
  return dialog;
}

async function typeCard(dialog: Locator, number: string, cvv: string): Promise<void> {
  await dialog.getByLabel('First Name').fill('Mary');
  await dialog.getByLabel('Last Name').fill('Smith');
  await dialog.getByLabel('Card Number').pressSequentially(number);
  await dialog.getByLabel('Expiration (MM/YY)').pressSequentially('1230');
  await dialog.getByLabel('CVV/CVC').fill(cvv);
  await dialog.getByLabel('Zip Code').fill('62701');
}

/** Everything the browser keeps for the page: local and session storage, IndexedDB contents, cookies and the URL. */
async function browserKeeps(page: Page): Promise<string> {
  const inPage = await page.evaluate(async () => {
    const idb: unknown[] = [];
    for (const info of await indexedDB.databases()) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const req = indexedDB.open(info.name!);
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const all = db.transaction(store).objectStore(store).getAll();
        idb.push(await new Promise((resolve) => (all.onsuccess = () => resolve(all.result))));
      }
      db.close();
    }
    return {
      local: { ...localStorage },
      session: { ...sessionStorage },
      idb,
      cookie: document.cookie,
      url: location.href,
    };
  });
  return JSON.stringify({ ...inPage, cookies: await page.context().cookies() });
}

const chosenMethod = (page: Page) => page.getByLabel('Payment Method').locator('option:checked');

test.describe('new payment method', () => {
  test('when a card is typed and saved then it is chosen by its last four, and its number is in no storage, store row or log line', async ({
    loggedInPage: page,
    sandbox,
  }) => {
    const consoleLines: string[] = [];
    page.on('console', (m) => consoleLines.push(m.text()));
    const dialog = await openNewMethod(page, 'Card');
    await expect(dialog.getByLabel('Card Number')).toHaveAttribute('autocomplete', 'cc-number');
    await expect(dialog.getByLabel('CVV/CVC')).toHaveAttribute('autocomplete', 'cc-csc');
    await typeCard(dialog, '5555555555554444', '739');
    await expect(dialog.getByLabel('Card Number')).toHaveValue('5555 5555 5555 4444');
    await dialog.getByLabel('Save Payment Profile').check();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog).toBeHidden();
    await expect(chosenMethod(page)).toHaveText('MasterCard x4444');
    // Focus is not dropped when the dialog closes: it returns to the opener, then the screen moves it to the revealed
    // step.
    await expect
      .poll(() =>
        page.evaluate(() => document.activeElement !== document.body && !!document.activeElement?.closest('main')),
      )
      .toBe(true);

    const kept = await browserKeeps(page);
    for (const secret of ['5555555555554444', '5555 5555 5555 4444']) {
      expect(kept, 'browser storage, cookies, URL').not.toContain(secret);
      expect(consoleLines.join('\n'), 'console').not.toContain(secret);
    }
    expect(await sandbox.findText('5555555555554444'), 'sandbox store rows and log lines').toEqual([]);
    expect(
      (await sandbox.findText('4444')).some((row) => row.startsWith('payment_methods:')),
      'the last four are kept',
    ).toBe(true);
  });

  test.describe('with an ACH agreement newer than the borrower accepted', () => {
    test.beforeEach(async () => {
      await overrideSettings({
        'agreements.agreement3': 'https://www.example.com/terms/ach.pdf|01/01/2099|ACH Authorization Terms|ach',
      });
    });
    test.afterEach(async () => {
      await overrideSettings({});
    });

    test('when a bank account is saved then the bank shows, the terms modal is agreed to and the account is chosen', async ({
      loggedInPage: page,
      sandbox,
    }) => {
      const dialog = await openNewMethod(page, 'E-Check');
      await dialog.getByLabel('Name on Account').fill('Mary Smith');
      await dialog.getByLabel('Routing Number').fill('021000021');
      await expect(dialog.getByText('JPMorgan Chase Bank, N.A.')).toBeVisible();
      await expect(dialog.getByText('270 Park Avenue, New York, NY 10017')).toBeVisible();
      await dialog.getByLabel('Account Number', { exact: true }).fill('5550-1234');
      await dialog.getByLabel('Confirm Account Number').fill('55501234');
      await dialog.getByLabel('Account Number', { exact: true }).blur();
      await expect(dialog.getByLabel('Account Number', { exact: true })).toHaveValue('55501234');
      await dialog.getByLabel('Save Payment Profile').check();
      await dialog.getByRole('button', { name: 'Continue' }).click();

      const terms = page.getByRole('dialog', { name: 'Terms and Conditions' });
      await expect(terms.getByRole('link', { name: 'ACH Authorization Terms' })).toHaveAttribute(
        'href',
        'https://www.example.com/terms/ach.pdf',
      );
      await expectNoAxeViolations(page);
      await terms.getByRole('button', { name: 'Agree', exact: true }).click();
      await expect(terms).toBeHidden();
      await expect(dialog).toBeHidden();
      await expect(chosenMethod(page)).toHaveText('Checking x1234');
      expect(await sandbox.findText('55501234'), 'the whole account number is kept nowhere').toEqual([]);
    });
  });

  test('when a card is used once (submitted with Enter) then the single-use summary shows it and nothing is saved', async ({
    loggedInPage: page,
    sandbox,
  }) => {
    const dialog = await openNewMethod(page, 'Card');
    await typeCard(dialog, '4000056655665556', '123');
    await expectNoAxeViolations(page);
    // Keyboard path: Enter in the last field submits the form through the dialog's Continue button (its form owner).
    await dialog.getByLabel('Zip Code').press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Single-Use Payment Method')).toBeVisible();
    await expect(page.getByText(/x5556/)).toBeVisible();
    expect(await browserKeeps(page)).not.toContain('4000056655665556');
    expect(await sandbox.findText('4000056655665556')).toEqual([]);
    expect((await sandbox.findText('5556')).filter((row) => row.startsWith('payment_methods:'))).toEqual([]);
  });
});
