import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bothTypes, checking, master, openInfo, visa } from '../testing/payment-screen-harness';
import { cleanUpSection, frequencyHeading, listing, renderSection } from '../testing/payment-method-kit';

afterEach(() => {
  cleanUpSection();
  vi.useRealTimers();
});

describe('delete a method (payments spec §2 "Confirm-delete modal", §4 "Delete method")', () => {
  it('when confirmed then the method is deleted, deselected, and the success note shows for 5 seconds', async () => {
    let methods = listing([visa, master]);
    const { calls } = renderSection({
      methods: () => methods,
      extraRoutes: {
        'POST PaymentMethod/DeleteCardPayment': () => {
          methods = listing([visa]);
          return { status: 200, data: { HasNoErrors: true, Errors: [] } };
        },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Card' }));
    await user.selectOptions(await screen.findByLabelText('Payment Method'), 'card-2');
    await user.click(screen.getByRole('button', { name: 'Delete payment method' }));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure you want to delete this payment method?' });
    expect(dialog).toHaveStyle({ width: '350px' });
    expect(dialog).toHaveTextContent(
      'Deleting this payment method will cancel and remove any scheduled payments currently setup with this payment method.',
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Successfully deleted payment method.')).toBeInTheDocument();
    expect(calls.find((c) => c.url === 'PaymentMethod/DeleteCardPayment')?.body).toEqual(master.CardInfo);
    await waitFor(() =>
      expect(
        within(screen.getByLabelText('Payment Method')).queryByRole('option', { name: 'MasterCard x4444' }),
      ).not.toBeInTheDocument(),
    );
    expect(screen.getByLabelText('Payment Method')).toHaveValue('');
    expect(frequencyHeading()).not.toBeInTheDocument();
    // The delete icon went with the method: focus goes to the dropdown, not <body>.
    await waitFor(() => expect(screen.getByLabelText('Payment Method')).toHaveFocus());
    act(() => void vi.advanceTimersByTime(5000));
    expect(screen.queryByText('Successfully deleted payment method.')).not.toBeInTheDocument();
  });

  it('when the deleted method paid a scheduled payment then the loan is read again: the list goes, recurring is no longer blocked, the note stays', async () => {
    const scheduledPayment = {
      EncryptedString: 's1',
      IsCard: false,
      AccountNumber: '4321',
      PaymentDate: '2026-12-01',
      PaymentAmount: 100,
      CanDelete: true,
      HasBeenPosted: false,
    };
    let methods = listing([visa, checking]);
    let scheduled = [scheduledPayment];
    const { calls } = renderSection(
      {
        info: () => ({ status: 200, data: openInfo({ ScheduledPayments: scheduled }) }),
        methods: () => methods,
        extraRoutes: {
          'POST PaymentMethod/DeleteAchPayment': () => {
            // The host cancels the payments made with the method it deletes (§2 "Deleting this payment method will
            // cancel...").
            methods = listing([visa]);
            scheduled = [];
            return { status: 200, data: { HasNoErrors: true, Errors: [] } };
          },
        },
      },
      {
        ...bothTypes,
        'recurringPaymentOptions.allowAchRecurringOption': 'true',
        'recurringPaymentOptions.allowRecurringCardPaymentsOption': 'true',
        'recurringPaymentOptions.allowMonthlyOnDateOption': 'true',
      },
    );
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Scheduled Payments' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'E-Check' }));
    await user.selectOptions(await screen.findByLabelText('Payment Method'), 'ach-1');
    // A scheduled payment exists: recurring is hidden.
    expect(
      within(await screen.findByRole('combobox', { name: 'Frequency' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['One Time']);
    await user.click(screen.getByRole('button', { name: 'Delete payment method' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Are you sure you want to delete this payment method?' })).getByRole(
        'button',
        { name: 'Delete' },
      ),
    );
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Scheduled Payments' })).not.toBeInTheDocument());
    expect(calls.filter((c) => c.url === 'PaymentInformation/GetPaymentInfo')).toHaveLength(2);
    expect(screen.getByText('Successfully deleted payment method.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Card' }));
    await user.selectOptions(await screen.findByLabelText('Payment Method'), 'card-1');
    expect(
      within(await screen.findByRole('combobox', { name: 'Frequency' })).getByRole('option', {
        name: 'Monthly on Date',
      }),
    ).toBeInTheDocument();
  }, 20_000);

  it('when the delete fails then the error note shows; the warning can be hidden by its setting', async () => {
    const user = userEvent.setup();
    renderSection(
      {
        methods: () => listing([visa]),
        extraRoutes: {
          'POST PaymentMethod/DeleteCardPayment': () => ({
            status: 200,
            data: { HasNoErrors: false, Errors: [{ ErrorMessage: 'NotFound' }] },
          }),
        },
      },
      { ...bothTypes, 'paymentMethod.deleteScheduledWarningHidden': 'true' },
    );
    await user.click(await screen.findByRole('button', { name: 'Card' }));
    await user.selectOptions(await screen.findByLabelText('Payment Method'), 'card-1');
    await user.click(screen.getByRole('button', { name: 'Delete payment method' }));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure you want to delete this payment method?' });
    expect(dialog).not.toHaveTextContent('Deleting this payment method');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Error deleting payment method.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete payment method' })).toHaveFocus());
  });
});

describe('deleting the last saved method of a type', () => {
  it('when the only saved card is deleted then focus goes to New payment method, not <body>', async () => {
    let methods = listing([visa, checking]);
    renderSection({
      methods: () => methods,
      extraRoutes: {
        'POST PaymentMethod/DeleteCardPayment': () => {
          methods = listing([checking]);
          return { status: 200, data: { HasNoErrors: true, Errors: [] } };
        },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Card' }));
    await user.selectOptions(await screen.findByLabelText('Payment Method'), 'card-1');
    await user.click(screen.getByRole('button', { name: 'Delete payment method' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Successfully deleted payment method.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'New payment method' })).toHaveFocus());
  });
});
