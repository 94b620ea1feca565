/* eslint-disable @typescript-eslint/no-explicit-any -- read loosely; expect and the contract validator check */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/start-test-app.ts';
import {
  callerFor,
  PAYMENT_SETTINGS,
  startPaymentsApp,
  TODAY,
  submitBody,
  type PaymentsCaller,
} from './payments-test-kit.ts';

/** The user's loan, payment info and saved ACH account. */
async function loanOf(c: PaymentsCaller) {
  const loan = await c.loanNumber();
  const info = (await c.get(`/api/PaymentInformation/GetPaymentInfo?accountNumber=${loan}`)).body;
  const methods = (await c.post('/api/PaymentMethod/GetPaymentMethods', { AccountNumber: loan })).body
    .PaymentMethods as any[];
  return { loan, info, ach: methods.find((m) => !m.IsCard).AchInfo };
}

describe('the holiday, cutoff and small-dollar scenario users', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startPaymentsApp();
  }, 120_000);
  afterAll(async () => app?.close());

  it('when holiday.user opens payment info then the due date is Juneteenth, a non-payment day, and a payment dated then answers Holiday', async () => {
    const c = await callerFor(app, 'holiday.user');
    const { loan, info, ach } = await loanOf(c);
    expect(info.DueDate).toBe('2026-06-19');
    expect(info.NonPaymentDays).toContain('2026-06-19');
    const res = await c.post(
      '/api/PaymentScheduled/SubmitAch',
      submitBody({
        user: 'holiday.user',
        loan: loan,
        token: info.EncryptedData,
        date: info.DueDate,
        amount: 25,
        isCard: false,
        method: ach,
      }),
    );
    expect(res.body.Errors).toEqual([{ ErrorMessage: 'Holiday' }]);
  });

  it('when cutoff.user opens payment info at 10:00 then the loan is past its own cut-off; immediate ACH is refused, a scheduled one for the adjusted date goes', async () => {
    const c = await callerFor(app, 'cutoff.user');
    const { loan, info, ach } = await loanOf(c);
    expect(info).toMatchObject({
      BlockImmediateACHPaymentsAfterCutoffTime: true,
      AdjustedACHPaymentDateAfterCutoffTime: '2026-06-10',
    });
    const now = await c.post(
      '/api/PaymentImmediate/SubmitAch',
      submitBody({
        user: 'cutoff.user',
        loan: loan,
        token: info.EncryptedData,
        date: TODAY,
        amount: 25,
        isCard: false,
        method: ach,
      }),
    );
    expect(now.body.Errors).toEqual([{ ErrorMessage: 'DateNotAllowed' }]);
    const later = await c.post(
      '/api/PaymentScheduled/SubmitAch',
      submitBody({
        user: 'cutoff.user',
        loan: loan,
        token: info.EncryptedData,
        date: info.AdjustedACHPaymentDateAfterCutoffTime,
        amount: 25,
        isCard: false,
        method: ach,
      }),
    );
    expect(later.body).toMatchObject({ HasNoErrors: true, Errors: [] });
    const other = await callerFor(app, 'basic.user');
    expect((await loanOf(other)).info.BlockImmediateACHPaymentsAfterCutoffTime).toBe(false);
  });

  it('when small.dollar pays with the small-dollar rule on then dates up to 7 days ahead are refused and the 8th day is allowed', async () => {
    const put = await app.call('/__mock/settings', {
      method: 'PUT',
      json: { settings: { ...PAYMENT_SETTINGS, 'generalPaymentOptions.enableSmallDollarRuleOption': 'true' } },
    });
    expect(put.status).toBe(204);
    const c = await callerFor(app, 'small.dollar');
    const { loan, info, ach } = await loanOf(c);
    expect(info.MailPreference).toBe(2);
    expect(info.PayOffAmount).toBeLessThan(600);
    const at = async (date: string) =>
      (
        await c.post(
          '/api/PaymentScheduled/SubmitAch',
          submitBody({
            user: 'small.dollar',
            loan: loan,
            token: info.EncryptedData,
            date: date,
            amount: 25,
            isCard: false,
            method: ach,
          }),
        )
      ).body;
    expect((await at('2026-06-16')).Errors).toEqual([{ ErrorMessage: 'DateNotAllowed' }]);
    expect(await at('2026-06-17')).toMatchObject({ HasNoErrors: true });
  });
});
