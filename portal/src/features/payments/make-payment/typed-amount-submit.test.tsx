import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetShellState } from '@/testing/render-shell';
import {
  bothTypes,
  loanEntry,
  openInfo,
  renderPaymentScreen,
  paymentChunksLoaded,
} from '../testing/payment-screen-harness';

// Decision 268: a typed amount reaches the step flow after a pause, on blur, or when Make Payment asks for it.
// These drive the real screen: a press of Make Payment right after typing must confirm the typed amount.

let restore = () => {};
beforeEach(() => {
  // A weekday afternoon: E-Check offers today, whatever day and hour the suite runs on.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-10T15:00:00'));
});
afterEach(async () => {
  restore();
  resetShellState();
  await paymentChunksLoaded();
  vi.useRealTimers();
});

const accepted = { status: 200, data: { HasNoErrors: true, Errors: [], ReferenceNumber: 'R-2001' } };

/**
 * The screen with one loan, E-Check and its saved checking account chosen, a one-time payment: the amount step open.
 */
async function openAmountStep() {
  // A payoff of 5,000 and a regular payment of 250: amounts from 0.01 to 5,000 are in range.
  const info = openInfo({ PayOffAmount: 5000, TotalAmountDue: 411.73, PaymentDetails: { PaymentAmount: 250 } });
  const screenParts = renderPaymentScreen(
    {
      accounts: [loanEntry('0001-100-5')],
      info: () => ({ status: 200, data: info }),
      extraRoutes: { 'POST PaymentImmediate/SubmitAch': () => accepted },
    },
    bothTypes,
  );
  restore = screenParts.restore;
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'E-Check' }));
  await user.selectOptions(await screen.findByLabelText('Payment Method'), 'ach-1');
  const amount = await screen.findByRole('textbox', { name: 'Payment Amount' });
  expect(amount).toHaveValue('$250.00');
  await screen.findByRole('button', { name: 'Make Payment' });
  return { ...screenParts, user, amount };
}

const submittedAmounts = (calls: { url: string; body: unknown }[]) =>
  calls
    .filter((c) => c.url === 'PaymentImmediate/SubmitAch')
    .map((c) => (c.body as { Payment: { Details: { PaymentAmount: number } } }).Payment.Details.PaymentAmount);

describe('make-payment screen: a typed amount and Make Payment (decision 268)', () => {
  it('when an amount is typed and Make Payment is pressed at once then the payment is submitted with the typed amount', async () => {
    const { user, amount, calls } = await openAmountStep();
    await user.clear(amount);
    await user.type(amount, '37.5');
    // No pause: the press (pointer down moves focus, then the click) comes right after the last key.
    await user.click(screen.getByRole('button', { name: 'Make Payment' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(submittedAmounts(calls)).toEqual([37.5]));
  }, 20_000);

  it('when the typed amount is confirmed by a click that moves no focus then Make Payment still takes the typed amount', async () => {
    const { amount, calls } = await openAmountStep();
    // A click without pointer down or blur (an assistive technology's activation, say): only Make Payment's own request
    // for the typed amount.
    amount.focus();
    fireEvent.change(amount, { target: { value: '12.34' } });
    expect(amount).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Make Payment' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(submittedAmounts(calls)).toEqual([12.34]));
  }, 20_000);

  it('when the typed amount becomes invalid then Make Payment goes at once, and comes back at once with a valid amount', async () => {
    const { amount } = await openAmountStep();
    fireEvent.change(amount, { target: { value: '' } });
    // At once, not after the pause: the button never offers an amount the field calls invalid.
    expect(amount).toHaveAccessibleDescription('Payment amount is required');
    expect(screen.queryByRole('button', { name: 'Make Payment' })).toBeNull();
    fireEvent.change(amount, { target: { value: '5' } });
    expect(screen.getByRole('button', { name: 'Make Payment' })).toBeInTheDocument();
    expect(screen.getByText('Payment Total').nextElementSibling).toHaveTextContent('$5.00');
  }, 20_000);
});
