/**
 * Payment submits refused or allowed by the lender's settings and the loan's state: the recurring cap, the
 * ACH and card switches, hold codes, force options, $0.00 payments, closed loans and immediate-only loans.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOwnedAccount, saveAccount } from '../../store/accounts/accounts-repo.ts';
import { issueAccountToken } from '../../store/payments/account-tokens-repo.ts';
import type { TestApp } from '../../testing/start-test-app.ts';
import {
  callerFor,
  currentOverrides,
  loanOf,
  startPaymentsApp,
  submitBody,
  TEST_NOW,
  TODAY,
} from './payments-test-kit.ts';

describe('payment submits and the lender settings', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startPaymentsApp();
  }, 120_000);
  afterAll(async () => app?.close());

  it('when a monthly-on-date card payment is above the regular payment then AmountMaximum, unless the custom-amount setting allows more', async () => {
    const c = await callerFor(app, 'luis.ortega');
    const { loan, info, card } = await loanOf(c);
    const recurring = (amount: number) => {
      const body = submitBody({
        user: 'luis.ortega',
        loan,
        token: info.EncryptedData,
        date: '2026-06-15',
        amount,
        isCard: true,
        method: card,
      });
      return c.post('/api/PaymentRecurring/SubmitCard', {
        ...body,
        Payment: { ...body.Payment, RecurringDetails: { RecurringOption: 'DayOfMonth' }, AchDraftAgreementToken: null },
      });
    };
    const above = info.PaymentDetails.PaymentAmount + 1;
    expect((await recurring(above)).body.Errors).toEqual([{ ErrorMessage: 'AmountMaximum' }]);
    const before = await currentOverrides(app);
    await app.call('/__mock/settings', {
      method: 'PUT',
      json: { settings: { ...before, 'recurringPaymentOptions.allowCustomAmountOnDaysBeforeDueOption': 'true' } },
    });
    try {
      expect((await recurring(above)).body).toMatchObject({ HasNoErrors: true, Errors: [] });
    } finally {
      await app.call('/__mock/settings', { method: 'PUT', json: { settings: before } });
    }
  });

  /** Runs `body` with `extra` settings on top of the kit's, then puts the kit's back. */
  async function withSettings(extra: Record<string, string>, body: () => Promise<void>) {
    const before = await currentOverrides(app);
    await app.call('/__mock/settings', { method: 'PUT', json: { settings: { ...before, ...extra } } });
    try {
      await body();
    } finally {
      await app.call('/__mock/settings', { method: 'PUT', json: { settings: before } });
    }
  }

  it('when blockImmediateACHOption is on then an immediate ACH payment is refused with a date error', async () => {
    const c = await callerFor(app, 'basic.user');
    const { loan, info, ach } = await loanOf(c);
    await withSettings({ 'achPaymentOptions.blockImmediateACHOption': 'true' }, async () => {
      const res = await c.post(
        '/api/PaymentImmediate/SubmitAch',
        submitBody({
          user: 'basic.user',
          loan,
          token: info.EncryptedData,
          date: TODAY,
          amount: 10,
          isCard: false,
          method: ach,
        }),
      );
      expect(res.body.Errors).toEqual([{ ErrorMessage: 'DateNotAllowed' }]);
    });
  });

  it('when requireMinimumPaymentOption is on then an immediate payment below the regular payment is refused with AmountMinimum', async () => {
    const c = await callerFor(app, 'basic.user');
    const { loan, info, ach } = await loanOf(c);
    expect(info.PaymentDetails.PaymentAmount).toBeGreaterThan(1);
    await withSettings({ 'generalPaymentOptions.requireMinimumPaymentOption': 'true' }, async () => {
      const res = await c.post(
        '/api/PaymentImmediate/SubmitAch',
        submitBody({
          user: 'basic.user',
          loan,
          token: info.EncryptedData,
          date: TODAY,
          amount: 1,
          isCard: false,
          method: ach,
        }),
      );
      expect(res.body.Errors).toEqual([{ ErrorMessage: 'AmountMinimum' }]);
    });
  });

  it('when hidePaymentByACHOption is on then payment info allows no ACH and an ACH payment is refused', async () => {
    const c = await callerFor(app, 'basic.user');
    const { loan, ach } = await loanOf(c);
    await withSettings({ 'generalPaymentOptions.hidePaymentByACHOption': 'true' }, async () => {
      const info = (await c.get(`/api/PaymentInformation/GetPaymentInfo?accountNumber=${loan}`)).body;
      expect(info.PaymentOptions.AllowACH).toBe(false);
      const res = await c.post(
        '/api/PaymentImmediate/SubmitAch',
        submitBody({
          user: 'basic.user',
          loan,
          token: info.EncryptedData,
          date: TODAY,
          amount: 10,
          isCard: false,
          method: ach,
        }),
      );
      expect(res.body.Errors).toEqual([{ ErrorMessage: 'NoAchPayment' }]);
    });
  });

  it('when the loan carries a hold code then the hold-code settings block cards, or ACH, on it; hold code 48 blocks both by default', async () => {
    const c = await callerFor(app, 'basic.user');
    const { loan, card } = await loanOf(c);
    const setHolds = (codes: number[]) =>
      app.ctx.db.execute(
        `update accounts set data = jsonb_set(data, '{loan,payment,holdCodes}', $2::jsonb) where account_number = $1`,
        [loan, JSON.stringify(codes)],
      );
    const blocks = async () => {
      const info = (await c.get(`/api/PaymentInformation/GetPaymentInfo?accountNumber=${loan}`)).body;
      return { card: info.blockCardPayment, ach: info.blockAchPayment, token: info.EncryptedData };
    };
    await setHolds([12]);
    try {
      expect(await blocks()).toMatchObject({ card: false, ach: false });
      await withSettings({ 'cardPaymentOptions.blockCardOnHoldCodesOption': '12,48' }, async () => {
        const now = await blocks();
        expect(now).toMatchObject({ card: true, ach: false });
        const res = await c.post(
          '/api/PaymentImmediate/SubmitCard',
          submitBody({
            user: 'basic.user',
            loan,
            token: now.token,
            date: TODAY,
            amount: 10,
            isCard: true,
            method: card,
          }),
        );
        expect(res.body.Errors).toEqual([{ ErrorMessage: 'SecurityNotAllowed' }]);
      });
      await withSettings({ 'achPaymentOptions.blockAchOnHoldCodesOption': '12' }, async () =>
        expect(await blocks()).toMatchObject({ card: false, ach: true }),
      );
      await setHolds([48]);
      expect(await blocks()).toMatchObject({ card: true, ach: true });
    } finally {
      await setHolds([]);
    }
  });

  it('when a force option is on then a recurring payment of another frequency is refused, as the portal does not offer it', async () => {
    const c = await callerFor(app, 'basic.user');
    const { loan, info, card } = await loanOf(c);
    const monthlyOnDate = () => {
      const body = submitBody({
        user: 'basic.user',
        loan,
        token: info.EncryptedData,
        date: '2026-06-15',
        amount: info.PaymentDetails.PaymentAmount,
        isCard: true,
        method: card,
      });
      return c.post('/api/PaymentRecurring/SubmitCard', {
        ...body,
        Payment: { ...body.Payment, RecurringDetails: { RecurringOption: 'DayOfMonth' }, AchDraftAgreementToken: null },
      });
    };
    for (const force of [
      'recurringPaymentOptions.forceOnDueDateOption',
      'recurringPaymentOptions.forceDaysBeforeDueOption',
    ]) {
      await withSettings({ [force]: 'true' }, async () =>
        expect((await monthlyOnDate()).body.Errors).toEqual([{ ErrorMessage: 'Invalid' }]),
      );
    }
    expect((await monthlyOnDate()).body).toMatchObject({ HasNoErrors: true, Errors: [] });
  });

  it('when a $0.00 payment is submitted then AmountMinimum, even on a loan whose payoff is 0', async () => {
    const c = await callerFor(app, 'luis.ortega');
    const { loan, info, card } = await loanOf(c);
    const account = (await findOwnedAccount(app.ctx.db, 'luis.ortega', loan))!;
    await saveAccount(app.ctx.db, { ...account, loan: { ...account.loan!, payoffAmount: 0 } });
    const res = await c.post(
      '/api/PaymentImmediate/SubmitCard',
      submitBody({
        user: 'luis.ortega',
        loan,
        token: info.EncryptedData,
        date: TODAY,
        amount: 0,
        isCard: true,
        method: card,
      }),
    );
    await saveAccount(app.ctx.db, account);
    expect(res.body).toEqual({
      HasNoErrors: false,
      Errors: [{ ErrorMessage: 'AmountMinimum' }],
      ReferenceNumber: null,
    });
  });

  it('when the closed-loan user asks payment info or submits for the closed loan then both are refused in the contract error shape', async () => {
    const userToken = await app.login('closed.loan', 'Password3!');
    const [closed] = await app.ctx.db.query<{ account_number: string }>(
      `select account_number from accounts where user_name = 'closed.loan' and type_code = 0`,
    );
    const loan = closed!.account_number;
    const info = await app.call(`/api/PaymentInformation/GetPaymentInfo?accountNumber=${loan}`, {
      headers: { UserToken: userToken },
    });
    expect(await info.json()).toMatchObject({ HasNoErrors: false, Errors: [{ ErrorMessage: 'Generic' }] });
    // A token the sandbox itself issued, so only the closed state can refuse the submit.
    const token = await issueAccountToken(app.ctx.db, 'closed.loan', loan, TEST_NOW);
    const ach = { AccountType: 'Checking', AccountNumber: '6789', ProfileId: 'none' };
    const body = submitBody({ user: 'closed.loan', loan, token, date: TODAY, amount: 10, isCard: false, method: ach });
    const submitted = await app.call('/api/PaymentImmediate/SubmitAch', {
      method: 'POST',
      json: body,
      headers: { UserToken: userToken },
    });
    const res = { body: await submitted.json() };
    expect(res.body).toEqual({ HasNoErrors: false, Errors: [{ ErrorMessage: 'Retrieving' }], ReferenceNumber: null });
  });

  it('when the loan is for immediate payments only (InterestTooHighForDelayedPayment) then a recurring payment is refused too', async () => {
    const c = await callerFor(app, 'luis.ortega');
    const { loan, info, card } = await loanOf(c);
    const account = (await findOwnedAccount(app.ctx.db, 'luis.ortega', loan))!;
    await saveAccount(app.ctx.db, {
      ...account,
      loan: {
        ...account.loan!,
        payment: { ...account.loan!.payment, restrictionCode: 'InterestTooHighForDelayedPayment' },
      },
    });
    const body = submitBody({
      user: 'luis.ortega',
      loan,
      token: info.EncryptedData,
      date: '2026-06-15',
      amount: info.PaymentDetails.PaymentAmount,
      isCard: true,
      method: card,
    });
    const res = await c.post('/api/PaymentRecurring/SubmitCard', {
      ...body,
      Payment: { ...body.Payment, RecurringDetails: { RecurringOption: 'DayOfMonth' }, AchDraftAgreementToken: null },
    });
    await saveAccount(app.ctx.db, account);
    expect(res.body).toEqual({
      HasNoErrors: false,
      Errors: [{ ErrorMessage: 'DateNotAllowed' }],
      ReferenceNumber: null,
    });
  });
});
