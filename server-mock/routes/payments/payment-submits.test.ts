import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/start-test-app.ts';
import { callerFor, currentOverrides, loanOf, startPaymentsApp, submitBody, TODAY } from './payments-test-kit.ts';

describe('payment submits', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startPaymentsApp();
  }, 120_000);
  afterAll(async () => app?.close());

  it('when the payoff date moves later then the quote grows by the per-diem interest', async () => {
    const c = await callerFor(app, 'basic.user');
    const { loan, info } = await loanOf(c);
    const quote = async (date: string) =>
      (await c.get(`/api/PaymentInformation/GetPayOffQuote?AccountNumber=${loan}&PayOffDate=${date}`)).body;
    const today = await quote(TODAY);
    expect(today).toEqual({ HasNoErrors: true, Errors: [], PayOffQuoteAmount: info.PayOffAmount });
    const [account] = await app.ctx.db.query<{ data: { balance: number; rate: number } }>(
      'select data from accounts where account_number = $1',
      [loan],
    );
    const perDiem = (account!.data.balance * account!.data.rate) / 100 / 365;
    const later = await quote('2026-06-19');
    expect(later.PayOffQuoteAmount).toBeCloseTo(info.PayOffAmount + perDiem * 10, 2);
    expect(later.PayOffQuoteAmount).toBeGreaterThan(today.PayOffQuoteAmount);
    expect((await quote('2026-06-08')).Errors[0].ErrorMessage).toBe('DateInPast');
    expect((await quote('2026-12-31')).Errors[0].ErrorMessage).toBe('DateTooFar');
  });

  it('when the loan is payoff-locked then the quote is refused', async () => {
    const c = await callerFor(app, 'ray.santos');
    const loan = await c.loanNumber();
    const res = await c.get(`/api/PaymentInformation/GetPayOffQuote?AccountNumber=${loan}&PayOffDate=${TODAY}`);
    expect(res.body).toEqual({ HasNoErrors: false, Errors: [{ ErrorMessage: 'PayoffLocked' }] });
  });

  it('when third-party fees are asked then they follow the method and timing, and are not the first-party fees again', async () => {
    const c = await callerFor(app, 'basic.user');
    const { loan, info } = await loanOf(c);
    const fee = async (o: Record<string, boolean>) =>
      (
        await c.post('/api/PaymentInformation/GetThirdPartyFee', {
          IsAch: false,
          IsCreditCard: false,
          IsDebitCard: false,
          IsImmediate: false,
          IsOneTime: false,
          IsRecurring: false,
          LoanNumber: loan,
          ...o,
        })
      ).body.ThirdPartyFeeAmount;
    // The processor's convenience fee (decision 311): on cards only, and below the lender's own card fees.
    expect(await fee({ IsAch: true, IsImmediate: true, IsOneTime: true })).toBe(0);
    expect(await fee({ IsAch: true, IsOneTime: true })).toBe(0);
    expect(await fee({ IsAch: true, IsRecurring: true })).toBe(0);
    expect(await fee({ IsDebitCard: true, IsImmediate: true })).toBe(1);
    expect(await fee({ IsCreditCard: true, IsImmediate: true })).toBe(1.5);
    // With useThirdPartyFeesOption on, the Processing Fee adds both: the same figure twice would double every fee.
    const first = info.PaymentOptions.FirstPartyFees;
    expect(await fee({ IsDebitCard: true, IsImmediate: true })).not.toBe(first.DebitCardFeeAmount);
    expect(await fee({ IsCreditCard: true, IsImmediate: true })).not.toBe(first.CreditCardFeeAmount);
    expect(await fee({ IsAch: true, IsOneTime: true })).not.toBe(first.ScheduledAchFee);
  });

  it('when a scheduled payment is submitted then it is listed, and after deletion it is gone', async () => {
    const c = await callerFor(app, 'basic.user');
    const { loan, info, ach } = await loanOf(c);
    const submitted = await c.post(
      '/api/PaymentScheduled/SubmitAch',
      submitBody({
        user: 'basic.user',
        loan,
        token: info.EncryptedData,
        date: '2026-06-12',
        amount: 150,
        isCard: false,
        method: ach,
      }),
    );
    expect(submitted.body).toMatchObject({ HasNoErrors: true, Errors: [] });
    expect(submitted.body.ReferenceNumber).toMatch(/^\d+$/);

    const listed = (await c.get(`/api/PaymentInformation/GetPaymentInfo?accountNumber=${loan}`)).body;
    expect(listed.ScheduledPayments).toEqual([
      expect.objectContaining({
        IsCard: false,
        AccountNumber: ach.AccountNumber,
        PaymentDate: '2026-06-12',
        PaymentAmount: 150,
        CanDelete: true,
        HasBeenPosted: false,
      }),
    ]);

    const second = await c.post(
      '/api/PaymentScheduled/SubmitAch',
      submitBody({
        user: 'basic.user',
        loan,
        token: listed.EncryptedData,
        date: '2026-06-15',
        amount: 20,
        isCard: false,
        method: ach,
      }),
    );
    expect(second.body.Errors).toEqual([{ ErrorMessage: 'ReachedMaxScheduledAllowed' }]);

    const deleted = await c.post('/api/PaymentScheduled/DeleteAch', {
      Token: listed.EncryptedData,
      Payment: { EncryptedString: listed.ScheduledPayments[0].EncryptedString, LoanAccountNumber: loan },
    });
    expect(deleted.body).toMatchObject({ HasNoErrors: true, Errors: [] });
    expect(deleted.body.Token).toEqual(expect.any(String));
    expect(
      (await c.get(`/api/PaymentInformation/GetPaymentInfo?accountNumber=${loan}`)).body.ScheduledPayments,
    ).toEqual([]);
  });

  it('when a scheduled date is a weekend or a holiday then the spec keys come back', async () => {
    const c = await callerFor(app, 'basic.user');
    const { loan, info, ach } = await loanOf(c);
    const at = async (date: string) =>
      (
        await c.post(
          '/api/PaymentScheduled/SubmitAch',
          submitBody({
            user: 'basic.user',
            loan,
            token: info.EncryptedData,
            date,
            amount: 10,
            isCard: false,
            method: ach,
          }),
        )
      ).body.Errors;
    expect(await at('2026-06-13')).toEqual([{ ErrorMessage: 'Weekend' }]);
    expect(await at('2026-06-19')).toEqual([{ ErrorMessage: 'Holiday' }]);
    expect(await at('2026-08-20')).toEqual([{ ErrorMessage: 'DateNotAllowed' }]);
  });

  it('when a recurring ACH payment is set up with its draft agreement then it is listed', async () => {
    await app.call('/__mock/settings', {
      method: 'PUT',
      json: { settings: { ...(await currentOverrides(app)), 'portal.requireAchDraftAgreementOption': 'true' } },
    });
    const c = await callerFor(app, 'ray.santos');
    const { loan, info, ach } = await loanOf(c);
    const amount = info.PaymentDetails.PaymentAmount;
    const body = {
      ...submitBody({
        user: 'ray.santos',
        loan,
        token: info.EncryptedData,
        date: '2026-06-15',
        amount,
        isCard: false,
        method: ach,
      }),
    };
    const withoutAgreement = await c.post('/api/PaymentRecurring/SubmitAch', {
      ...body,
      Payment: { ...body.Payment, RecurringDetails: { RecurringOption: 'DayOfMonth' }, AchDraftAgreementToken: null },
    });
    expect(withoutAgreement.body.Errors).toEqual([{ ErrorMessage: 'Invalid' }]);

    const prepared = await c.post('/api/AchDraftAgreement/PrepareAchDraftAgreementPreview', {
      LoanAccountNumber: loan,
      AchInfo: ach,
      Amount: amount,
      AdditionalPrincipal: 0,
      LocalTimeOffset: -300,
      daysBeforeDue: 0,
    });
    const page = await app.call(
      `/api/AchDraftAgreement/RenderACHDraftAgreementPreview?token=${encodeURIComponent(prepared.body.PassableToken)}`,
    );
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain(`account ending in ${ach.AccountNumber}`);

    const created = await c.post('/api/PaymentRecurring/SubmitAch', {
      ...body,
      Payment: {
        ...body.Payment,
        RecurringDetails: { RecurringOption: 'DayOfMonth' },
        AchDraftAgreementToken: prepared.body.PassableToken,
      },
    });
    expect(created.body).toMatchObject({ HasNoErrors: true, ReferenceNumber: expect.stringMatching(/^\d+$/) });
    const listed = (await c.get(`/api/PaymentInformation/GetPaymentInfo?accountNumber=${loan}`)).body;
    expect(listed.RecurringPayment).toMatchObject({
      IsCard: false,
      RecurringOption: 'DayOfMonth',
      Date: '2026-06-15',
      TotalAmount: amount,
      PaymentAccountNum: ach.AccountNumber,
      CanDelete: true,
    });
  });

  it('when the has-recurring user deletes the recurring payment then payment info no longer shows it', async () => {
    const c = await callerFor(app, 'beth.morgan');
    const { loan, info } = await loanOf(c);
    expect(info.RecurringPayment).toMatchObject({ IsCard: false, PaymentAccountNum: '6789' });
    const wrongKind = await c.post('/api/PaymentRecurring/DeleteCard', {
      Token: info.EncryptedData,
      Payment: { EncryptedString: info.RecurringPayment.EncryptedData, LoanAccountNumber: loan },
    });
    expect(wrongKind.body.Errors).toEqual([{ ErrorMessage: 'Deleting' }]);
    const deleted = await c.post('/api/PaymentRecurring/DeleteAch', {
      Token: info.EncryptedData,
      Payment: { EncryptedString: info.RecurringPayment.EncryptedData, LoanAccountNumber: loan },
    });
    expect(deleted.body.HasNoErrors).toBe(true);
    expect(
      (await c.get(`/api/PaymentInformation/GetPaymentInfo?accountNumber=${loan}`)).body.RecurringPayment,
    ).toBeNull();
  });

  it('when an immediate payment is retried with the same Idempotency-Key then the same ReferenceNumber comes back and one payment lowers the balance once', async () => {
    const c = await callerFor(app, 'jill.becker');
    const { loan, info, ach } = await loanOf(c);
    const body = submitBody({
      user: 'jill.becker',
      loan,
      token: info.EncryptedData,
      date: TODAY,
      amount: 100,
      isCard: false,
      method: ach,
    });
    const key = { 'Idempotency-Key': 'retry-7d1c2a' };
    const first = await c.post('/api/PaymentImmediate/SubmitAch', body, key);
    const retry = await c.post('/api/PaymentImmediate/SubmitAch', body, key);
    expect(first.body.HasNoErrors).toBe(true);
    expect(retry.body).toEqual(first.body);
    const payments = await app.ctx.db.query('select * from payments where user_name = $1 and kind = $2', [
      'jill.becker',
      'immediate',
    ]);
    expect(payments).toHaveLength(1);
    const after = (await c.get(`/api/PaymentInformation/GetPaymentInfo?accountNumber=${loan}`)).body;
    expect(after.PayOffAmount).toBeCloseTo(info.PayOffAmount - 100, 2);

    const changed = await c.post(
      '/api/PaymentImmediate/SubmitAch',
      { ...body, Payment: { ...body.Payment, Details: { ...body.Payment.Details, PaymentAmount: 101 } } },
      key,
    );
    expect(changed.status).toBe(422);
    expect(changed.body.Errors[0].ErrorMessage).toBe('IdempotencyKeyReused');
    expect(await app.ctx.db.query('select * from payments where user_name = $1', ['jill.becker'])).toHaveLength(1);

    // A second tab sends the same payment with its own EncryptedData and the first tab's key (decision 240).
    const otherTab = (await c.get(`/api/PaymentInformation/GetPaymentInfo?accountNumber=${loan}`)).body;
    expect(otherTab.EncryptedData).not.toBe(info.EncryptedData);
    const secondTab = await c.post(
      '/api/PaymentImmediate/SubmitAch',
      { ...body, EncryptedData: otherTab.EncryptedData },
      key,
    );
    expect(secondTab.body).toEqual(first.body);
    expect(await app.ctx.db.query('select * from payments where user_name = $1', ['jill.becker'])).toHaveLength(1);
  });

  it("when the card-blocked user pays by card then it is refused with securityNotAllowed's key", async () => {
    const c = await callerFor(app, 'jill.becker');
    const { loan, info, card } = await loanOf(c);
    expect(info.blockCardPayment).toBe(true);
    const res = await c.post(
      '/api/PaymentImmediate/SubmitCard',
      submitBody({
        user: 'jill.becker',
        loan,
        token: info.EncryptedData,
        date: TODAY,
        amount: 25,
        isCard: true,
        method: card,
      }),
    );
    expect(res.body).toEqual({
      HasNoErrors: false,
      Errors: [{ ErrorMessage: 'SecurityNotAllowed' }],
      ReferenceNumber: null,
    });
  });

  it('when the ACH-blocked user pays by ACH then it is refused with noAchPayment, and by card it goes through', async () => {
    const c = await callerFor(app, 'luis.ortega');
    const { loan, info, card, ach } = await loanOf(c);
    expect(info.blockAchPayment).toBe(true);
    const byAch = await c.post(
      '/api/PaymentImmediate/SubmitAch',
      submitBody({
        user: 'luis.ortega',
        loan,
        token: info.EncryptedData,
        date: TODAY,
        amount: 25,
        isCard: false,
        method: ach,
      }),
    );
    expect(byAch.body.Errors).toEqual([{ ErrorMessage: 'NoAchPayment' }]);
    const byCard = await c.post(
      '/api/PaymentImmediate/SubmitCard',
      submitBody({
        user: 'luis.ortega',
        loan,
        token: info.EncryptedData,
        date: TODAY,
        amount: 25,
        isCard: true,
        method: card,
      }),
    );
    expect(byCard.body.HasNoErrors).toBe(true);
  });

  it('when an amount is above the payoff then AmountMaximum', async () => {
    const c = await callerFor(app, 'luis.ortega');
    const { loan, info, card } = await loanOf(c);
    const res = await c.post(
      '/api/PaymentImmediate/SubmitCard',
      submitBody({
        user: 'luis.ortega',
        loan,
        token: info.EncryptedData,
        date: TODAY,
        amount: info.PayOffAmount + 1,
        isCard: true,
        method: card,
      }),
    );
    expect(res.body.Errors).toEqual([{ ErrorMessage: 'AmountMaximum' }]);
  });
});
