import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { resetShellState } from '@/testing/render-shell';
import {
  bothTypes,
  loanEntry,
  openInfo,
  renderPaymentScreen,
  paymentChunksLoaded,
} from '../testing/payment-screen-harness';

let restore = () => {};
afterEach(async () => {
  restore();
  resetShellState();
  await paymentChunksLoaded();
});

const render = (...args: Parameters<typeof renderPaymentScreen>) => {
  const r = renderPaymentScreen(...args);
  restore = r.restore;
  return r;
};

const refused = (code: string) => () => ({
  status: 200,
  data: { HasNoErrors: false, Errors: [{ ErrorMessage: code }] },
});

describe('loan account selector (payments spec §2 "Loan account selector")', () => {
  it('when the user has several accounts then only loans with comment empty or nox$ are listed, with number, amount due and due date', async () => {
    render({
      accounts: [
        loanEntry('0001-100-5'),
        loanEntry('0001-200-3', { Type: 9, Comment: 'nox$', LoanAmountDue: 75, LoanDueDate: '2026-12-01' }),
        loanEntry('0001-300-1', { Comment: 'irso' }),
        loanEntry('0001-400-9', { Comment: 'CLOSED' }),
        loanEntry('0001-500-7', { Type: 1 }),
      ],
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Select Loan Account' })).toBeInTheDocument();
    const select = screen.getByLabelText('Loan Account');
    const options = within(select)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual([
      'Choose a loan account',
      '0001-100-5 · Amount Due $411.73 · Due 12/12/2026',
      '0001-200-3 · Amount Due $75.00 · Due 12/01/2026',
    ]);
    // Several accounts and none named by the route: nothing is preselected, so Payment Type waits.
    expect(screen.queryByRole('heading', { name: 'Payment Type' })).not.toBeInTheDocument();
  });

  it('when the remove-check-digit option is on then numbers show branch-number only', async () => {
    render(
      { accounts: [loanEntry('0001-100-5'), loanEntry('0001-200-3')] },
      { ...bothTypes, 'access.removeCheckDigit': 'true' },
    );
    const select = await screen.findByLabelText('Loan Account');
    expect(within(select).getByRole('option', { name: /^0001-100 · Amount Due/ })).toBeInTheDocument();
  });

  it('when exactly one account exists then it is preselected and Payment Type shows', async () => {
    const { calls } = render({ accounts: [loanEntry('0001-100-5'), loanEntry('0001-300-1', { Comment: 'irso' })] });
    expect(await screen.findByRole('heading', { name: 'Payment Type' })).toBeInTheDocument();
    expect(screen.getByLabelText('Loan Account')).toHaveValue('0001-100-5');
    expect(calls.find((c) => c.url === 'PaymentInformation/GetPaymentInfo')?.params.accountNumber).toBe('0001-100-5');
  });

  it('when the route names an account then it is preselected among several', async () => {
    render(
      { accounts: [loanEntry('0001-100-5'), loanEntry('0001-200-3')] },
      bothTypes,
      '/myaccount/payment/0001-200-3',
    );
    expect(await screen.findByRole('heading', { name: 'Payment Type' })).toBeInTheDocument();
    expect(screen.getByLabelText('Loan Account')).toHaveValue('0001-200-3');
  });

  it('when the user chooses another account then its payment info is loaded and Payment Type shows', async () => {
    const user = userEvent.setup();
    const { calls } = render({ accounts: [loanEntry('0001-100-5'), loanEntry('0001-200-3')] });
    await user.selectOptions(await screen.findByLabelText('Loan Account'), '0001-200-3');
    expect(await screen.findByRole('heading', { name: 'Payment Type' })).toBeInTheDocument();
    expect(
      calls.filter((c) => c.url === 'PaymentInformation/GetPaymentInfo').map((c) => c.params.accountNumber),
    ).toEqual(['0001-200-3']);
  });

  it('when the user has no payable loan then the screen says so', async () => {
    render({ accounts: [loanEntry('0001-500-7', { Type: 1 })] });
    expect(await screen.findByText('You have no loan accounts that can be paid online.')).toBeInTheDocument();
  });
});

describe('payment-info errors (payments spec §8, every text of the catalogue)', () => {
  it.each([
    ['Generic', 'There was a problem retrieving your account information.'],
    [
      'NiteMode',
      'We are currently doing nightly system maintenance. Please try your payment again in about 15 minutes.',
    ],
    [
      'PaymentBlocked',
      'Payment has been blocked for this account. Please contact your financial institution for further assistance.',
    ],
    [
      'BlockedOnPendingRecurring',
      'We see you have a payment due soon. Please call customer service to make additional payments.',
    ],
    ['Delinquent', 'This account is delinquent. Please contact your financial institution for further assistance.'],
    ['NoPaymentNeeded', 'No payment needed at this time. Credit line has no balance.'],
    [
      'DisabledPaymentsAfterCutoffTime',
      "Payments are disabled because you are past today's payment cutoff time and you already have a scheduled payment pending.",
    ],
    ['SomethingUnknown', 'There was a problem retrieving your account information.'],
  ])('when the server answers %s then its text shows and the user stays on the account step', async (code, text) => {
    render({ accounts: [loanEntry('0001-100-5')], info: refused(code) });
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Payment Type' })).not.toBeInTheDocument();
  });

  it('when the call fails then the Generic text shows', async () => {
    render({
      accounts: [loanEntry('0001-100-5')],
      info: () => ({ status: 500, data: { Errors: [{ ErrorMessage: 'ServerError' }] } }),
    });
    expect(await screen.findByText('There was a problem retrieving your account information.')).toBeInTheDocument();
  });

  it('when the balance is 0 then NoPaymentNeeded is set locally', async () => {
    render({ accounts: [loanEntry('0001-200-3', { Type: 9, Balance: 0 })] });
    expect(await screen.findByText('No payment needed at this time. Credit line has no balance.')).toBeInTheDocument();
  });

  it('when past the cut-off with a scheduled payment and cards not allowed then DisabledPaymentsAfterCutoffTime is set locally', async () => {
    const scheduled = {
      EncryptedString: 'p1',
      IsCard: false,
      PaymentDate: '2026-11-27',
      PaymentAmount: 100,
      CanDelete: true,
      HasBeenPosted: false,
    };
    const info = openInfo({
      BlockImmediateACHPaymentsAfterCutoffTime: true,
      ScheduledPayments: [scheduled],
      PaymentOptions: { AllowCards: false, AllowACH: true },
    });
    render({ accounts: [loanEntry('0001-100-5')], info: () => ({ status: 200, data: info }) });
    expect(await screen.findByText(/past today's payment cutoff time/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Payment Type' })).not.toBeInTheDocument();
  });

  it('when card is blocked then its text shows and E-Check is the only, preselected type', async () => {
    render({
      accounts: [loanEntry('0001-100-5')],
      info: () => ({ status: 200, data: openInfo({ blockCardPayment: true }) }),
    });
    expect(
      await screen.findByText(
        'Card payment not allowed on this loan at this time. Please make an ACH payment or contact your institution.',
      ),
    ).toBeInTheDocument();
    const group = await screen.findByRole('group', { name: 'Payment Type' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => [b.textContent, b.getAttribute('aria-pressed')]),
    ).toEqual([['E-Check', 'true']]);
  });

  it('when the lender takes no cards at all then no loan shows the card text: E-Check is the only, preselected type', async () => {
    // As sample small-credit-union: allowCardPaymentsOption off, so the host answers AllowCards false on every loan.
    const noCards = { 'achPaymentOptions.allowSingleUseAchOption': 'true' };
    const info = openInfo({
      PaymentOptions: { AllowCards: false, AllowACH: true, NumberDaysInPeriod: 30, RecurringAllowed: true },
    });
    render({ accounts: [loanEntry('0001-100-5')], info: () => ({ status: 200, data: info }) }, noCards);
    const group = await screen.findByRole('group', { name: 'Payment Type' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => [b.textContent, b.getAttribute('aria-pressed')]),
    ).toEqual([['E-Check', 'true']]);
    expect(screen.queryByText(/^Card payment not allowed/)).not.toBeInTheDocument();
    restore();
    resetShellState();
    // ACH blocked on the loan as well: only the ACH text, which is the loan's own block.
    render(
      { accounts: [loanEntry('0001-100-5')], info: () => ({ status: 200, data: { ...info, blockAchPayment: true } }) },
      noCards,
    );
    expect(await screen.findByText(/^ACH payment not allowed/)).toBeInTheDocument();
    expect(screen.queryByText(/^Card payment not allowed/)).not.toBeInTheDocument();
  });

  it('when ACH is blocked then its text shows and Card is the only, preselected type', async () => {
    render({
      accounts: [loanEntry('0001-100-5')],
      info: () => ({ status: 200, data: openInfo({ blockAchPayment: true }) }),
    });
    expect(
      await screen.findByText(
        'ACH payment not allowed on this loan at this time. Please make a card payment or contact your institution.',
      ),
    ).toBeInTheDocument();
    const group = await screen.findByRole('group', { name: 'Payment Type' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => [b.textContent, b.getAttribute('aria-pressed')]),
    ).toEqual([['Card', 'true']]);
  });

  it('when card and ACH are both blocked then both texts show and no Payment Type', async () => {
    render({
      accounts: [loanEntry('0001-100-5')],
      info: () => ({ status: 200, data: openInfo({ blockAchPayment: true, blockCardPayment: true }) }),
    });
    expect(await screen.findByText(/^ACH payment not allowed/)).toBeInTheDocument();
    expect(screen.getByText(/^Card payment not allowed/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Payment Type' })).not.toBeInTheDocument();
  });

  it('when the account has fees then the servicing fee banner shows unless loanServicingFeesHidden', async () => {
    render({
      accounts: [loanEntry('0001-100-5')],
      info: () => ({ status: 200, data: openInfo({ FeesAndCharges: 25 }) }),
    });
    expect(await screen.findByText('This account has servicing fees due: $25.00')).toBeInTheDocument();
    restore();
    resetShellState();
    render(
      { accounts: [loanEntry('0001-100-5')], info: () => ({ status: 200, data: openInfo({ FeesAndCharges: 25 }) }) },
      { ...bothTypes, 'payment.loanServicingFeesHidden': 'true' },
    );
    expect(await screen.findByRole('heading', { name: 'Payment Type' })).toBeInTheDocument();
    expect(screen.queryByText(/servicing fees due/)).not.toBeInTheDocument();
  });
});
