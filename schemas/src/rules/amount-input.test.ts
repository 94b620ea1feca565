import { describe, expect, it } from 'vitest';
import {
  AMOUNT_INPUT_MAX_LENGTH,
  amountProblem,
  clampAmount,
  formatAmountInput,
  parseAmountInput,
} from './amount-input.ts';
import { testReader } from '../screens/test-reader.ts';
import { paymentAmountLimits, paymentMinimum, recurringAllowsExtra } from './payment-amount.ts';

describe('amount text to cents (§5: up to 15 characters, currency with 2 decimals on blur)', () => {
  it('when "$1,234.5" then 123450 cents; ".07" is 7; "0.1" is 10 (no float arithmetic)', () => {
    expect(parseAmountInput('$1,234.5')).toBe(123450);
    expect(parseAmountInput('.07')).toBe(7);
    expect(parseAmountInput('0.1')).toBe(10);
    expect(parseAmountInput('1005.05')).toBe(100505);
  });
  it('when empty, letters, a minus or a third decimal then not an amount', () => {
    expect(parseAmountInput('')).toBeUndefined();
    expect(parseAmountInput('12a')).toBeUndefined();
    expect(parseAmountInput('-5')).toBeUndefined();
    expect(parseAmountInput('1.005')).toBeUndefined();
  });
  it('when blurred then written as currency with 2 decimals; the limit is 15 characters', () => {
    expect(formatAmountInput(123450)).toBe('$1,234.50');
    expect(formatAmountInput(5)).toBe('$0.05');
    expect(AMOUNT_INPUT_MAX_LENGTH).toBe(15);
  });
});

describe('range and clamping (§4 "Amount step", §5)', () => {
  const limits = { min: 1, max: 50000 };
  it('when empty then required; below the minimum or above the maximum then range; the bounds themselves allowed', () => {
    expect(amountProblem(' ', limits)).toBe('required');
    expect(amountProblem('0.00', limits)).toBe('range');
    expect(amountProblem('0.01', limits)).toBeUndefined();
    expect(amountProblem('500.00', limits)).toBeUndefined();
    expect(amountProblem('500.01', limits)).toBe('range');
  });
  it('when payment info changes then the amount is clamped into the range', () => {
    expect(clampAmount(60000, limits)).toBe(50000);
    expect(clampAmount(0, limits)).toBe(1);
    expect(clampAmount(1234, limits)).toBe(1234);
  });
});

describe('limits (§5 "Payment amount")', () => {
  const base = {
    isCard: true,
    isRecurring: false,
    settingMinimum: 0,
    settingMaximum: 500,
    payoffAmount: 2000,
    maxPayoffPercent: 1,
    regularPayment: 250,
    totalDue: 600,
  };
  it('when the minimum (forced total due 600) is at or above the card maximum 500 then it is capped, and the uncapped minimum shows it (ACH only)', () => {
    expect(paymentAmountLimits({ ...base, forceTotalDue: true })).toEqual({ min: 500, max: 500 });
    expect(paymentMinimum({ ...base, forceTotalDue: true })).toBe(600);
  });
  it('when recurring (any frequency) then only the custom-amount setting lets it exceed the regular payment, and a card maximum does not lift the cap', () => {
    const custom = (on: boolean) =>
      testReader({ 'recurringPaymentOptions.allowCustomAmountOnDaysBeforeDueOption': on ? 'true' : 'false' });
    expect(recurringAllowsExtra(custom(false))).toBe(false);
    expect(recurringAllowsExtra(custom(true))).toBe(true);
    expect(paymentAmountLimits({ ...base, isRecurring: true, allowExtraOnRecurring: false })).toEqual({
      min: 0.01,
      max: 250,
    });
    expect(paymentAmountLimits({ ...base, isRecurring: true, allowExtraOnRecurring: true })).toEqual({
      min: 0.01,
      max: 500,
    });
    expect(
      paymentAmountLimits({
        ...base,
        isCard: false,
        settingMaximum: 0,
        isRecurring: true,
        allowExtraOnRecurring: true,
      }),
    ).toEqual({ min: 0.01, max: 2000 });
  });
});
