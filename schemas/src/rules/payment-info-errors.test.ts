import { describe, expect, it } from 'vitest';
import { assessPaymentInfo, serverErrorKey, type PaymentInfoFacts } from './payment-info-errors';

const ok = (extra: Partial<PaymentInfoFacts> = {}): PaymentInfoFacts => ({
  HasNoErrors: true,
  Errors: [],
  PaymentOptions: { AllowCards: true, AllowACH: true },
  ScheduledPayments: [],
  ...extra,
});
const refused = (code: string): PaymentInfoFacts => ({ HasNoErrors: false, Errors: [{ ErrorMessage: code }] });

describe('payment-info server codes (payments spec §8)', () => {
  it.each([
    ['Generic', 'generic'],
    ['NiteMode', 'niteMode'],
    ['PaymentBlocked', 'paymentBlocked'],
    ['BlockedOnPendingRecurring', 'blockedOnPendingRecurring'],
    ['Delinquent', 'delinquent'],
    ['NoPaymentNeeded', 'noPaymentNeeded'],
    ['DisabledPaymentsAfterCutoffTime', 'disabledAfterCutoff'],
  ])('when the server says %s then the text is %s', (code, key) => {
    expect(serverErrorKey(code)).toBe(key);
    expect(assessPaymentInfo(refused(code)).errorKey).toBe(key);
  });
  it('when the code is unknown, empty or missing then the text is Generic', () => {
    expect(serverErrorKey('SomethingElse')).toBe('generic');
    expect(serverErrorKey('toString')).toBe('generic');
    expect(serverErrorKey(undefined)).toBe('generic');
    expect(assessPaymentInfo({ HasNoErrors: false, Errors: [] }).errorKey).toBe('generic');
  });
  it('when the call failed then the text is Generic and nothing can be paid', () => {
    expect(assessPaymentInfo(undefined)).toEqual({ cardBlocked: true, achBlocked: true, errorKey: 'generic' });
  });
});

describe('card and ACH blocking ("Card is blocked when blockCardPayment is set or AllowCards is false; ACH is blocked when blockAchPayment is set")', () => {
  it('when nothing blocks then both are open and there is no error', () => {
    expect(assessPaymentInfo(ok())).toEqual({ cardBlocked: false, achBlocked: false });
  });
  it('when blockCardPayment is set then card is blocked', () => {
    expect(assessPaymentInfo(ok({ blockCardPayment: true })).cardBlocked).toBe(true);
  });
  it('when AllowCards is false then card is blocked', () => {
    expect(assessPaymentInfo(ok({ PaymentOptions: { AllowCards: false } })).cardBlocked).toBe(true);
  });
  it('when blockAchPayment is set then ACH is blocked and card is not', () => {
    expect(assessPaymentInfo(ok({ blockAchPayment: true }))).toEqual({ cardBlocked: false, achBlocked: true });
  });
});

describe('errors set locally', () => {
  it('when the balance is 0 then NoPaymentNeeded', () => {
    expect(assessPaymentInfo(ok(), 0).errorKey).toBe('noPaymentNeeded');
    expect(assessPaymentInfo(ok(), 0.01).errorKey).toBeUndefined();
    expect(assessPaymentInfo(ok(), undefined).errorKey).toBeUndefined();
  });
  it('when past the cut-off with a scheduled payment and cards not allowed then DisabledPaymentsAfterCutoffTime', () => {
    const cutoff = { BlockImmediateACHPaymentsAfterCutoffTime: true, ScheduledPayments: [{}] };
    expect(assessPaymentInfo(ok({ ...cutoff, PaymentOptions: { AllowCards: false } })).errorKey).toBe(
      'disabledAfterCutoff',
    );
    expect(assessPaymentInfo(ok({ ...cutoff, blockCardPayment: true })).errorKey).toBe('disabledAfterCutoff');
  });
  it('when any of the three cut-off conditions is missing then no error', () => {
    expect(
      assessPaymentInfo(ok({ BlockImmediateACHPaymentsAfterCutoffTime: true, ScheduledPayments: [{}] })).errorKey,
    ).toBeUndefined();
    expect(
      assessPaymentInfo(ok({ BlockImmediateACHPaymentsAfterCutoffTime: true, blockCardPayment: true })).errorKey,
    ).toBeUndefined();
    expect(assessPaymentInfo(ok({ ScheduledPayments: [{}], blockCardPayment: true })).errorKey).toBeUndefined();
  });
  it('when the server refused then its code wins over the local ones', () => {
    expect(assessPaymentInfo(refused('NiteMode'), 0).errorKey).toBe('niteMode');
  });
});
