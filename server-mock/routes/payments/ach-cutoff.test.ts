/* eslint-disable @typescript-eslint/no-explicit-any -- read loosely; expect and the contract validator check */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/start-test-app.ts';
import { callerFor, PAYMENT_SETTINGS, startPaymentsApp, type PaymentsCaller, submitBody } from './payments-test-kit.ts';

/** A moment on Tuesday 9 June 2026 in UTC, the sandbox zone and so the default cut-off zone. */
const at = (hour: number, minute: number, day = 9) => new Date(Date.UTC(2026, 5, day, hour, minute)).toISOString();

async function setup(app: TestApp, institutionOptions: Record<string, string>, settings: Record<string, string> = {}) {
  const res = await app.call('/__mock/settings', {
    method: 'PUT',
    json: { settings: { ...PAYMENT_SETTINGS, ...settings }, institutionOptions },
  });
  expect(res.status).toBe(204);
}

async function freeze(app: TestApp, now: string) {
  expect((await app.call('/__mock/clock', { method: 'PUT', json: { now } })).status).toBe(200);
}

/** Freezes the clock, then signs in (moving the clock hours ahead would end an older session by idle time). */
async function callerAt(app: TestApp, now: string): Promise<PaymentsCaller> {
  await freeze(app, now);
  return callerFor(app, 'basic.user');
}

async function infoOf(c: PaymentsCaller, loan: string) {
  return (await c.get(`/api/PaymentInformation/GetPaymentInfo?accountNumber=${loan}`)).body;
}

describe('ACH cut-off time in payment info and submits', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startPaymentsApp();
  }, 120_000);
  afterAll(async () => app?.close());

  it('when the clock is before the default 17:00 cut-off then immediate ACH is open; from 17:00 it is blocked until Wednesday', async () => {
    await setup(app, {});
    const c = await callerAt(app, at(16, 59));
    const loan = await c.loanNumber();
    expect(await infoOf(c, loan)).toMatchObject({
      BlockImmediateACHPaymentsAfterCutoffTime: false,
      AdjustedACHPaymentDateAfterCutoffTime: null,
    });
    await freeze(app, at(17, 0));
    expect(await infoOf(c, loan)).toMatchObject({
      BlockImmediateACHPaymentsAfterCutoffTime: true,
      AdjustedACHPaymentDateAfterCutoffTime: '2026-06-10',
    });
  });

  it('when the institution sets AchCutoffTime 14:30 then 14:29 is open and 14:30 is blocked; a Thursday cut-off skips Juneteenth and the weekend', async () => {
    await setup(app, { AchCutoffTime: '14:30' });
    let c = await callerAt(app, at(14, 29));
    const loan = await c.loanNumber();
    expect((await infoOf(c, loan)).BlockImmediateACHPaymentsAfterCutoffTime).toBe(false);
    await freeze(app, at(14, 30));
    expect((await infoOf(c, loan)).BlockImmediateACHPaymentsAfterCutoffTime).toBe(true);
    c = await callerAt(app, at(15, 0, 18));
    expect((await infoOf(c, loan)).AdjustedACHPaymentDateAfterCutoffTime).toBe('2026-06-22');
  });

  it('when an immediate ACH payment is submitted past the cut-off then it is refused with the date error; one minute before the cut-off it goes', async () => {
    await setup(app, { AchCutoffTime: '12:00' });
    const c = await callerAt(app, at(12, 1));
    const loan = await c.loanNumber();
    const methods = (await c.post('/api/PaymentMethod/GetPaymentMethods', { AccountNumber: loan })).body
      .PaymentMethods as any[];
    const ach = methods.find((m) => !m.IsCard).AchInfo;
    const info = await infoOf(c, loan);
    const late = await c.post(
      '/api/PaymentImmediate/SubmitAch',
      submitBody({
        user: 'basic.user',
        loan: loan,
        token: info.EncryptedData,
        date: '2026-06-09',
        amount: 25,
        isCard: false,
        method: ach,
      }),
    );
    expect(late.body).toMatchObject({ HasNoErrors: false, Errors: [{ ErrorMessage: 'DateNotAllowed' }] });
    await freeze(app, at(11, 59));
    const early = await c.post(
      '/api/PaymentImmediate/SubmitAch',
      submitBody({
        user: 'basic.user',
        loan: loan,
        token: info.EncryptedData,
        date: '2026-06-09',
        amount: 25,
        isCard: false,
        method: ach,
      }),
    );
    expect(early.body).toMatchObject({ HasNoErrors: true, ReferenceNumber: expect.stringMatching(/^\d+$/) });
  });

  it('when past the cut-off with a scheduled payment and no cards then payment info answers DisabledPaymentsAfterCutoffTime', async () => {
    await setup(app, { AchCutoffTime: '12:00' });
    const c = await callerAt(app, at(11, 50));
    const loan = await c.loanNumber();
    const ach = (
      (await c.post('/api/PaymentMethod/GetPaymentMethods', { AccountNumber: loan })).body.PaymentMethods as any[]
    ).find((m) => !m.IsCard).AchInfo;
    const info = await infoOf(c, loan);
    const scheduled = await c.post(
      '/api/PaymentScheduled/SubmitAch',
      submitBody({
        user: 'basic.user',
        loan: loan,
        token: info.EncryptedData,
        date: '2026-06-12',
        amount: 25,
        isCard: false,
        method: ach,
      }),
    );
    expect(scheduled.body.HasNoErrors).toBe(true);
    await freeze(app, at(11, 59));
    expect((await infoOf(c, loan)).Errors).toEqual([]);
    await freeze(app, at(12, 0));
    expect((await infoOf(c, loan)).Errors).toEqual([]);
    await setup(app, { AchCutoffTime: '12:00' }, { 'generalPaymentOptions.allowCardPaymentsOption': 'false' });
    expect(await infoOf(c, loan)).toMatchObject({
      HasNoErrors: false,
      Errors: [{ ErrorMessage: 'DisabledPaymentsAfterCutoffTime' }],
    });
    await freeze(app, at(11, 59));
    expect((await infoOf(c, loan)).Errors).toEqual([]);
  });
});
