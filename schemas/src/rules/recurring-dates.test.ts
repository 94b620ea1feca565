import { describe, expect, it } from 'vitest';
import { nextRecurringDate } from './recurring-dates.ts';

describe('the next date of a recurring payment', () => {
  it('when weekly or every two weeks then 7 or 14 days later, across a month end', () => {
    expect(nextRecurringDate('2026-06-29', 'Weekly')).toBe('2026-07-06');
    expect(nextRecurringDate('2026-06-29', 'BiWeekly')).toBe('2026-07-13');
  });
  it('when semi-monthly from the 5th then the 19th, then the 5th of the next month', () => {
    expect(nextRecurringDate('2026-06-05', 'SemiMonthly')).toBe('2026-06-19');
    expect(nextRecurringDate('2026-06-19', 'SemiMonthly')).toBe('2026-07-05');
  });
  it('when semi-monthly from the 28th (the latest first day allowed) then the 14th of the next month, then the 28th', () => {
    expect(nextRecurringDate('2026-01-28', 'SemiMonthly')).toBe('2026-02-14');
    expect(nextRecurringDate('2026-02-14', 'SemiMonthly')).toBe('2026-02-28');
  });
  it('when monthly on a date then the same day next month; the 30th becomes the last day of February', () => {
    expect(nextRecurringDate('2026-06-15', 'DayOfMonth')).toBe('2026-07-15');
    expect(nextRecurringDate('2027-01-30', 'DayOfMonth')).toBe('2027-02-28');
    expect(nextRecurringDate('2026-12-15', 'DayOfMonth')).toBe('2027-01-15');
  });
  it('when days before due then one billing period later', () => {
    expect(nextRecurringDate('2026-06-25', 'DaysBeforeDue')).toBe('2026-07-25');
    expect(nextRecurringDate('2026-06-25', 'DaysBeforeDue', 'Weekly')).toBe('2026-07-02');
    expect(nextRecurringDate('2026-06-25', 'DaysBeforeDue', 'SemiMonthly')).toBe('2026-07-10');
  });
});
