import { describe, expect, it } from 'vitest';
import { checkPaymentAmount, paymentAmountLimits } from './payment-amount';

const base = {
  isCard: false,
  isRecurring: false,
  settingMinimum: 0,
  settingMaximum: 0,
  payoffAmount: 5000,
  maxPayoffPercent: 1,
  regularPayment: 250,
  totalDue: 250,
};

describe('payment amount limits (spec section 5)', () => {
  it('when nothing is set then 0.01 up to the payoff amount', () => {
    expect(paymentAmountLimits(base)).toEqual({ min: 0.01, max: 5000 });
  });
  it('when the method minimum is set then it raises the minimum', () => {
    expect(paymentAmountLimits({ ...base, settingMinimum: 25 }).min).toBe(25);
  });
  it('when a card maximum is set then it is the card maximum', () => {
    expect(paymentAmountLimits({ ...base, isCard: true, settingMaximum: 1000 }).max).toBe(1000);
  });
  it('when recurring without extra amounts then the maximum is the regular payment', () => {
    expect(paymentAmountLimits({ ...base, isRecurring: true }).max).toBe(250);
    expect(paymentAmountLimits({ ...base, isRecurring: true, allowExtraOnRecurring: true }).max).toBe(5000);
  });
  it('when max payoff percent is set then the payoff is multiplied', () => {
    expect(paymentAmountLimits({ ...base, maxPayoffPercent: 0.5 }).max).toBe(2500);
  });
  it('when total due is forced then it is the minimum for non-recurring payments', () => {
    expect(paymentAmountLimits({ ...base, forceTotalDue: true, totalDue: 300 }).min).toBe(300);
    expect(
      paymentAmountLimits({
        ...base,
        forceTotalDue: true,
        totalDue: 300,
        isRecurring: true,
        allowExtraOnRecurring: true,
      }).min,
    ).toBe(0.01);
  });
  it('when delinquent with forcing then the larger of total due and the setting minimum', () => {
    expect(paymentAmountLimits({ ...base, forceTotalDueDelinquent: true, totalDue: 40, settingMinimum: 50 }).min).toBe(
      50,
    );
  });
  it('when the minimum is above the maximum then it is capped', () => {
    expect(
      paymentAmountLimits({ ...base, isCard: true, settingMaximum: 100, forceTotalDue: true, totalDue: 300 }),
    ).toEqual({ min: 100, max: 100 });
  });
  it('when checking amounts then below and above are named', () => {
    const limits = { min: 10, max: 100 };
    expect(checkPaymentAmount(9.99, limits)).toBe('amountMinimum');
    expect(checkPaymentAmount(100.01, limits)).toBe('amountMaximum');
    expect(checkPaymentAmount(100, limits)).toBeUndefined();
  });
});
