/* eslint-disable @typescript-eslint/no-explicit-any -- read loosely; expect and the contract validator check */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/start-test-app.ts';
import { callerFor, startPaymentsApp, type PaymentsCaller } from './payments-test-kit.ts';

/** `days` after Tuesday 9 June 2026, 08:00 UTC (the sandbox zone). */
const dayAfter = (days: number) => new Date(Date.UTC(2026, 5, 9 + days, 8, 0)).toISOString();

async function freeze(app: TestApp, now: string) {
  expect((await app.call('/__mock/clock', { method: 'PUT', json: { now } })).status).toBe(200);
}

async function balanceOf(c: PaymentsCaller, loan: string): Promise<number> {
  const list = (await c.get('/api/accountList')).body;
  const rows = (Array.isArray(list) ? list : (list.Accounts ?? list.List ?? [])) as any[];
  const row = rows.find((a) => (a.Number ?? a.AccountNumber) === loan);
  expect(row, JSON.stringify(list).slice(0, 300)).toBeDefined();
  return row.Balance;
}

async function historyOf(c: PaymentsCaller, loan: string): Promise<any[]> {
  return (await c.get(`/api/AccountHistory?accountNumber=${loan}&days=60`)).body.List;
}

describe('scheduled and recurring payments post when the sandbox clock reaches their date', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startPaymentsApp();
  }, 120_000);
  afterAll(async () => app?.close());

  it('when the clock passes a scheduled ACH payment then the balance drops once, one history row appears and the list is empty', async () => {
    const c = await callerFor(app, 'basic.user');
    const loan = await c.loanNumber();
    const info = (await c.get(`/api/PaymentInformation/GetPaymentInfo?accountNumber=${loan}`)).body;
    const ach = (
      (await c.post('/api/PaymentMethod/GetPaymentMethods', { AccountNumber: loan })).body.PaymentMethods as any[]
    ).find((m) => !m.IsCard).AchInfo;
    const submitted = await c.post('/api/PaymentScheduled/SubmitAch', {
      EncryptedData: info.EncryptedData,
      Payment: {
        LogonName: 'basic.user',
        Details: {
          PaymentDate: '2026-06-11',
          LoanAccountNumber: loan,
          Company: 0,
          PaymentAmount: 123.45,
          FirstPartyFee: 0,
          ThirdPartyFee: 0,
          AdditionalPrincipalAmount: 0,
          CurrentWithFeesDue: false,
        },
        AccountType: 0,
        IsPayoff: false,
        Method: { IsCard: false, AchInfo: ach },
      },
    });
    expect(submitted.body.HasNoErrors).toBe(true);
    const before = await balanceOf(c, loan);

    await freeze(app, dayAfter(1));
    const c1 = await callerFor(app, 'basic.user');
    expect(await balanceOf(c1, loan)).toBe(before);
    expect(
      (await c1.get(`/api/PaymentInformation/GetPaymentInfo?accountNumber=${loan}`)).body.ScheduledPayments,
    ).toHaveLength(1);

    await freeze(app, dayAfter(2));
    const c2 = await callerFor(app, 'basic.user');
    // Two calls at once: the payment still posts exactly once.
    const [a, b] = await Promise.all([
      c2.get(`/api/PaymentInformation/GetPaymentInfo?accountNumber=${loan}`),
      c2.get(`/api/PaymentInformation/GetPaymentInfo?accountNumber=${loan}`),
    ]);
    expect(a.body.ScheduledPayments).toEqual([]);
    expect(b.body.ScheduledPayments).toEqual([]);
    expect(await balanceOf(c2, loan)).toBeCloseTo(before - 123.45, 2);
    expect(await balanceOf(c2, loan)).toBeCloseTo(before - 123.45, 2);
    const rows = (await historyOf(c2, loan)).filter((r) => /Scheduled payment/.test(r.TransactionDescription));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      TransactionDescription: `Scheduled payment - thank you (ref ${submitted.body.ReferenceNumber})`,
      TotalPaymentAmount: 123.45,
    });
  });

  it('when the clock passes the recurring payment of beth.morgan then one occurrence posts and the payment moves a month on', async () => {
    const c = await callerFor(app, 'beth.morgan');
    const loan = await c.loanNumber();
    const info = (await c.get(`/api/PaymentInformation/GetPaymentInfo?accountNumber=${loan}`)).body;
    const first: string = info.RecurringPayment.Date;
    const amount: number = info.RecurringPayment.TotalAmount;
    const before = await balanceOf(c, loan);
    const [y, m, d] = first.split('-').map(Number) as [number, number, number];

    await freeze(app, new Date(Date.UTC(y, m - 1, d, 9, 0)).toISOString());
    const later = await callerFor(app, 'beth.morgan');
    const moved = (await later.get(`/api/PaymentInformation/GetPaymentInfo?accountNumber=${loan}`)).body
      .RecurringPayment;
    const next = new Date(Date.UTC(y, m, d)).toISOString().slice(0, 10);
    expect(moved).toMatchObject({ Date: next, TotalAmount: amount });
    expect(await balanceOf(later, loan)).toBeCloseTo(before - amount, 2);
    const rows = (await historyOf(later, loan)).filter((r) => /Recurring payment/.test(r.TransactionDescription));
    expect(rows).toEqual([expect.objectContaining({ TotalPaymentAmount: amount })]);
    // Asking again the same day changes nothing.
    expect(await balanceOf(later, loan)).toBeCloseTo(before - amount, 2);
  });
});
