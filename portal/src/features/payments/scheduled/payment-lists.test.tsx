import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, type FakeRoutes } from '@/api/testing/fake-api-adapter';
import { renderShell, resetShellState } from '@/testing/render-shell';
import type { SettingValues } from '@schemas/settings/types';
import type { PaymentInfo } from '../make-payment/payment-steps';
import { selectedLoan } from '../submit/testing/submit-fixtures';
import { PaymentLists } from './payment-lists';

let restore = () => {};
afterEach(() => {
  restore();
  resetShellState();
});

const deleteAllowed = {
  'scheduledPaymentOptions.allowScheduledPaymentDeleteOption': 'true',
  'recurringPaymentOptions.allowRecurringPaymentDeleteOption': 'true',
};
const scheduled = (
  token: string,
  date: string,
  extra: Partial<NonNullable<PaymentInfo['ScheduledPayments']>[number]> = {},
) => ({
  EncryptedString: token,
  IsCard: false,
  AccountNumber: '6789',
  PaymentDate: date,
  PaymentAmount: 125.5,
  CanDelete: true,
  HasBeenPosted: false,
  ...extra,
});
const recurring = {
  EncryptedData: 'rec-1',
  IsCard: false,
  RecurringOption: 'DaysBeforeDue' as const,
  NumberOfDays: 3,
  TotalAmount: 250,
  AdditionalPrincipalAmount: 25,
  PaymentAccountNum: '6789',
  CanDelete: true,
};

function setup(info: Partial<PaymentInfo>, api: FakeRoutes = {}, settings: SettingValues = deleteAllowed) {
  const fake = installFakeApi(api);
  restore = fake.restore;
  const onChanged = vi.fn();
  renderShell([{ path: '/', element: <PaymentLists loan={selectedLoan(info)} onChanged={onChanged} /> }], '/', {
    settings,
  });
  return { calls: fake.calls, onChanged };
}

const deleted = (token = 'acct-token-2') => ({ status: 200, data: { HasNoErrors: true, Errors: [], Token: token } });

describe('payment lists (spec §2 lists, §4 Deleting payments)', () => {
  it('shows nothing without scheduled or recurring payments', () => {
    setup({});
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('the scheduled list shows type, masked account, day and amount; delete only for CanDelete, unposted rows', () => {
    setup({
      ScheduledPayments: [
        scheduled('s-1', '2026-03-13'),
        scheduled('s-2', '2026-03-20', { CanDelete: false, IsCard: true, AccountNumber: '4242' }),
        scheduled('s-3', '2026-03-27', { HasBeenPosted: true }),
      ],
    });
    const table = within(screen.getByRole('region', { name: 'Scheduled Payments' })).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Type', 'Account/Card', 'Payment Day', 'Amount', 'Delete']);
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(within(first!).getByRole('img', { name: 'Bank Account' })).toBeTruthy();
    expect(first).toHaveTextContent('x678903/13/2026$125.50');
    expect(within(second!).getByRole('img', { name: 'Card' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Delete/ })).toHaveLength(1);
  });

  it('without the scheduled-delete setting no row offers deletion', () => {
    setup({ ScheduledPayments: [scheduled('s-1', '2026-03-13')] }, {}, {});
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
  });

  it('deleting a scheduled payment: No keeps it; Delete removes it, says so, and hands on the new token, which the next deletion sends', async () => {
    const { calls, onChanged } = setup(
      { ScheduledPayments: [scheduled('s-1', '2026-03-13'), scheduled('s-2', '2026-03-20', { IsCard: true })] },
      {
        'POST PaymentScheduled/DeleteAch': () => deleted('acct-token-2'),
        'POST PaymentScheduled/DeleteCard': () => deleted('acct-token-3'),
      },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete 03/13/2026' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Are you sure you want to delete this scheduled payment?');
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(calls).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Delete 03/13/2026' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your scheduled payment was deleted.');
    expect(screen.queryByText('03/13/2026')).toBeNull();
    expect(calls[0]?.body).toEqual({
      Token: 'acct-token-1',
      Payment: { EncryptedString: 's-1', LoanAccountNumber: '0001-734140-5' },
    });
    expect(onChanged).toHaveBeenCalledWith('acct-token-2');
    await userEvent.click(screen.getByRole('button', { name: 'Delete 03/20/2026' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith('acct-token-3'));
    expect(calls[1]?.url).toBe('PaymentScheduled/DeleteCard');
    expect(calls[1]?.body).toMatchObject({ Token: 'acct-token-2' });
  });

  it('a failed scheduled deletion keeps the payment and shows the failure text', async () => {
    const { onChanged } = setup(
      { ScheduledPayments: [scheduled('s-1', '2026-03-13')] },
      {
        'POST PaymentScheduled/DeleteAch': () => ({
          status: 200,
          data: { HasNoErrors: false, Errors: [{ ErrorMessage: 'Deleting' }], Token: null },
        }),
      },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete 03/13/2026' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There was an error deleting your payment.');
    expect(screen.getByText('03/13/2026')).toBeTruthy();
    expect(onChanged).not.toHaveBeenCalled();
  });

  it("a deletion the host refuses as not allowed shows the catalogue's not-allowed text (§8), not the generic failure", async () => {
    const refusedWith = (code: string) => () => ({
      status: 200,
      data: { HasNoErrors: false, Errors: [{ ErrorMessage: code }], Token: null },
    });
    setup(
      { ScheduledPayments: [scheduled('s-1', '2026-03-13', { IsCard: true })], RecurringPayment: recurring },
      {
        'POST PaymentScheduled/DeleteCard': refusedWith('ModifyScheduledNotAllowedCard'),
        'POST PaymentRecurring/DeleteAch': refusedWith('RecurringDeleteNotAllowedAch'),
      },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete 03/13/2026' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Modifying scheduled card payments is not allowed.');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Deleting recurring ACH payments is not allowed.'),
    );
  });

  it('the recurring panel shows the schedule, amount, additional principal and pay-from; a card shows Card Ending In', () => {
    setup({ RecurringPayment: recurring });
    const panel = screen.getByRole('region', { name: 'Recurring Payment' });
    expect(panel).toHaveTextContent('x6789');
    expect(panel).toHaveTextContent('Days Before Due Date: 3');
    expect(panel).toHaveTextContent('$250.00');
    expect(within(panel).getByRole('columnheader', { name: 'Additional Principal Amount' })).toBeTruthy();
    expect(within(panel).getByRole('cell', { name: '$25.00' })).toBeTruthy();
    resetShellState();
    setup({
      RecurringPayment: {
        ...recurring,
        IsCard: true,
        PaymentAccountNum: '4242',
        RecurringOption: 'DayOfMonth',
        Date: '2026-04-15',
      },
    });
    const card = screen.getByRole('region', { name: 'Recurring Payment' });
    expect(card).toHaveTextContent('Card Ending In 4242');
    expect(card).toHaveTextContent('Monthly on Date: 04/15/2026');
    expect(card).not.toHaveTextContent('Additional Principal');
  });

  it('when deletion is not allowed (CanDelete false, or the setting off) the panel has no delete icon and shows the message', () => {
    setup({ RecurringPayment: { ...recurring, CanDelete: false } });
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.getByText('Cannot delete recurring payment.')).toBeTruthy();
    resetShellState();
    setup(
      { RecurringPayment: recurring },
      {},
      { 'payment.cannotDeleteRecurring': 'Call us to change your recurring payment.' },
    );
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.getByText('Call us to change your recurring payment.')).toBeTruthy();
  });

  it('deleting the recurring payment clears the panel and emits the new token; a failure shows its text', async () => {
    let ok = false;
    const { calls, onChanged } = setup(
      { RecurringPayment: recurring },
      { 'POST PaymentRecurring/DeleteAch': () => (ok ? deleted('acct-token-9') : { status: 500 }) },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Are you sure you want to delete your recurring payment?');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred while attempting to cancel your recurring payment.',
    );
    ok = true;
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your recurring payment was deleted.');
    expect(screen.queryByRole('region', { name: 'Recurring Payment' })).toBeNull();
    expect(calls[1]?.body).toEqual({
      Token: 'acct-token-1',
      Payment: { EncryptedString: 'rec-1', LoanAccountNumber: '0001-734140-5' },
    });
    expect(onChanged).toHaveBeenCalledWith('acct-token-9');
  });
});
