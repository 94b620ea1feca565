import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { payoffQuoteQuery } from '@/api/payments/get-payoff-quote';
import { queryClient } from '@/api/query-client';
import { installFakeApi, type FakeRoutes } from '@/api/testing/fake-api-adapter';
import { renderShell, resetShellState } from '@/testing/render-shell';
import type { SettingValues } from '@schemas/settings/types';
import { LOAN_NUMBER } from '../testing/loan-fixtures';
import { PayoffQuoteDialog, payoffDateProblem } from './payoff-quote-dialog';

const TODAY = '2026-11-24';

let restore = () => {};
afterEach(() => {
  restore();
  resetShellState();
  vi.restoreAllMocks();
});

function renderDialog(routes: FakeRoutes, settings: SettingValues = {}) {
  const fake = installFakeApi(routes);
  restore = fake.restore;
  renderShell(
    [
      {
        path: 'loan',
        element: <PayoffQuoteDialog accountNumber={LOAN_NUMBER} onClose={() => undefined} today={TODAY} />,
      },
    ],
    '/loan',
    { settings },
  );
  return fake.calls;
}

const quote = (data: unknown, status = 200) => ({ 'GET PaymentInformation/GetPayOffQuote': () => ({ status, data }) });
const dateInput = () => screen.getByLabelText('Payoff Date');
const typeDate = async (digits: string) => {
  await userEvent.clear(dateInput());
  await userEvent.type(dateInput(), digits);
};
const submit = () => screen.getByRole('button', { name: 'Submit' });

// Typing into the masked date takes a few seconds on a busy machine.
describe('payoff quote dialog (accounts spec §2 Payoff quote dialog, §7, §8 Payoff quote)', { timeout: 15_000 }, () => {
  it('when opened then the date is today in the 00/00/0000 mask; a date before today shows the spec error and disables Submit', async () => {
    renderDialog(quote({ HasNoErrors: true, Errors: [], PayOffQuoteAmount: 1 }));
    expect(dateInput()).toHaveValue('11/24/2026');
    expect(submit()).toBeEnabled();
    await typeDate('1123x2026');
    // The mask (spec §5 "Date input mask 00/00/0000") takes digits only and writes the slashes itself.
    expect(dateInput()).toHaveValue('11/23/2026');
    // A status region: its text shows once the region has settled (ui/live-message.tsx).
    expect(await screen.findByText('Error Choosing Date. Please Choose a future date')).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    await userEvent.clear(dateInput());
    expect(submit()).toBeDisabled();
    expect(payoffDateProblem('2026-11-24', TODAY)).toBeUndefined();
    expect(payoffDateProblem('2026-11-23', TODAY)).toBe('past');
  });

  it('when a past date is chosen then its error is announced from a status region that was in the dialog before it', async () => {
    renderDialog(quote({ HasNoErrors: true, Errors: [], PayOffQuoteAmount: 1 }));
    const region = within(screen.getByRole('dialog'))
      .getAllByRole('status')
      .find((el) => el.textContent === '');
    expect(region).toBeDefined();
    await typeDate('11232026');
    await waitFor(() => expect(region).toHaveTextContent('Error Choosing Date. Please Choose a future date'));
  });

  it('when submitted then the quote for that date is asked and the success text and amount show; no PDF without the option', async () => {
    const calls = renderDialog(quote({ HasNoErrors: true, Errors: [], PayOffQuoteAmount: 12782.72 }));
    await typeDate('12012026');
    await userEvent.click(submit());
    expect(await screen.findByText('Your payoff quote request was submitted successfully.')).toBeInTheDocument();
    expect(screen.getByText(/Payoff amount on 12\/01\/2026/)).toHaveTextContent('$12,782.72');
    expect(calls[0]?.params).toEqual({ AccountNumber: LOAN_NUMBER, PayOffDate: '2026-12-01' });
    expect(screen.queryByRole('button', { name: /Download Payoff Breakdown/ })).toBeNull();
  });

  it('while the quote is asked then Submit is aria-disabled, not disabled (a disabled button drops keyboard focus out of the dialog)', async () => {
    let answer = (_: { status: number; data: unknown }) => {};
    renderDialog({ 'GET PaymentInformation/GetPayOffQuote': () => new Promise((resolve) => (answer = resolve)) });
    await userEvent.click(submit());
    await waitFor(() => expect(submit()).toHaveAttribute('aria-disabled', 'true'));
    expect(submit()).toBeEnabled();
    expect(submit()).toHaveFocus();
    answer({ status: 200, data: { HasNoErrors: true, Errors: [], PayOffQuoteAmount: 1 } });
    expect(await screen.findByText('Your payoff quote request was submitted successfully.')).toBeInTheDocument();
    expect(submit()).not.toHaveAttribute('aria-disabled');
  });

  it('when the server refuses (payoff locked) or the call fails then the error text shows', async () => {
    renderDialog(quote({ HasNoErrors: false, Errors: [{ ErrorMessage: 'PayoffLocked' }] }));
    await userEvent.click(submit());
    expect(
      await screen.findByText('An error occurred when attempting to submit a payoff quote request'),
    ).toBeInTheDocument();
    restore();
    resetShellState();
    renderDialog(quote({ HasNoErrors: false, Errors: [{ ErrorMessage: 'ServerError' }] }, 500));
    await userEvent.click(submit());
    expect(
      await screen.findByText('An error occurred when attempting to submit a payoff quote request'),
    ).toBeInTheDocument();
  });

  it('when the payment screen already asked for the quote of that date then it shows without another call (one cache entry)', async () => {
    queryClient.setQueryData(payoffQuoteQuery(LOAN_NUMBER, TODAY).queryKey, 123_456);
    const calls = renderDialog({});
    await userEvent.click(submit());
    expect(await screen.findByText('$1,234.56')).toBeInTheDocument();
    expect(calls.filter((call) => call.url === 'PaymentInformation/GetPayOffQuote')).toEqual([]);
  });

  it('when usePayoffQuotePdfDownloadOption is on then the breakdown opens in a new window through a download token', async () => {
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const calls = renderDialog(
      {
        ...quote({ HasNoErrors: true, Errors: [], PayOffQuoteAmount: 5 }),
        'POST PaymentInformation/RetrieveDownloadToken': () => ({ status: 200, data: 'tok-1' }),
      },
      { 'loanDetails.usePayoffQuotePdfDownloadOption': 'true' },
    );
    await userEvent.click(submit());
    const dialog = screen.getByRole('dialog', { name: 'Payoff Quote' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Download Payoff Breakdown (PDF)' }));
    await waitFor(() =>
      expect(tab.location.href).toMatch(
        /\/api\/PaymentInformation\/DownloadPayoffQuoteBreakdown\?downloadToken=tok-1$/,
      ),
    );
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(calls.find((c) => c.url === 'PaymentInformation/RetrieveDownloadToken')?.body).toEqual({
      AccountNumber: LOAN_NUMBER,
      EffectiveDate: TODAY,
    });
  });
});
