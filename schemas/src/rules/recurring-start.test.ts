import { describe, expect, it } from 'vitest';
import {
  checkRecurringStart,
  daysBeforeDueChoices,
  onDueDateAllowed,
  RECURRING_DATE_MESSAGES,
} from './recurring-start.ts';

// Fixed clock: Tuesday 9 June 2026. Juneteenth (Friday 19 June) is a bank holiday.
const base = { today: '2026-06-09', schedule: 'MonthlyOnDate', allowSaturday: false, allowSunday: false } as const;

describe('recurring first date (spec section 5)', () => {
  it('when today or earlier then "Payment date must be in the future"; tomorrow passes', () => {
    expect(checkRecurringStart('2026-06-09', base)).toBe('notFuture');
    expect(checkRecurringStart('2026-06-08', base)).toBe('notFuture');
    expect(checkRecurringStart('2026-06-10', base)).toBeUndefined();
    expect(RECURRING_DATE_MESSAGES.notFuture).toBe('Payment date must be in the future');
  });
  it('when 31 days ahead then allowed; 32 days then "First payment date must be within 30 days"', () => {
    expect(checkRecurringStart('2026-07-10', base)).toBeUndefined();
    expect(checkRecurringStart('2026-07-11', base)).toBe('beyondWindow');
    expect(RECURRING_DATE_MESSAGES.beyondWindow).toBe('First payment date must be within 30 days');
  });
  it('when monthly on a date then day 30 passes and day 31 is not allowed; semi-monthly stops at 28', () => {
    expect(checkRecurringStart('2026-06-30', base)).toBeUndefined();
    expect(checkRecurringStart('2026-07-31', { ...base, today: '2026-07-01' })).toBe('notAllowed');
    expect(
      checkRecurringStart('2026-06-26', { ...base, schedule: 'SemiMonthly', today: '2026-06-20' }),
    ).toBeUndefined();
    expect(checkRecurringStart('2026-06-29', { ...base, schedule: 'SemiMonthly' })).toBe('notAllowed');
    expect(checkRecurringStart('2026-07-31', { ...base, schedule: 'Weekly', today: '2026-07-01' })).toBeUndefined();
  });
  it('when a holiday, a host non-payment day or a weekend the ACH settings do not allow then "That date is not allowed."', () => {
    expect(checkRecurringStart('2026-06-19', base)).toBe('notAllowed');
    expect(checkRecurringStart('2026-06-17', { ...base, nonPaymentDays: ['2026-06-17'] })).toBe('notAllowed');
    expect(checkRecurringStart('2026-06-13', base)).toBe('notAllowed');
    expect(checkRecurringStart('2026-06-13', { ...base, allowSaturday: true })).toBeUndefined();
    expect(checkRecurringStart('2026-06-14', { ...base, allowSaturday: true })).toBe('notAllowed');
    expect(RECURRING_DATE_MESSAGES.notAllowed).toBe('That date is not allowed.');
  });
  it('when the small-dollar rule is on then 4 (mail 1) or 7 (mail 2) days ahead are refused, the next day passes', () => {
    const weekends = { ...base, allowSaturday: true, allowSunday: true };
    expect(checkRecurringStart('2026-06-13', { ...weekends, smallDollar: { mailPreference: 1 } })).toBe('smallDollar');
    expect(checkRecurringStart('2026-06-14', { ...weekends, smallDollar: { mailPreference: 1 } })).toBeUndefined();
    expect(checkRecurringStart('2026-06-16', { ...weekends, smallDollar: { mailPreference: 2 } })).toBe('smallDollar');
    expect(checkRecurringStart('2026-06-17', { ...weekends, smallDollar: { mailPreference: 2 } })).toBeUndefined();
    expect(RECURRING_DATE_MESSAGES.smallDollar).toBe('Payment cannot be made on this date.');
  });
});

describe('days-before-due choices (spec section 5)', () => {
  it('when the loan is monthly then 1 to 9; otherwise 1 to 3', () => {
    expect(daysBeforeDueChoices('2026-06-28', true, '2026-06-09')).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(daysBeforeDueChoices('2026-06-28', false, '2026-06-09')).toEqual([1, 2, 3]);
  });
  it('when a resulting date is a non-payment date then that choice is left out', () => {
    expect(daysBeforeDueChoices('2026-06-22', true, '2026-06-09', ['2026-06-19'])).toEqual([1, 2, 4, 5, 6, 7, 8, 9]);
  });
  it('when no non-payment dates are given then only dates from tomorrow on are offered', () => {
    expect(daysBeforeDueChoices('2026-06-14', true, '2026-06-09')).toEqual([1, 2, 3, 4]);
  });
  it('when non-payment dates are given and the due date is within 9 days or past then still only dates from tomorrow on (decision 312)', () => {
    expect(daysBeforeDueChoices('2026-06-14', true, '2026-06-09', ['2026-06-19'])).toEqual([1, 2, 3, 4]);
    expect(daysBeforeDueChoices('2026-06-05', true, '2026-06-09', ['2026-06-19'])).toEqual([]);
  });
});

describe('on-due-date start (decision 312)', () => {
  const rules = { today: '2026-06-09', maxDaysAhead: 30, allowSaturday: false, allowSunday: false };
  it('when the due date is from tomorrow on, a weekday and not a holiday then the schedule can start on it', () => {
    expect(onDueDateAllowed('2026-06-10', rules)).toBe(true);
    expect(onDueDateAllowed('2026-07-09', rules)).toBe(true);
  });
  it('when the due date is today, past, beyond the recurring window, on a weekend or a holiday then not', () => {
    expect(onDueDateAllowed('2026-06-09', rules)).toBe(false);
    expect(onDueDateAllowed('2026-06-01', rules)).toBe(false);
    expect(onDueDateAllowed('2026-07-13', rules)).toBe(false);
    expect(onDueDateAllowed('2026-06-13', rules)).toBe(false);
    expect(onDueDateAllowed('2026-06-13', { ...rules, allowSaturday: true })).toBe(true);
    expect(onDueDateAllowed('2026-06-19', rules)).toBe(false);
  });
});
