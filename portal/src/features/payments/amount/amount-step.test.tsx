import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { AmountSelection, FrequencySelection, PaymentSteps } from '../make-payment/payment-steps';
import { TODAY, achMethod, cardMethod, loanFixture, renderPaymentStep } from '../testing/payment-fixtures';
import { AmountStep } from './amount-step';

const oneTime: FrequencySelection = {
  frequency: 'OneTime',
  date: TODAY,
  numDays: null,
  thirdPartyFee: 0,
  payoff: { isPayoff: false, quote: null },
};
const daysBeforeDue: FrequencySelection = {
  frequency: 'DaysBeforeDue',
  date: null,
  numDays: 3,
  thirdPartyFee: 0,
  payoff: { isPayoff: false, quote: null },
};

function setup(data: Partial<PaymentSteps>, settings: Record<string, string> = {}) {
  const onValid = vi.fn<(value: AmountSelection) => void>();
  const onInvalid = vi.fn();
  function Screen() {
    const [value, setValue] = useState<AmountSelection | undefined>();
    return (
      <AmountStep
        data={data}
        value={value}
        onValid={(next) => (onValid(next), setValue(next))}
        onInvalid={() => (onInvalid(), setValue(undefined))}
        headingRef={() => {}}
        today={TODAY}
      />
    );
  }
  renderPaymentStep(<Screen />, settings);
  return { onValid, onInvalid, amount: () => screen.getByRole('textbox', { name: 'Payment Amount' }) };
}

describe('amount step (payments spec §5 "Payment amount")', () => {
  it('when shown then the regular payment is proposed and reported in cents; the total adds nothing for free ACH', async () => {
    const { onValid, amount } = setup({ selectAccount: loanFixture(), getMethod: achMethod, getFrequency: oneTime });
    expect(amount()).toHaveValue('$250.00');
    expect(amount()).toHaveAttribute('maxLength', '15');
    await waitFor(() =>
      expect(onValid).toHaveBeenCalledWith({
        amount: 25000,
        additionalPrincipal: 0,
        firstPartyFee: 0,
        locPaysTotalDue: false,
      }),
    );
    expect(screen.getByText('Payment Total').nextElementSibling).toHaveTextContent('$250.00');
    expect(screen.queryByText('Processing Fee')).toBeNull();
  });

  it('when the amount is emptied or above the payoff then the spec messages show and the step is invalid; blur formats currency', async () => {
    const { onValid, onInvalid, amount } = setup({
      selectAccount: loanFixture(),
      getMethod: achMethod,
      getFrequency: oneTime,
    });
    await waitFor(() => expect(onValid).toHaveBeenCalled());
    await userEvent.clear(amount());
    expect(screen.getByRole('textbox', { name: 'Payment Amount' })).toHaveAccessibleDescription(
      'Payment amount is required',
    );
    await waitFor(() => expect(onInvalid).toHaveBeenCalled());
    await userEvent.type(amount(), '5000.01');
    expect(amount()).toHaveAccessibleDescription('Payment amount must be between $0.01 and $5,000.00');
    await userEvent.clear(amount());
    await userEvent.type(amount(), '1234.5');
    await userEvent.tab();
    expect(amount()).toHaveValue('$1,234.50');
    await waitFor(() => expect(onValid).toHaveBeenLastCalledWith(expect.objectContaining({ amount: 123450 })));
  }, 20_000);

  it('when an invalid amount closes Make Payment then a status message says why, once the step reported it (not per keystroke)', async () => {
    const { onValid, onInvalid, amount } = setup({
      selectAccount: loanFixture(),
      getMethod: achMethod,
      getFrequency: oneTime,
    });
    await waitFor(() => expect(onValid).toHaveBeenCalled());
    const announced = () =>
      screen
        .getAllByRole('status')
        .map((r) => r.textContent)
        .filter(Boolean);
    expect(announced()).toEqual([]);
    await userEvent.clear(amount());
    await waitFor(() => expect(onInvalid).toHaveBeenCalled());
    await waitFor(() => expect(announced()).toEqual(['Payment amount is required']));
    await userEvent.type(amount(), '12');
    await waitFor(() => expect(onValid).toHaveBeenLastCalledWith(expect.objectContaining({ amount: 1200 })));
    expect(announced()).toEqual([]);
  }, 20_000);

  it('when a debit card with a 2.95 fee and a 1.25 third-party fee then the Processing Fee, the card note and the total in cents', () => {
    setup({ selectAccount: loanFixture(), getMethod: cardMethod, getFrequency: { ...oneTime, thirdPartyFee: 125 } });
    expect(screen.getByText('Processing Fee').nextElementSibling).toHaveTextContent('$4.20');
    expect(screen.getByText('A processing fee is charged for card payments.')).toBeInTheDocument();
    expect(screen.getByText('Payment Total').nextElementSibling).toHaveTextContent('$254.20');
    // A description list holds only groups of <dt> and <dd> (the note describes the fee: one more <dd>).
    const list = screen.getByText('Payment Total').closest('dl')!;
    expect(
      [...list.querySelectorAll(':scope > *, :scope > div > *')]
        .map((el) => el.tagName)
        .filter((tag) => !['DIV', 'DT', 'DD'].includes(tag)),
    ).toEqual([]);
    expect(screen.getByText('A processing fee is charged for card payments.').tagName).toBe('DD');
  });

  it('when the minimum (total due 600) is at or above the card maximum 500 then the ACH-only error; the due-exceeds warning otherwise', async () => {
    const forced = {
      'cardPaymentOptions.maximumCardPaymentAmountOption': '500',
      'generalPaymentOptions.forceTotalDueAsMinimumPaymentOption': 'true',
    };
    const { onValid } = setup({ selectAccount: loanFixture(), getMethod: cardMethod, getFrequency: oneTime }, forced);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Only payment by ACH is allowed at this time. Your amount due is greater than the payment amount allowed by card.',
    );
    expect(onValid).not.toHaveBeenCalled();
  });

  it('when the total due exceeds the card maximum without forcing then a warning and a valid amount', async () => {
    const { onValid } = setup(
      { selectAccount: loanFixture(), getMethod: cardMethod, getFrequency: oneTime },
      { 'cardPaymentOptions.maximumCardPaymentAmountOption': '500' },
    );
    expect(
      screen.getByText('Total due exceeds the maximum amount allowed with this payment method.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(onValid).toHaveBeenCalled());
  });

  it('when days before due without custom amounts then Pay Amount Due is forced on and the amount is clamped to the regular payment', async () => {
    const { onValid, amount } = setup(
      { selectAccount: loanFixture(), getMethod: achMethod, getFrequency: daysBeforeDue },
      { 'achPaymentOptions.allowAdditionalPrincipalOnRecurringACHOption': 'true' },
    );
    expect(screen.getByRole('checkbox', { name: 'Pay Amount Due' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Pay Amount Due' })).toBeDisabled();
    expect(amount()).toHaveValue('$250.00');
    await userEvent.type(screen.getByRole('textbox', { name: 'Additional Principal' }), '50');
    await waitFor(() =>
      expect(onValid).toHaveBeenLastCalledWith({
        amount: 25000,
        additionalPrincipal: 5000,
        firstPartyFee: 0,
        locPaysTotalDue: false,
      }),
    );
    expect(screen.getByText('Payment Total').nextElementSibling).toHaveTextContent('$300.00');
  });

  it.each(['Weekly', 'TwoWeeks', 'SemiMonthly', 'MonthlyOnDate'] as const)(
    'when a %s schedule without the custom-amount setting then the amount is held to the regular payment, by card too',
    async (frequency) => {
      const recurring: FrequencySelection = {
        frequency,
        date: '2026-11-30',
        numDays: null,
        thirdPartyFee: 0,
        payoff: { isPayoff: false, quote: null },
      };
      setup({ selectAccount: loanFixture(), getMethod: achMethod, getFrequency: recurring });
      await userEvent.clear(screen.getByRole('textbox', { name: 'Payment Amount' }));
      await userEvent.type(screen.getByRole('textbox', { name: 'Payment Amount' }), '250.01');
      expect(screen.getByRole('textbox', { name: 'Payment Amount' })).toHaveAccessibleDescription(
        'Payment amount must be between $0.01 and $250.00',
      );
      cleanup();
      setup({ selectAccount: loanFixture(), getMethod: cardMethod, getFrequency: recurring });
      await userEvent.clear(screen.getByRole('textbox', { name: 'Payment Amount' }));
      await userEvent.type(screen.getByRole('textbox', { name: 'Payment Amount' }), '250.01');
      expect(screen.getByRole('textbox', { name: 'Payment Amount' })).toHaveAccessibleDescription(
        'Payment amount must be between $0.01 and $250.00',
      );
      cleanup();
      // The custom-amount setting lets a recurring amount go up to the payoff (decision 310).
      setup(
        { selectAccount: loanFixture(), getMethod: achMethod, getFrequency: recurring },
        { 'recurringPaymentOptions.allowCustomAmountOnDaysBeforeDueOption': 'true' },
      );
      await userEvent.clear(screen.getByRole('textbox', { name: 'Payment Amount' }));
      await userEvent.type(screen.getByRole('textbox', { name: 'Payment Amount' }), '5000.01');
      expect(screen.getByRole('textbox', { name: 'Payment Amount' })).toHaveAccessibleDescription(
        'Payment amount must be between $0.01 and $5,000.00',
      );
    },
    20_000,
  );

  it('when generalPaymentOptions.requireMinimumPaymentOption is on then a payment today must be at least the smallest of regular payment, total due and payoff; a later one need not', async () => {
    const typeAmount = async (text: string) => {
      await userEvent.clear(screen.getByRole('textbox', { name: 'Payment Amount' }));
      await userEvent.type(screen.getByRole('textbox', { name: 'Payment Amount' }), text);
    };
    const required = { 'generalPaymentOptions.requireMinimumPaymentOption': 'true' };
    setup({ selectAccount: loanFixture(), getMethod: achMethod, getFrequency: oneTime }, required);
    await typeAmount('249.99');
    expect(screen.getByRole('textbox', { name: 'Payment Amount' })).toHaveAccessibleDescription(
      'Payment amount must be between $250.00 and $5,000.00',
    );
    cleanup();
    setup({ selectAccount: loanFixture(), getMethod: achMethod, getFrequency: oneTime });
    await typeAmount('5000.01');
    expect(screen.getByRole('textbox', { name: 'Payment Amount' })).toHaveAccessibleDescription(
      'Payment amount must be between $0.01 and $5,000.00',
    );
    cleanup();
    setup(
      { selectAccount: loanFixture(), getMethod: achMethod, getFrequency: { ...oneTime, date: '2026-11-30' } },
      required,
    );
    await typeAmount('5000.01');
    expect(screen.getByRole('textbox', { name: 'Payment Amount' })).toHaveAccessibleDescription(
      'Payment amount must be between $0.01 and $5,000.00',
    );
  }, 20_000);

  it('when the additional principal is not an amount or is above what is left of the payoff then it says so and the step is invalid', async () => {
    const { onValid, onInvalid } = setup(
      { selectAccount: loanFixture(), getMethod: achMethod, getFrequency: daysBeforeDue },
      { 'achPaymentOptions.allowAdditionalPrincipalOnRecurringACHOption': 'true' },
    );
    await waitFor(() => expect(onValid).toHaveBeenCalled());
    const principal = screen.getByRole('textbox', { name: 'Additional Principal' });
    await userEvent.type(principal, 'abc');
    expect(principal).toHaveAccessibleDescription('Additional principal amount is invalid');
    await waitFor(() => expect(onInvalid).toHaveBeenCalled());
    await userEvent.clear(principal);
    // The loan's payoff is $5,000.00 and the payment $250.00: at most $4,750.00 more.
    await userEvent.type(principal, '4750.01');
    expect(principal).toHaveAccessibleDescription('Additional principal amount cannot be more than $4,750.00');
    await userEvent.clear(principal);
    await userEvent.type(principal, '4750');
    await waitFor(() =>
      expect(onValid).toHaveBeenLastCalledWith(expect.objectContaining({ additionalPrincipal: 475000 })),
    );
    expect(principal).not.toHaveAccessibleDescription();
  });

  it('when a recurring line of credit pays the amount due then amount 0 and the note replaces the total', async () => {
    const { onValid } = setup({ selectAccount: loanFixture({}, 9), getMethod: achMethod, getFrequency: daysBeforeDue });
    expect(
      screen.getByText('Your recurring payment amount will be calculated at the time of payment.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Payment Total')).toBeNull();
    await waitFor(() =>
      expect(onValid).toHaveBeenCalledWith(expect.objectContaining({ amount: 0, locPaysTotalDue: true })),
    );
  });

  it('when a one-time line-of-credit payment ticks Pay Amount Due then it pays the total due, shown with its total (decision 317)', async () => {
    const { onValid, amount } = setup({
      selectAccount: loanFixture({}, 9),
      getMethod: achMethod,
      getFrequency: oneTime,
    });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pay Amount Due' }));
    expect(amount()).toHaveValue('$600.00');
    expect(amount()).toBeDisabled();
    await waitFor(() =>
      expect(onValid).toHaveBeenLastCalledWith({
        amount: 60000,
        additionalPrincipal: 0,
        firstPartyFee: 0,
        locPaysTotalDue: false,
      }),
    );
    expect(screen.getByText('Payment Total').nextElementSibling).toHaveTextContent('$600.00');
    expect(screen.queryByText('Your recurring payment amount will be calculated at the time of payment.')).toBeNull();
  });
});
