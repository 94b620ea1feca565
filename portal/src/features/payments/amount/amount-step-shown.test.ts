import { describe, expect, it } from 'vitest';
import type { SettingsReader } from '@schemas/settings/reader';
import type { FrequencySelection } from '../make-payment/payment-steps';
import { TODAY, achMethod, cardMethod, loanFixture } from '../testing/payment-fixtures';
import { amountStepShown, skippedAmountSelection } from './amount-step-shown';

/** A reader with the listed flags on and every number 0 (no minimum or maximum set), percent 1. */
const reader = (...on: string[]) =>
  ({
    flag: (key: string) => on.includes(key),
    number: (key: string) => (key.endsWith('maxPayoffPercentOption') ? 1 : 0),
  }) as unknown as SettingsReader;
const dbd: FrequencySelection = {
  frequency: 'DaysBeforeDue',
  date: null,
  numDays: 0,
  thirdPartyFee: 0,
  payoff: { isPayoff: false, quote: null },
};
const payoff: FrequencySelection = {
  frequency: 'OneTime',
  date: '2026-11-30',
  numDays: null,
  thirdPartyFee: 0,
  payoff: { isPayoff: true, quote: 501234 },
};

describe('amount step shown (§4 "Amount step")', () => {
  it('when payoff then hidden, and the quote is paid (the ACH scheduled fee added as the first-party fee)', () => {
    const data = { selectAccount: loanFixture(), getMethod: achMethod, getFrequency: payoff };
    expect(amountStepShown(data, reader())).toBe(false);
    expect(skippedAmountSelection(data, reader(), TODAY)).toEqual({
      amount: 501234,
      additionalPrincipal: 0,
      firstPartyFee: 150,
      locPaysTotalDue: false,
    });
  });
  it('when days before due (or on due date) by ACH then hidden with the regular payment, unless custom amounts or additional principal are allowed', () => {
    const data = { selectAccount: loanFixture(), getMethod: achMethod, getFrequency: dbd };
    expect(amountStepShown(data, reader())).toBe(false);
    expect(skippedAmountSelection(data, reader(), TODAY).amount).toBe(25000);
    expect(amountStepShown(data, reader('recurringPaymentOptions.allowCustomAmountOnDaysBeforeDueOption'))).toBe(true);
    expect(amountStepShown(data, reader('achPaymentOptions.allowAdditionalPrincipalOnRecurringACHOption'))).toBe(true);
  });
  it('when days before due by card then shown; a recurring line of credit skipped pays 0 with its note', () => {
    expect(amountStepShown({ selectAccount: loanFixture(), getMethod: cardMethod, getFrequency: dbd }, reader())).toBe(
      true,
    );
    const loc = { selectAccount: loanFixture({}, 9), getMethod: achMethod, getFrequency: dbd };
    expect(skippedAmountSelection(loc, reader(), TODAY)).toMatchObject({ amount: 0, locPaysTotalDue: true });
  });
});
