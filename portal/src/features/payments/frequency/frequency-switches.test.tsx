import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, type FakeRoutes } from '@/api/testing/fake-api-adapter';
import type { ChosenMethod, FrequencySelection, PaymentSteps } from '../make-payment/payment-steps';
import { TODAY, achMethod, cardMethod, loanFixture, renderPaymentStep } from '../testing/payment-fixtures';
import { FrequencyStep } from './frequency-step';

// The frequency step's switches (payments spec §9 "Settings read"): each test shows the switch's effect next to
// the same screen without it, so it fails if the switch were ignored.

let restore = () => {};
afterEach(() => restore());

function setup(data: Partial<PaymentSteps>, settings: Record<string, string> = {}, routes: FakeRoutes = {}) {
  const fake = installFakeApi(routes);
  restore = fake.restore;
  const onValid = vi.fn<(value: FrequencySelection) => void>();
  const onInvalid = vi.fn();
  function Screen() {
    const [value, setValue] = useState<FrequencySelection | undefined>();
    const valid = (next: FrequencySelection) => (onValid(next), setValue(next));
    const invalid = () => (onInvalid(), setValue(undefined));
    return (
      <FrequencyStep
        data={data}
        value={value}
        onValid={valid}
        onInvalid={invalid}
        headingRef={() => {}}
        today={TODAY}
      />
    );
  }
  const rendered = renderPaymentStep(<Screen />, settings);
  return { onValid, onInvalid, calls: fake.calls, unmount: rendered.unmount };
}

const payoffBox = () => screen.queryByRole('checkbox', { name: 'Pay off the full amount' });
const frequencies = () =>
  within(screen.getByRole('combobox', { name: 'Frequency' }))
    .getAllByRole('option')
    .map((o) => o.textContent);
const day = (name: RegExp) => screen.getByRole('button', { name });

describe('payoff switches (§4 "Pay-now-or-later and payoff", §5 "Payoff toggle shown only when")', () => {
  it('when generalPaymentOptions.hidePayoffToggleOption is on then no payoff checkbox', () => {
    const { unmount } = setup({ selectAccount: loanFixture(), getMethod: achMethod });
    expect(payoffBox()).toBeInTheDocument();
    unmount();
    setup(
      { selectAccount: loanFixture(), getMethod: achMethod },
      { 'generalPaymentOptions.hidePayoffToggleOption': 'true' },
    );
    expect(payoffBox()).toBeNull();
  });

  it('when paymentFrequency.payOffAmountHidden is on then payoff can be checked but the quote line is not shown', async () => {
    const { unmount } = setup({ selectAccount: loanFixture(), getMethod: achMethod });
    await userEvent.click(payoffBox()!);
    expect(screen.getByText('Pay off as of today:')).toHaveTextContent('$5,000.00');
    unmount();
    const { onValid } = setup(
      { selectAccount: loanFixture(), getMethod: achMethod },
      { 'paymentFrequency.payOffAmountHidden': 'true' },
    );
    await userEvent.click(payoffBox()!);
    await waitFor(() =>
      expect(onValid).toHaveBeenLastCalledWith(expect.objectContaining({ payoff: { isPayoff: true, quote: 500000 } })),
    );
    expect(screen.queryByText('Pay off as of today:')).toBeNull();
  });

  it('when paymentFrequency.payoffQuoteErrorHidden is on then a failed quote unchecks payoff without its text', async () => {
    const routes: FakeRoutes = {
      'GET PaymentInformation/GetPayOffQuote': () => ({ status: 200, data: { HasNoErrors: false, Errors: [] } }),
    };
    const futurePayoff = {
      'scheduledPaymentOptions.allowScheduledAchPaymentsOption': 'true',
      'scheduledPaymentOptions.allowFuturePayoffByACHOption': 'true',
    };
    const failQuote = async () => {
      await userEvent.click(day(/^Monday, November 30, 2026$/));
      await userEvent.click(payoffBox()!);
      await waitFor(() => expect(payoffBox()).not.toBeChecked());
    };
    const { unmount } = setup({ selectAccount: loanFixture(), getMethod: achMethod }, futurePayoff, routes);
    await failQuote();
    expect(screen.getByText('Could not get payoff quote')).toBeInTheDocument();
    unmount();
    const { onInvalid } = setup(
      { selectAccount: loanFixture(), getMethod: achMethod },
      { ...futurePayoff, 'paymentFrequency.payoffQuoteErrorHidden': 'true' },
      routes,
    );
    await failQuote();
    expect(onInvalid).toHaveBeenCalled();
    expect(screen.queryByText('Could not get payoff quote')).toBeNull();
  }, 20_000);
});

describe('immediate ACH switches (§5 "One-time date": not the blocked immediate-ACH date)', () => {
  it('when achPaymentOptions.blockImmediateACHOption is on then ACH cannot pay today and starts on the next allowed day; a card still can', async () => {
    const blocked = {
      'achPaymentOptions.blockImmediateACHOption': 'true',
      'scheduledPaymentOptions.allowScheduledAchPaymentsOption': 'true',
      'scheduledPaymentOptions.allowScheduledCardPaymentsOption': 'true',
    };
    const { onValid, unmount } = setup({ selectAccount: loanFixture(), getMethod: achMethod }, blocked);
    expect(
      day(/^Tuesday, November 24, 2026, not available: ACH payments can only be scheduled for a future date\./),
    ).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() =>
      expect(onValid).toHaveBeenCalledWith(expect.objectContaining({ frequency: 'OneTime', date: '2026-11-25' })),
    );
    unmount();
    const card = setup({ selectAccount: loanFixture(), getMethod: cardMethod }, blocked);
    await waitFor(() =>
      expect(card.onValid).toHaveBeenCalledWith(expect.objectContaining({ frequency: 'OneTime', date: TODAY })),
    );
  });

  it('when the host says the ACH cut-off has passed then today is blocked for ACH and the host adjusted date is chosen', async () => {
    const afterCutoff = loanFixture({
      BlockImmediateACHPaymentsAfterCutoffTime: true,
      AdjustedACHPaymentDateAfterCutoffTime: '2026-11-27',
    });
    const { onValid } = setup(
      { selectAccount: afterCutoff, getMethod: achMethod },
      { 'scheduledPaymentOptions.allowScheduledAchPaymentsOption': 'true' },
    );
    expect(day(/^Tuesday, November 24, 2026, not available/)).toHaveAttribute('aria-disabled', 'true');
    // Not the first allowed day (the 25th): the host's adjusted date.
    await waitFor(() =>
      expect(onValid).toHaveBeenCalledWith(expect.objectContaining({ frequency: 'OneTime', date: '2026-11-27' })),
    );
  });
});

describe('force options (§4 "force-on-due-date and force-days-before-due options restrict the choice")', () => {
  const recurringOn = {
    'recurringPaymentOptions.allowAchRecurringOption': 'true',
    'recurringPaymentOptions.allowSemiMonthlyOption': 'true',
    'recurringPaymentOptions.allowMonthlyOnDateOption': 'true',
  };

  it('when forceOnDueDateOption or forceDaysBeforeDueOption is on then the recurring choice is only the forced one', () => {
    const { unmount } = setup({ selectAccount: loanFixture(), getMethod: achMethod }, recurringOn);
    expect(frequencies()).toEqual(['One Time', 'Semi-Monthly', 'Monthly on Date']);
    unmount();
    const forcedDue = setup(
      { selectAccount: loanFixture(), getMethod: achMethod },
      { ...recurringOn, 'recurringPaymentOptions.forceOnDueDateOption': 'true' },
    );
    expect(frequencies()).toEqual(['One Time', 'On Due Date']);
    forcedDue.unmount();
    setup(
      { selectAccount: loanFixture(), getMethod: achMethod },
      { ...recurringOn, 'recurringPaymentOptions.forceDaysBeforeDueOption': 'true' },
    );
    expect(frequencies()).toEqual(['One Time', 'Days Before Due Date']);
  });
});

describe('wallet fee skip (§4 "Venmo and PayPal skip the lookup and use fee 0")', () => {
  const fee: FakeRoutes = {
    'POST PaymentInformation/GetThirdPartyFee': () => ({
      status: 200,
      data: { HasNoErrors: true, Errors: [], ThirdPartyFeeAmount: 1.25 },
    }),
  };
  const thirdPartyFees = { 'generalPaymentOptions.useThirdPartyFeesOption': 'true' };
  const wallet = (name: 'Venmo' | 'PayPal' | 'GooglePay'): ChosenMethod => ({ kind: 'wallet', wallet: name });

  it.each(['Venmo', 'PayPal'] as const)(
    'when %s with third-party fees on then no fee is asked and the fee is 0; GooglePay asks',
    async (name) => {
      const skipped = setup({ selectAccount: loanFixture(), getMethod: wallet(name) }, thirdPartyFees, fee);
      await waitFor(() =>
        expect(skipped.onValid).toHaveBeenCalledWith(
          expect.objectContaining({ frequency: 'OneTime', thirdPartyFee: 0 }),
        ),
      );
      expect(skipped.calls.filter((c) => c.url === 'PaymentInformation/GetThirdPartyFee')).toHaveLength(0);
      skipped.unmount();
      const asked = setup({ selectAccount: loanFixture(), getMethod: wallet('GooglePay') }, thirdPartyFees, fee);
      await waitFor(() => expect(asked.onValid).toHaveBeenCalledWith(expect.objectContaining({ thirdPartyFee: 125 })));
      expect(asked.calls.filter((c) => c.url === 'PaymentInformation/GetThirdPartyFee')).toHaveLength(1);
    },
  );
});
