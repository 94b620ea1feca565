/* eslint-disable @typescript-eslint/no-explicit-any -- read loosely; expect and the contract validator check */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/start-test-app.ts';
import { callerFor, PAYMENT_SETTINGS, startPaymentsApp, type PaymentsCaller } from './payments-test-kit.ts';

/**
 * Presses a button of the checkout page the way a browser submits its form: an empty form post to the form's action.
 */
async function press(app: TestApp, action: string): Promise<Response> {
  return fetch(app.url + action.replaceAll('&amp;', '&'), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
  });
}

/** The form actions of a checkout page, by button text. */
function formsOf(html: string): Record<string, string> {
  const forms: Record<string, string> = {};
  for (const m of html.matchAll(
    /<form method="post" action="([^"]+)"><button type="submit">([^<]+)<\/button><\/form>/g,
  ))
    forms[m[2]!] = m[1]!;
  return forms;
}

async function startCheckout(c: PaymentsCaller, loan: string, amount: number) {
  const res = await c.post('/api/PaymentImmediate/SubmitWalletPayment', {
    AmountPaid: amount,
    WalletTypePayment: 'PayPal',
    LoanAccountNumber: loan,
    Fees: 0,
  });
  expect(res.status).toBe(200);
  return new URL(res.body.CheckoutUrl as string);
}

async function balanceOf(c: PaymentsCaller, loan: string): Promise<number> {
  const row = ((await c.get('/api/accountList')).body.Accounts as any[]).find((a) => a.Number === loan);
  expect(row?.Balance).toEqual(expect.any(Number));
  return row.Balance;
}

describe('the sandbox wallet checkout page', () => {
  let app: TestApp;
  let c: PaymentsCaller;
  let loan: string;
  beforeAll(async () => {
    app = await startPaymentsApp();
    const settings = {
      ...PAYMENT_SETTINGS,
      'generalPaymentOptions.allowWalletPayments': 'true',
      'generalPaymentOptions.allowPaypalPaymentsOption': 'true',
    };
    expect((await app.call('/__mock/settings', { method: 'PUT', json: { settings } })).status).toBe(204);
    c = await callerFor(app, 'basic.user');
    loan = await c.loanNumber();
  }, 120_000);
  afterAll(async () => app?.close());

  it('when the borrower completes the checkout then the payment posts once: balance, history row and Completed in the wallet list', async () => {
    const url = await startCheckout(c, loan, 42.5);
    expect(url.pathname).toBe('/api/PaymentImmediate/WalletCheckout');
    expect(url.searchParams.get('checkout')).toMatch(/^pmt_/);
    const pending = (await c.get(`/api/PaymentImmediate/WalletPayments?accountNumber=${loan}`)).body.Payments[0];
    expect(pending).toMatchObject({ WalletType: 'PayPal', Amount: 42.5, Status: 'Pending' });
    expect(url.search).not.toContain(pending.ReferenceNumber);

    const page = await app.call(url.pathname + url.search);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await page.text();
    expect(html).not.toMatch(/<script|on\w+=/i);
    const forms = formsOf(html);
    expect(Object.keys(forms)).toEqual(['Complete payment', 'Cancel']);

    const before = await balanceOf(c, loan);
    const done = await press(app, forms['Complete payment']!);
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('completed');
    expect(await (await app.call(url.pathname + url.search)).text()).toContain('completed');
    // A second press (double click, reload of the post) changes nothing.
    expect((await press(app, forms['Complete payment']!)).status).toBe(200);
    expect((await press(app, forms.Cancel!)).status).toBe(200);

    expect(await balanceOf(c, loan)).toBeCloseTo(before - 42.5, 2);
    const listed = (await c.get(`/api/PaymentImmediate/WalletPayments?accountNumber=${loan}`)).body.Payments;
    expect(listed).toEqual([
      expect.objectContaining({ ReferenceNumber: pending.ReferenceNumber, Status: 'Completed' }),
    ]);
    const history = (await c.get(`/api/AccountHistory?accountNumber=${loan}&days=5`)).body.List as any[];
    expect(
      history.filter((r) => r.TransactionDescription === `PayPal payment - thank you (ref ${pending.ReferenceNumber})`),
    ).toHaveLength(1);
  });

  it('when the borrower cancels then nothing is paid and the list says Cancelled; Complete afterwards does nothing', async () => {
    const url = await startCheckout(c, loan, 10);
    const forms = formsOf(await (await app.call(url.pathname + url.search)).text());
    const before = await balanceOf(c, loan);
    expect((await press(app, forms.Cancel!)).status).toBe(200);
    expect(await (await app.call(url.pathname + url.search)).text()).toContain('cancelled');
    expect((await press(app, forms['Complete payment']!)).status).toBe(200);
    expect(await balanceOf(c, loan)).toBe(before);
    expect((await c.get(`/api/PaymentImmediate/WalletPayments?accountNumber=${loan}`)).body.Payments[0]).toMatchObject({
      Amount: 10,
      Status: 'Cancelled',
    });
  });

  it("when the checkout id is unknown or the loan is not the user's then 404 and Retrieving", async () => {
    expect((await app.call('/api/PaymentImmediate/WalletCheckout?checkout=pmt_AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(
      404,
    );
    expect(
      (await press(app, '/api/PaymentImmediate/WalletCheckout?checkout=pmt_AAAAAAAAAAAAAAAAAAAAAA&action=complete'))
        .status,
    ).toBe(404);
    const other = await callerFor(app, 'beth.morgan');
    expect((await other.get(`/api/PaymentImmediate/WalletPayments?accountNumber=${loan}`)).body).toEqual({
      HasNoErrors: false,
      Errors: [{ ErrorMessage: 'Retrieving' }],
      Payments: [],
    });
  });
});
