import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, type FakeRoutes } from '@/api/testing/fake-api-adapter';
import { renderShell, resetShellState, testLogin } from '@/testing/render-shell';
import { useSessionStore } from '@/session/session-store';
import type { SettingValues } from '@schemas/settings/types';
import type { PaymentSteps } from '../make-payment/payment-steps';
import { SubmitStep } from './submit-step';
import { amountOf, daysBeforeDue, oneTime, savedAch, savedCard, selectedLoan, TODAY } from './testing/submit-fixtures';

let restore = () => {};
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${TODAY}T15:00:00`));
  useSessionStore.getState().setSession(testLogin);
});
afterEach(() => {
  restore();
  resetShellState();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const accepted = (ref = 'R-1001') => ({ status: 200, data: { HasNoErrors: true, Errors: [], ReferenceNumber: ref } });
const refused = (code: string) => ({
  status: 200,
  data: { HasNoErrors: false, Errors: [{ ErrorMessage: code }], ReferenceNumber: null },
});

function setup(data: Partial<PaymentSteps>, api: FakeRoutes, settings: SettingValues = {}) {
  const fake = installFakeApi(api);
  restore = fake.restore;
  const shell = renderShell(
    [
      {
        path: 'myaccount/payment',
        element: (
          <SubmitStep
            data={data}
            value={undefined}
            onValid={() => {}}
            onInvalid={() => {}}
            headingRef={() => {}}
            onStartOver={() => {}}
          />
        ),
      },
      { path: 'myaccount/paymentConfirm', element: <p>confirmation page</p> },
      { path: 'myaccount/dashboard', element: <p>dashboard page</p> },
    ],
    '/myaccount/payment',
    { settings },
  );
  return { calls: fake.calls, ...shell };
}

const cardToday = {
  selectAccount: selectedLoan(),
  getMethod: savedCard,
  getFrequency: oneTime(TODAY),
  getAmount: amountOf(25000, 295),
};
const makePayment = () => userEvent.click(screen.getByRole('button', { name: 'Make Payment' }));

describe('submit step (spec §4 Submit)', () => {
  it('No closes the confirm without a call; Submit posts the immediate card payment once with an Idempotency-Key and opens the confirmation', async () => {
    const { calls, router } = setup(cardToday, { 'POST PaymentImmediate/SubmitCard': () => accepted() });
    await makePayment();
    const dialog = screen.getByRole('dialog', { name: 'Make Payment' });
    expect(dialog).toHaveTextContent('Are you sure you want to submit this payment?');
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toHaveLength(0);

    await makePayment();
    await userEvent.dblClick(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/myaccount/paymentConfirm'));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(calls[0]?.body).toMatchObject({
      Payment: { LogonName: 'jsmith', Details: { PaymentAmount: 250, FirstPartyFee: 2.95 } },
    });
    expect(router.state.location.state).toMatchObject({
      referenceNumber: 'R-1001',
      payDate: TODAY,
      submission: { amount: 25000 },
    });
  });

  it('a scheduled ACH payment goes to PaymentScheduled/SubmitAch', async () => {
    const { calls, router } = setup(
      {
        selectAccount: selectedLoan(),
        getMethod: savedAch,
        getFrequency: oneTime('2026-03-13'),
        getAmount: amountOf(10000, 150),
      },
      { 'POST PaymentScheduled/SubmitAch': () => accepted('R-2') },
    );
    await makePayment();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/myaccount/paymentConfirm'));
    expect(calls[0]?.url).toBe('PaymentScheduled/SubmitAch');
  });

  it('recurring ACH with requireAchDraftAgreementOption: Confirm enables only after the agreement preview was opened, and its token is sent', async () => {
    const tab = { opener: {}, closed: false, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { calls, router } = setup(
      { selectAccount: selectedLoan(), getMethod: savedAch, getFrequency: daysBeforeDue(2) },
      {
        'POST AchDraftAgreement/PrepareAchDraftAgreementPreview': () => ({
          status: 200,
          data: { PassableToken: 'draft-tok' },
        }),
        'POST PaymentRecurring/SubmitAch': () => accepted('R-3'),
      },
      { 'portal.requireAchDraftAgreementOption': 'true' },
    );
    await makePayment();
    expect(screen.getByRole('dialog', { name: 'ACH Draft Agreement' })).toHaveTextContent(
      'Please open and read the ACH draft agreement before confirming.',
    );
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'View ACH Draft Agreement' }));
    await waitFor(() => expect(confirm).toBeEnabled());
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.location.href).toContain('AchDraftAgreement/RenderACHDraftAgreementPreview?token=draft-tok');
    expect(calls[0]?.body).toMatchObject({
      LoanAccountNumber: '0001-734140-5',
      AchInfo: { ProfileId: 'ach-prof-1' },
      Amount: 250,
      daysBeforeDue: 2,
    });
    await userEvent.click(confirm);
    await waitFor(() => expect(router.state.location.pathname).toBe('/myaccount/paymentConfirm'));
    expect(calls[1]?.body).toMatchObject({
      Payment: {
        AchDraftAgreementToken: 'draft-tok',
        RecurringDetails: { RecurringOption: 'DaysBeforeDue', DaysBeforeDue: 2 },
      },
    });
  });

  it('a declined card shows the §8 text with the card text and disables Make Payment', async () => {
    setup(
      cardToday,
      { 'POST PaymentImmediate/SubmitCard': () => refused('Declined') },
      { 'paymentSubmitErrors.cardPaymentErrorText': 'Call us at 555-0100.' },
    );
    await makePayment();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Transaction Declined. Call us at 555-0100.');
    expect(screen.getByRole('button', { name: 'Make Payment' })).toBeDisabled();
  });

  it("a 'Generic -' message shows without its prefix, and the borrower may try again", async () => {
    setup(cardToday, { 'POST PaymentImmediate/SubmitCard': () => refused('Generic - The card processor is busy.') });
    await makePayment();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^The card processor is busy\.$/);
    expect(screen.getByRole('button', { name: 'Make Payment' })).toBeEnabled();
  });

  it('a lost answer is resent with the same Idempotency-Key, and the payment that went through is shown', async () => {
    let n = 0;
    const { calls, router } = setup(cardToday, {
      'POST PaymentImmediate/SubmitCard': () => (++n === 1 ? { status: 502 } : accepted('R-7')),
    });
    await makePayment();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/myaccount/paymentConfirm'), { timeout: 3000 });
    expect(calls).toHaveLength(2);
    expect(calls[1]?.headers['Idempotency-Key']).toBe(calls[0]?.headers['Idempotency-Key']);
    expect(router.state.location.state).toMatchObject({ referenceNumber: 'R-7' });
  });

  it('when every resend is lost too, the borrower reads processing and is not offered Make Payment again', async () => {
    const { calls } = setup(cardToday, { 'POST PaymentImmediate/SubmitCard': () => ({ status: 503 }) });
    await makePayment();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'There was a problem processing your payment. Please do not submit again or your account could be charged multiple times.',
    );
    expect(screen.getByRole('button', { name: 'Make Payment' })).toBeDisabled();
    expect(new Set(calls.map((c) => c.headers['Idempotency-Key'])).size).toBe(1);
  }, 10_000);

  it('a wallet payment opens the checkout in a new tab and goes to the dashboard; a failure shows the wallet text', async () => {
    const tab = { opener: {}, closed: false, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    let fail = true;
    const wallet = {
      selectAccount: selectedLoan(),
      getMethod: { kind: 'wallet', wallet: 'Venmo' } as const,
      getFrequency: oneTime(TODAY),
      getAmount: amountOf(5000),
    };
    const { calls, router } = setup(wallet, {
      'POST PaymentImmediate/SubmitWalletPayment': () =>
        fail
          ? { status: 403, data: { HasNoErrors: false, Errors: [{ ErrorMessage: 'Wallet' }] } }
          : { status: 200, data: { CheckoutUrl: 'http://localhost/checkout?c=1' } },
    });
    await makePayment();
    expect(screen.getByRole('dialog')).toHaveTextContent('You will be taken to the provider to complete your payment.');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was an error processing your payment. Please try again.',
    );
    expect(tab.close).toHaveBeenCalled();
    fail = false;
    await makePayment();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/myaccount/dashboard'));
    expect(tab.location.href).toBe('http://localhost/checkout?c=1');
    expect(calls[1]?.body).toEqual({
      AmountPaid: 50,
      WalletTypePayment: 'Venmo',
      LoanAccountNumber: '0001-734140-5',
      Fees: 0,
    });
  });
});

describe('submit step when the amount step was skipped (spec §2 "A total summary", §5 totals)', () => {
  const row = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

  it('when a card payoff skips the amount step then the amount, the Processing Fee, the card-fee note and the Payment Total show before Make Payment', () => {
    const payoff = { ...oneTime(TODAY, 100), payoff: { isPayoff: true, quote: 512044 } };
    setup({ selectAccount: selectedLoan(), getMethod: savedCard, getFrequency: payoff }, {});
    expect(row('Payment Amount')).toHaveTextContent('$5,120.44');
    expect(row('Processing Fee')).toHaveTextContent('$3.95');
    expect(screen.getByText('A processing fee is charged for card payments.')).toBeInTheDocument();
    expect(row('Payment Total')).toHaveTextContent('$5,124.39');
    expect(screen.getByRole('button', { name: 'Make Payment' })).toBeInTheDocument();
  });

  it('when a days-before-due bank payment skips the amount step then its regular amount and total show', () => {
    setup({ selectAccount: selectedLoan(), getMethod: savedAch, getFrequency: daysBeforeDue(2) }, {});
    expect(row('Payment Amount')).toHaveTextContent('$250.00');
    expect(row('Payment Total')).toHaveTextContent('$250.00');
    expect(screen.queryByText('Processing Fee')).toBeNull();
  });

  it('when the amount step was shown then the submit step does not repeat the total', () => {
    setup(cardToday, {});
    expect(screen.queryByText('Payment Total')).toBeNull();
  });
});
