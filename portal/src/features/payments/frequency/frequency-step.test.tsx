import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, type FakeRoutes } from '@/api/testing/fake-api-adapter';
import type { FrequencySelection, PaymentSteps } from '../make-payment/payment-steps';
import { TODAY, achMethod, cardMethod, loanFixture } from '../testing/payment-fixtures';
import { renderPaymentStep } from '../testing/payment-fixtures';
import { FrequencyStep } from './frequency-step';

let restore = () => {};
afterEach(() => restore());

const recurringOn = {
  'recurringPaymentOptions.allowAchRecurringOption': 'true',
  'recurringPaymentOptions.allowSemiMonthlyOption': 'true',
  'recurringPaymentOptions.allowMonthlyOnDateOption': 'true',
  'recurringPaymentOptions.allowDaysBeforeDueOption': 'true',
  'recurringPaymentOptions.allowOnDueDateOption': 'true',
  'recurringPaymentOptions.allowWeeklyOption': 'true',
  'scheduledPaymentOptions.allowScheduledAchPaymentsOption': 'true',
};

function setup(data: Partial<PaymentSteps>, settings: Record<string, string> = {}, routes: FakeRoutes = {}) {
  const fake = installFakeApi(routes);
  restore = fake.restore;
  const onValid = vi.fn<(value: FrequencySelection) => void>();
  const onInvalid = vi.fn();
  // Holds the value as the screen's step flow does, so the step sees what it reported.
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
  return { onValid, onInvalid, calls: fake.calls, client: rendered.client, unmount: rendered.unmount };
}

const day = (name: RegExp) => screen.getByRole('button', { name });

describe('frequency step (payments spec §4 "Frequency step")', () => {
  it('when One Time on an ACH loan then today is chosen and reported valid with fee 0; a holiday says why it cannot be chosen', async () => {
    const { onValid } = setup({ selectAccount: loanFixture(), getMethod: achMethod }, recurringOn);
    expect(screen.getByRole('heading', { name: 'Payment Frequency' })).toBeInTheDocument();
    await waitFor(() =>
      expect(onValid).toHaveBeenCalledWith({
        frequency: 'OneTime',
        date: TODAY,
        numDays: null,
        thirdPartyFee: 0,
        payoff: { isPayoff: false, quote: null },
      }),
    );
    expect(day(/Thursday, November 26, 2026, not available: Payment cannot be made on a holiday\./)).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(day(/Saturday, November 28, 2026, not available: Payment date cannot be on a Saturday/)).toBeInTheDocument();
    expect(day(/Monday, November 23, 2026, not available: Payment date cannot be in the past/)).toBeInTheDocument();
    expect(screen.queryByText(/You are responsible for making sure/)).toBeNull();
  });

  it('when billing is monthly then semi-monthly, monthly-on-date, days before due and on due date are offered, not weekly', () => {
    setup({ selectAccount: loanFixture(), getMethod: achMethod }, recurringOn);
    const options = within(screen.getByRole('combobox', { name: 'Frequency' }))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['One Time', 'Semi-Monthly', 'Monthly on Date', 'Days Before Due Date', 'On Due Date']);
  });

  it('when the due date is 3 days ahead then only the days-before-due choices from tomorrow on, and On Due Date stays (decision 312)', async () => {
    setup({ selectAccount: loanFixture({ DueDate: '2026-11-27' }), getMethod: achMethod }, recurringOn);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Frequency' }), 'Days Before Due Date');
    const choices = within(screen.getByRole('combobox', { name: 'Day(s) before due date' }))
      .getAllByRole('option')
      .map((o) => o.textContent);
    // 1 day before is Thanksgiving; 3 days before is today; more is past.
    expect(choices).toEqual(['—', '2']);
    expect(
      within(screen.getByRole('combobox', { name: 'Frequency' })).getByRole('option', { name: 'On Due Date' }),
    ).toBeInTheDocument();
  });

  it('when the loan is past due then neither Days Before Due Date nor On Due Date is offered: the sandbox refuses every such date', () => {
    setup({ selectAccount: loanFixture({ DueDate: '2026-11-20' }), getMethod: achMethod }, recurringOn);
    const options = within(screen.getByRole('combobox', { name: 'Frequency' }))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['One Time', 'Semi-Monthly', 'Monthly on Date']);
  });

  it('when the loan has a scheduled payment then only One Time (recurring hidden)', () => {
    setup(
      {
        selectAccount: loanFixture({
          ScheduledPayments: [
            {
              EncryptedString: 't',
              IsCard: false,
              PaymentDate: '2026-12-01',
              PaymentAmount: 10,
              CanDelete: true,
              HasBeenPosted: false,
            },
          ],
        }),
        getMethod: achMethod,
      },
      recurringOn,
    );
    expect(within(screen.getByRole('combobox', { name: 'Frequency' })).getAllByRole('option')).toHaveLength(1);
  });

  it('when On Due Date is chosen then it is reported at once as DaysBeforeDue 0 with the recurring message; another change first reports not valid', async () => {
    const { onValid, onInvalid } = setup({ selectAccount: loanFixture(), getMethod: achMethod }, recurringOn);
    await waitFor(() => expect(onValid).toHaveBeenCalled());
    onInvalid.mockClear();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Frequency' }), 'On Due Date');
    expect(onInvalid).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(onValid).toHaveBeenLastCalledWith(
        expect.objectContaining({ frequency: 'DaysBeforeDue', numDays: 0, date: null }),
      ),
    );
    expect(
      screen.getByText(
        /You are responsible for making sure your recurring payment covers your contractual payment amount\./,
      ),
    ).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Frequency' }), 'Days Before Due Date');
    expect(onInvalid).toHaveBeenCalledTimes(1);
    const select = screen.getByRole('combobox', { name: 'Day(s) before due date' });
    expect(
      within(select)
        .getAllByRole('option')
        .slice(1)
        .map((o) => o.textContent),
    ).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    await userEvent.selectOptions(select, '3');
    await waitFor(() =>
      expect(onValid).toHaveBeenLastCalledWith(expect.objectContaining({ frequency: 'DaysBeforeDue', numDays: 3 })),
    );
  });

  it('when semi-monthly then the 29th cannot start it, the notice and the second date show for the 27th', async () => {
    const { onValid } = setup({ selectAccount: loanFixture(), getMethod: achMethod }, recurringOn);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Frequency' }), 'Semi-Monthly');
    expect(
      day(/Sunday, November 29, 2026, not available: A recurring payment can start on day 28/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your first payment date will be the one you select. The second will happen approximately two weeks after.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(day(/^Friday, November 27, 2026$/));
    expect(screen.getByText('Second payment date: 12/11/2026')).toBeInTheDocument();
    await waitFor(() =>
      expect(onValid).toHaveBeenLastCalledWith(
        expect.objectContaining({ frequency: 'SemiMonthly', date: '2026-11-27' }),
      ),
    );
  });

  it('when a lender non-payment day is offered as a first recurring date then it reads "That date is not allowed." (§5 Recurring date)', async () => {
    setup({ selectAccount: loanFixture({ NonPaymentDays: ['2026-11-30'] }), getMethod: achMethod }, recurringOn);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Frequency' }), 'Monthly on Date');
    expect(day(/^Monday, November 30, 2026, not available: That date is not allowed\.$/)).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('when the loan is past due with blocking on then the date is fixed to today with the overdue notice', () => {
    setup(
      { selectAccount: loanFixture({ DueDate: '2026-11-10' }), getMethod: achMethod },
      { ...recurringOn, 'scheduledPaymentOptions.blockScheduledPaymentsWhenPastDueOption': 'true' },
    );
    expect(screen.getByText('Overdue loan payment can only be made today')).toBeInTheDocument();
    expect(day(/^Wednesday, November 25, 2026$/)).toHaveAttribute('aria-disabled', 'true');
  });

  it('when a past-due loan with blocking on is also delinquent then the overdue notice still shows', () => {
    setup(
      { selectAccount: loanFixture({ DueDate: '2026-11-10', Delinquent: true }), getMethod: achMethod },
      { ...recurringOn, 'scheduledPaymentOptions.blockScheduledPaymentsWhenPastDueOption': 'true' },
    );
    expect(screen.getByText('Overdue loan payment can only be made today')).toBeInTheDocument();
  });

  it('when third-party fees are on then the fee is asked once per body and reported; a failure shows the fee text and is invalid', async () => {
    let fail = false;
    const routes: FakeRoutes = {
      'POST PaymentInformation/GetThirdPartyFee': () =>
        fail
          ? { status: 200, data: { HasNoErrors: false, Errors: [{ ErrorMessage: 'Generic' }] } }
          : { status: 200, data: { HasNoErrors: true, Errors: [], ThirdPartyFeeAmount: 1.25 } },
    };
    const { onValid, onInvalid, calls, client, unmount } = setup(
      { selectAccount: loanFixture(), getMethod: cardMethod },
      {
        ...recurringOn,
        'generalPaymentOptions.useThirdPartyFeesOption': 'true',
        'scheduledPaymentOptions.allowScheduledCardPaymentsOption': 'true',
      },
      routes,
    );
    await waitFor(() => expect(onValid).toHaveBeenCalledWith(expect.objectContaining({ thirdPartyFee: 125 })));
    expect(calls.filter((c) => c.url === 'PaymentInformation/GetThirdPartyFee')).toHaveLength(1);
    expect(calls[0]!.body).toMatchObject({
      IsDebitCard: true,
      IsImmediate: true,
      IsOneTime: true,
      LoanNumber: '12-3456-7',
    });
    // A later date asks for the scheduled body, which fails: the fee text shows and the choice is invalid.
    fail = true;
    await userEvent.click(day(/^Wednesday, November 25, 2026$/));
    expect(
      await screen.findByText('There was a problem retrieving necessary information to complete your payment.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(onInvalid).toHaveBeenCalled());
    // Back to today: its body is cached, so no new request, and the choice is valid again with its fee.
    await userEvent.click(day(/^Tuesday, November 24, 2026$/));
    await waitFor(() =>
      expect(onValid).toHaveBeenLastCalledWith(expect.objectContaining({ date: TODAY, thirdPartyFee: 125 })),
    );
    expect(calls.filter((c) => c.url === 'PaymentInformation/GetThirdPartyFee')).toHaveLength(2);
    // The screen's reset unmounts the step: the fee cache is cleared with it.
    expect(client.getQueryCache().findAll({ queryKey: ['payments', 'thirdPartyFee'] }).length).toBeGreaterThan(0);
    unmount();
    expect(client.getQueryCache().findAll({ queryKey: ['payments', 'thirdPartyFee'] })).toHaveLength(0);
  }, 20_000);

  it('when payoff is checked for a later date then the quote is fetched, shown and reported; a failed quote unchecks it with its text', async () => {
    let amount: number | null = 5012.34;
    const routes: FakeRoutes = {
      'GET PaymentInformation/GetPayOffQuote': () => ({
        status: 200,
        data:
          amount === null
            ? { HasNoErrors: false, Errors: [] }
            : { HasNoErrors: true, Errors: [], PayOffQuoteAmount: amount },
      }),
    };
    const { onValid, onInvalid, calls } = setup(
      { selectAccount: loanFixture(), getMethod: achMethod },
      { ...recurringOn, 'scheduledPaymentOptions.allowFuturePayoffByACHOption': 'true' },
      routes,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pay off the full amount' }));
    expect(screen.getByText('Pay off as of today:')).toHaveTextContent('$5,000.00');
    await userEvent.click(day(/^Monday, November 30, 2026$/));
    expect(await screen.findByText('Pay off as of 11/30/2026:')).toHaveTextContent('$5,012.34');
    await waitFor(() =>
      expect(onValid).toHaveBeenLastCalledWith(
        expect.objectContaining({ date: '2026-11-30', payoff: { isPayoff: true, quote: 501234 } }),
      ),
    );
    expect(calls.filter((c) => c.url === 'PaymentInformation/GetPayOffQuote')[0]!.params).toEqual({
      AccountNumber: '12-3456-7',
      PayOffDate: '2026-11-30',
    });
    amount = null;
    onInvalid.mockClear();
    await userEvent.click(day(/^Friday, November 27, 2026$/));
    expect(await screen.findByText('Could not get payoff quote')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Pay off the full amount' })).not.toBeChecked();
    expect(onInvalid).toHaveBeenCalled();
  }, 20_000);
});
