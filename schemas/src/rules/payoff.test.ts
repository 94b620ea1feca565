import { describe, expect, it } from 'vitest';
import {
  PAYOFF_QUOTE_WINDOW_DAYS,
  checkPayoffDate,
  payoffQuoteAmount,
  payoffToggleShown,
  perDiemInterest,
} from './payoff';

describe('payoff quote = payoff amount + per-diem interest x days', () => {
  it('when the date is today then the quote is the payoff amount', () => {
    expect(payoffQuoteAmount({ payoffAmount: 12345.67, balance: 12000, ratePercent: 6.49, days: 0 })).toBe(12345.67);
  });
  it('when 10 days ahead then 10 days of balance x rate / 100 / 365 are added, rounded to cents', () => {
    // 12000 x 6.49 / 100 / 365 = 2.13370 per day -> 21.337 -> 21.34
    expect(perDiemInterest(12000, 6.49)).toBeCloseTo(2.1337, 4);
    expect(payoffQuoteAmount({ payoffAmount: 12345.67, balance: 12000, ratePercent: 6.49, days: 10 })).toBe(12367.01);
  });
  it('when the date moves later then the quote grows', () => {
    const at = (days: number) => payoffQuoteAmount({ payoffAmount: 5000, balance: 4900, ratePercent: 9.9, days });
    expect(at(30)).toBeGreaterThan(at(1));
  });
  it('when the rate is zero then the quote stays the payoff amount', () => {
    expect(payoffQuoteAmount({ payoffAmount: 100.1, balance: 100, ratePercent: 0, days: 45 })).toBe(100.1);
  });
  it('when the date is in the past then it is refused', () => {
    expect(checkPayoffDate(-1)).toBe('minDate');
    expect(() => payoffQuoteAmount({ payoffAmount: 1, balance: 1, ratePercent: 1, days: -1 })).toThrow();
  });
  it('when beyond the window then maxDate', () => {
    expect(checkPayoffDate(PAYOFF_QUOTE_WINDOW_DAYS)).toBeUndefined();
    expect(checkPayoffDate(PAYOFF_QUOTE_WINDOW_DAYS + 1)).toBe('maxDate');
  });
});

describe('payoff toggle shown only when (§5)', () => {
  const shown = {
    payoffAmount: 1200,
    hideToggle: false,
    maxPayoffPercent: 1,
    isCard: false,
    cardMaximum: 0,
    futureDate: false,
    futurePayoffAllowed: false,
  };
  it('when the payoff amount is above 0 and nothing hides it then shown', () =>
    expect(payoffToggleShown(shown)).toBe(true));
  it('when the payoff amount is 0 or the hide setting is on then hidden', () => {
    expect(payoffToggleShown({ ...shown, payoffAmount: 0 })).toBe(false);
    expect(payoffToggleShown({ ...shown, hideToggle: true })).toBe(false);
  });
  it('when max payoff percent is empty or 1 then shown; 0.9 hides it', () => {
    expect(payoffToggleShown({ ...shown, maxPayoffPercent: undefined })).toBe(true);
    expect(payoffToggleShown({ ...shown, maxPayoffPercent: 0.9 })).toBe(false);
  });
  it('when a card and the payoff is above the card maximum then hidden; at the maximum shown', () => {
    expect(payoffToggleShown({ ...shown, isCard: true, cardMaximum: 1199.99 })).toBe(false);
    expect(payoffToggleShown({ ...shown, isCard: true, cardMaximum: 1200 })).toBe(true);
  });
  it('when the date is in the future then only with future payoff allowed for the method', () => {
    expect(payoffToggleShown({ ...shown, futureDate: true })).toBe(false);
    expect(payoffToggleShown({ ...shown, futureDate: true, futurePayoffAllowed: true })).toBe(true);
  });
});
