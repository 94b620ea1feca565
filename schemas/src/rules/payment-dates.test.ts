import { describe, expect, it } from 'vitest';
import { checkPaymentDate } from './payment-dates';

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

describe('the blocked immediate-ACH date (§5 "One-time date", immediateACHPaymentsNotAllowed)', () => {
  const rules = { today: '2026-11-24', maxDaysAhead: 30, allowSaturday: false, allowSunday: false };
  it('when the date is the blocked date then immediateACHPaymentsNotAllowed; the next day is allowed', () => {
    expect(checkPaymentDate('2026-11-24', { ...rules, blockedDate: '2026-11-24' })).toBe(
      'immediateACHPaymentsNotAllowed',
    );
    expect(checkPaymentDate('2026-11-25', { ...rules, blockedDate: '2026-11-24' })).toBeUndefined();
  });
});
