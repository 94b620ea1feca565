import { describe, expect, it } from 'vitest';
import { addDays, checkPaymentDate, daysBetween, isBankHoliday, isoDateOf, nextBusinessDay, usFederalHolidays } from './payment-dates';

describe('US federal holidays (Federal Reserve calendar)', () => {
  it('when 2025 then the eleven holidays fall on the published dates', () => {
    expect(usFederalHolidays(2025)).toEqual([
      '2025-01-01', '2025-01-20', '2025-02-17', '2025-05-26', '2025-06-19', '2025-07-04',
      '2025-09-01', '2025-10-13', '2025-11-11', '2025-11-27', '2025-12-25',
    ]);
  });
  it('when a holiday falls on a Sunday then the Monday after is closed', () => {
    // 4 July 2027 is a Sunday; 19 June 2022 was a Sunday
    expect(isBankHoliday('2027-07-05')).toBe(true);
    expect(isBankHoliday('2022-06-20')).toBe(true);
  });
  it('when a holiday falls on a Saturday then the Friday before stays open', () => {
    // 4 July 2026 is a Saturday
    expect(isBankHoliday('2026-07-03')).toBe(false);
    expect(isBankHoliday('2026-07-04')).toBe(true);
  });
});

describe('calendar arithmetic', () => {
  it('when adding days across months and leap years then the date is right', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(daysBetween('2025-01-30', '2025-03-01')).toBe(30);
  });
  it('when a local moment is given then its local calendar date is used', () => {
    expect(isoDateOf(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
  });
  it('when the day is a Friday before a Monday holiday then the next business day is Tuesday', () => {
    expect(nextBusinessDay('2025-08-30')).toBe('2025-09-02');
  });
});

describe('payment date check (spec section 5)', () => {
  const rules = { today: '2025-06-10', maxDaysAhead: 30, allowSaturday: false, allowSunday: false };
  it('when empty or malformed then required', () => {
    expect(checkPaymentDate('', rules)).toBe('required');
    expect(checkPaymentDate('2025-02-30', rules)).toBe('required');
  });
  it('when yesterday then minDate', () => expect(checkPaymentDate('2025-06-09', rules)).toBe('minDate'));
  it('when beyond the window then maxDate', () => expect(checkPaymentDate('2025-07-11', rules)).toBe('maxDate'));
  it('when a holiday then dateNotAllowed', () => expect(checkPaymentDate('2025-06-19', rules)).toBe('dateNotAllowed'));
  it('when a host non-payment day then dateNotAllowed', () =>
    expect(checkPaymentDate('2025-06-12', { ...rules, nonPaymentDays: ['2025-06-12'] })).toBe('dateNotAllowed'));
  it('when a Saturday or Sunday without the settings then refused by day', () => {
    expect(checkPaymentDate('2025-06-14', rules)).toBe('saturday');
    expect(checkPaymentDate('2025-06-15', rules)).toBe('sunday');
  });
  it('when weekends are allowed then they pass', () => {
    expect(checkPaymentDate('2025-06-14', { ...rules, allowSaturday: true, allowSunday: true })).toBeUndefined();
  });
  it('when the small-dollar rule is on then 4 days (mail 1) or 7 days (mail 2) ahead are blocked', () => {
    expect(checkPaymentDate('2025-06-13', { ...rules, smallDollar: { mailPreference: 1 } })).toBe('smallDollar');
    expect(checkPaymentDate('2025-06-16', { ...rules, smallDollar: { mailPreference: 1 } })).toBeUndefined();
    expect(checkPaymentDate('2025-06-17', { ...rules, smallDollar: { mailPreference: 2 } })).toBe('smallDollar');
    expect(checkPaymentDate('2025-06-18', { ...rules, smallDollar: { mailPreference: 2 } })).toBeUndefined();
  });
  it('when today then allowed', () => expect(checkPaymentDate('2025-06-10', rules)).toBeUndefined());
});
