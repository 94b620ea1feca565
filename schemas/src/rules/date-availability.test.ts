import { describe, expect, it } from 'vitest';
import { oneTimeDayReason, recurringDayReason } from './date-availability.ts';
import type { PaymentDateRules } from './payment-dates.ts';
import type { RecurringDateRules } from './recurring-start.ts';

// Fixed clock: Tuesday 2026-11-24; Thanksgiving is Thursday 2026-11-26.
const today = '2026-11-24';
const oneTime: PaymentDateRules = { today, maxDaysAhead: 30, allowSaturday: false, allowSunday: false };

describe('why a one-time day cannot be chosen (§5 "One-time date")', () => {
  it('when yesterday then past; today and the last day of the window are allowed; one day more is beyond the window', () => {
    expect(oneTimeDayReason('2026-11-23', oneTime)).toBe('past');
    expect(oneTimeDayReason(today, oneTime)).toBeUndefined();
    expect(oneTimeDayReason('2026-12-24', oneTime)).toBeUndefined();
    expect(oneTimeDayReason('2026-12-25', { ...oneTime, maxDaysAhead: 31 })).toBe('holiday');
    expect(oneTimeDayReason('2026-12-25', oneTime)).toBe('beyondWindow');
  });
  it('when a weekend then Saturday or Sunday unless allowed', () => {
    expect(oneTimeDayReason('2026-11-28', oneTime)).toBe('saturday');
    expect(oneTimeDayReason('2026-11-29', oneTime)).toBe('sunday');
    expect(oneTimeDayReason('2026-11-28', { ...oneTime, allowSaturday: true })).toBeUndefined();
  });
  it('when a bank holiday then holiday; a lender non-payment day then nonPaymentDay', () => {
    expect(oneTimeDayReason('2026-11-26', oneTime)).toBe('holiday');
    expect(oneTimeDayReason('2026-11-30', { ...oneTime, nonPaymentDays: ['2026-11-30'] })).toBe('nonPaymentDay');
  });
  it('when today is the blocked immediate-ACH date then immediateAch', () =>
    expect(oneTimeDayReason(today, { ...oneTime, blockedDate: today })).toBe('immediateAch'));
  it('when the small-dollar rule is on then 4 days ahead are blocked for mail preference 1, 7 for 2', () => {
    const one = { ...oneTime, smallDollar: { mailPreference: 1 as const } };
    const two = { ...oneTime, smallDollar: { mailPreference: 2 as const } };
    expect(oneTimeDayReason('2026-11-27', one)).toBe('smallDollar');
    expect(oneTimeDayReason('2026-11-30', one)).toBeUndefined();
    expect(oneTimeDayReason('2026-12-01', two)).toBe('smallDollar');
    expect(oneTimeDayReason('2026-12-02', two)).toBeUndefined();
  });
});

describe('why a first recurring day cannot be chosen (§5 "Recurring date")', () => {
  const rules: RecurringDateRules = { today, schedule: 'MonthlyOnDate', allowSaturday: true, allowSunday: true };
  it('when today then past; tomorrow allowed; 31 days ahead allowed, 32 beyond the window', () => {
    expect(recurringDayReason(today, rules)).toBe('past');
    expect(recurringDayReason('2026-11-25', rules)).toBeUndefined();
    expect(recurringDayReason('2026-12-23', { ...rules, today: '2026-11-22' })).toBeUndefined();
    expect(recurringDayReason('2026-12-24', { ...rules, today: '2026-11-22' })).toBe('beyondWindow');
  });
  it('when monthly on the 31st then dayOfMonth, the 30th allowed; semi-monthly the 29th refused, the 28th allowed', () => {
    expect(recurringDayReason('2026-12-31', { ...rules, today: '2026-12-01' })).toBe('dayOfMonth');
    expect(recurringDayReason('2026-11-30', rules)).toBeUndefined();
    expect(recurringDayReason('2026-11-29', { ...rules, schedule: 'SemiMonthly' })).toBe('dayOfMonth');
    expect(recurringDayReason('2026-11-28', { ...rules, schedule: 'SemiMonthly' })).toBeUndefined();
  });
  it('when a holiday, a non-payment day or a weekend not allowed by the ACH settings then that reason', () => {
    expect(recurringDayReason('2026-11-26', rules)).toBe('holiday');
    expect(recurringDayReason('2026-11-27', { ...rules, nonPaymentDays: ['2026-11-27'] })).toBe('nonPaymentDay');
    expect(recurringDayReason('2026-11-29', { ...rules, allowSunday: false })).toBe('sunday');
  });
  it('when the small-dollar rule is on then the window applies to recurring dates too', () =>
    expect(recurringDayReason('2026-11-27', { ...rules, smallDollar: { mailPreference: 1 } })).toBe('smallDollar'));
});
