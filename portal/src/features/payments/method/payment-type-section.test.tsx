import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetShellState } from '@/testing/render-shell';
import type { PaymentDetailsModalProps } from '../new-method/payment-details-modal';
import {
  bothTypes,
  checking,
  loanEntry,
  master,
  openInfo,
  renderPaymentScreen,
  visa,
} from '../testing/payment-screen-harness';

// The modal is another piece of work; a stand-in shows what the section hands it and reports a method back.
vi.mock('../new-method/payment-details-modal', () => ({
  PaymentDetailsModal: ({ kind, saveAllowed, saveForced, onClose, onAdded }: PaymentDetailsModalProps) => (
    <div role="dialog" aria-label="Payment Details">
      <p>{`kind ${kind}, save ${String(saveAllowed)}, forced ${String(saveForced)}`}</p>
      <button type="button" onClick={onClose}>
        Cancel
      </button>
      <button
        type="button"
        onClick={() =>
          onAdded({
            saved: false,
            method: {
              kind: 'card',
              source: 'singleUse',
              card: {
                BillingAddress: { ZipCode: '12345' },
                CardHolderFirstName: 'Jane',
                CardHolderLastName: 'Smith',
                CardNumber: '4111111111111111',
                ExpirationDate: '12/30',
                SecurityCode: '123',
                CardType: 'visa',
                DebitCreditType: 'DebitCard',
                LoanAccountNumber: '0001-100-5',
              },
            },
          })
        }
      >
        Use once
      </button>
      <button type="button" onClick={() => onAdded({ saved: true, kind: 'card', lastFour: '4444' })}>
        Save card 4444
      </button>
    </div>
  ),
}));

// The section loads the modal lazily; vitest's mock does not reach that dynamic import, so the lazy wrapper renders the
// stand-in above.
vi.mock('../new-method/lazy-payment-details-modal', async () => {
  const stub = await import('../new-method/payment-details-modal');
  return { LazyPaymentDetailsModal: stub.PaymentDetailsModal, preloadPaymentDetailsModal: () => Promise.resolve(stub) };
});

let restore = () => {};
afterEach(() => {
  restore();
  resetShellState();
  vi.useRealTimers();
});

type Methods = ReturnType<NonNullable<Parameters<typeof renderPaymentScreen>[0]['methods']>>;
const listing = (
  PaymentMethods: Methods['PaymentMethods'],
  DefaultPaymentMethod: Methods['DefaultPaymentMethod'] = null,
): Methods => ({
  HasNoErrors: true,
  Errors: [],
  PaymentMethods,
  DefaultPaymentMethod,
});

function render(
  data: Partial<Parameters<typeof renderPaymentScreen>[0]> = {},
  settings: Record<string, string> = bothTypes,
) {
  const r = renderPaymentScreen({ accounts: [loanEntry('0001-100-5')], ...data }, settings);
  restore = r.restore;
  return r;
}

const typeButtons = async () =>
  within(await screen.findByRole('group', { name: 'Payment Type' })).getAllByRole('button');
const frequencyHeading = () => screen.queryByRole('heading', { name: 'Payment Frequency' });

describe('Payment Type toggle and wallets (payments spec §2, §4)', () => {
  it('when card and ACH are allowed then both show and neither is preselected', async () => {
    render();
    expect((await typeButtons()).map((b) => [b.textContent, b.getAttribute('aria-pressed')])).toEqual([
      ['Card', 'false'],
      ['E-Check', 'false'],
    ]);
  });

  it('when generalPaymentOptions.hidePaymentByACHOption is on then E-Check is not offered and Card is preselected', async () => {
    render({}, { ...bothTypes, 'generalPaymentOptions.hidePaymentByACHOption': 'true' });
    expect((await typeButtons()).map((b) => [b.textContent, b.getAttribute('aria-pressed')])).toEqual([
      ['Card', 'true'],
    ]);
  });

  it('when wallets are on then each enabled wallet shows, and choosing one is valid at once and hides the other controls', async () => {
    const user = userEvent.setup();
    render(
      {},
      {
        ...bothTypes,
        'generalPaymentOptions.allowWalletPayments': 'true',
        'generalPaymentOptions.allowGooglePaymentsOption': 'true',
        'generalPaymentOptions.allowVenmoPaymentsOption': 'true',
      },
    );
    expect((await typeButtons()).map((b) => b.textContent)).toEqual(['Card', 'E-Check', 'GooglePay', 'Venmo']);
    await user.click(screen.getByRole('button', { name: 'Card' }));
    expect(await screen.findByLabelText('Payment Method')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Venmo' }));
    expect(frequencyHeading()).toBeInTheDocument();
    expect(frequencyHeading()).toHaveFocus();
    expect(screen.queryByLabelText('Payment Method')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New payment method' })).not.toBeInTheDocument();
    // Another wallet resets the revealed frequency step and focus moves to it again.
    await user.click(screen.getByRole('button', { name: 'GooglePay' }));
    expect(screen.getByRole('button', { name: 'GooglePay' })).toHaveAttribute('aria-pressed', 'true');
    expect(frequencyHeading()).toHaveFocus();
    // Four choices, each revealing the later steps: with the real frequency and amount steps this takes longer than the
    // default 5 s on a busy machine.
  }, 20_000);

  it('when no type can be offered then the section says why instead of standing empty', async () => {
    render({}, { 'achPaymentOptions.disallowAchProfilesOption': 'true' });
    const section = await screen.findByRole('region', { name: 'Payment Type' });
    expect(
      within(section).getByText(
        'No payment method can be used for this loan online. Please contact your financial institution to make a payment.',
      ),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('group')).toBeNull();
  });

  it('when wallets are off then no wallet shows even if a wallet switch is on', async () => {
    render({}, { ...bothTypes, 'generalPaymentOptions.allowApplePaymentsOption': 'true' });
    expect((await typeButtons()).map((b) => b.textContent)).toEqual(['Card', 'E-Check']);
  });

  it('when third-party card payments apply then Card shows the outside-link panel opening the link in a new tab', async () => {
    const user = userEvent.setup();
    render(
      {},
      {
        ...bothTypes,
        'cardPaymentOptions.allowThirdPartyCardPaymentsOption': 'true',
        'cardPaymentOptions.thirdPartyCardPaymentsLinkOption': 'https://pay.example.com/x',
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Card' }));
    expect(screen.getByRole('heading', { name: 'Please click the link below to make a payment' })).toBeInTheDocument();
    expect(
      screen.getByText(
        /You are leaving our site\. Your payment must be made on a different web site\. Please allow up to 24 hours/,
      ),
    ).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Continue to Make Payment' });
    expect(link).toHaveAttribute('href', 'https://pay.example.com/x');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.queryByLabelText('Payment Method')).not.toBeInTheDocument();
    expect(frequencyHeading()).not.toBeInTheDocument();
  });

  it('when the branch is outside the third-party range then cards are paid here', async () => {
    const user = userEvent.setup();
    render(
      {},
      {
        ...bothTypes,
        'cardPaymentOptions.allowThirdPartyCardPaymentsOption': 'true',
        'cardPaymentOptions.thirdPartyCardPaymentsMinimumBranchOption': '2',
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Card' }));
    expect(
      screen.queryByRole('heading', { name: 'Please click the link below to make a payment' }),
    ).not.toBeInTheDocument();
    expect(await screen.findByLabelText('Payment Method')).toBeInTheDocument();
  });
});

describe('saved methods, default, single use (payments spec §4 "Payment type and methods")', () => {
  it('when a saved card is chosen then frequency is revealed and focus stays on the select (WCAG 3.2.2); switching to E-Check resets it', async () => {
    const user = userEvent.setup();
    render({ methods: () => listing([visa, master, checking]) });
    await user.click(await screen.findByRole('button', { name: 'Card' }));
    const select = await screen.findByLabelText('Payment Method');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a saved method', 'Visa x1111', 'MasterCard x4444']);
    await user.selectOptions(select, 'card-2');
    expect(frequencyHeading()).toBeInTheDocument();
    expect(select).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'E-Check' }));
    expect(frequencyHeading()).not.toBeInTheDocument();
  });

  it('when the loan has a default then the banner reads it and it is preselected for its type', async () => {
    const user = userEvent.setup();
    render({ methods: () => listing([visa, checking], { IsCard: false, ProfileId: 'ach-1' }) });
    expect(await screen.findByText('Account ending with x4321')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'E-Check' }));
    await waitFor(() => expect(screen.getByLabelText('Payment Method')).toHaveValue('ach-1'));
    expect(frequencyHeading()).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set As Default Method' })).not.toBeInTheDocument();
  });

  it('when a non-default method is chosen then Set As Default Method sets it; the banner delete icon clears it', async () => {
    const user = userEvent.setup();
    let current: Methods['DefaultPaymentMethod'] = { IsCard: false, ProfileId: 'ach-1' };
    const { calls } = render({
      methods: () => listing([visa, checking], current),
      extraRoutes: {
        'POST PaymentMethod/SetDefaultPaymentMethod': () => {
          current = { IsCard: true, ProfileId: 'card-1' };
          return { status: 200, data: { HasNoErrors: true, Errors: [] } };
        },
        'DELETE PaymentMethod/RemoveDefaultPaymentMethod': () => {
          current = null;
          return { status: 200, data: { HasNoErrors: true, Errors: [] } };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Card' }));
    await user.selectOptions(await screen.findByLabelText('Payment Method'), 'card-1');
    await user.click(screen.getByRole('button', { name: 'Set As Default Method' }));
    expect(await screen.findByText('Card ending with x1111')).toBeInTheDocument();
    expect(calls.find((c) => c.url === 'PaymentMethod/SetDefaultPaymentMethod')?.body).toEqual({
      AccountNumber: '0001-100-5',
      PaymentMethod: { IsCard: true, ProfileId: 'card-1' },
    });
    await user.click(screen.getByRole('button', { name: 'Clear default method' }));
    await waitFor(() => expect(screen.queryByText('Card ending with x1111')).not.toBeInTheDocument());
    expect(calls.find((c) => c.url === 'PaymentMethod/RemoveDefaultPaymentMethod')?.params).toEqual({
      accountNumber: '0001-100-5',
    });
    // The clear button is gone: focus goes to the dropdown, not <body>, and the change is announced.
    await waitFor(() => expect(screen.getByLabelText('Payment Method')).toHaveFocus());
    expect(screen.getByText('Default payment method cleared.').closest('[role="status"]')).toBeInTheDocument();
  });

  it('when clearing the default fails then the banner stays and focus returns to its clear button', async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render({
      methods: () => listing([visa], { IsCard: true, ProfileId: 'card-1' }),
      extraRoutes: { 'DELETE PaymentMethod/RemoveDefaultPaymentMethod': () => ({ status: 500, data: {} }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Card' }));
    await user.click(await screen.findByRole('button', { name: 'Clear default method' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Clear default method' })).toHaveFocus());
    expect(screen.getByText('Card ending with x1111')).toBeInTheDocument();
    expect(screen.queryByText('Default payment method cleared.')).not.toBeInTheDocument();
    warn.mockRestore();
  });

  it('when defaults are off then neither banner nor Set As Default Method shows', async () => {
    const user = userEvent.setup();
    render(
      { methods: () => listing([visa], { IsCard: true, ProfileId: 'card-1' }) },
      { ...bothTypes, 'generalPaymentOptions.allowDefaultPaymentOption': 'false' },
    );
    await user.click(await screen.findByRole('button', { name: 'Card' }));
    await user.selectOptions(await screen.findByLabelText('Payment Method'), 'card-1');
    expect(screen.queryByText('Card ending with x1111')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set As Default Method' })).not.toBeInTheDocument();
  });

  it('when no saved method of the type exists then the modal opens at once; a single-use card shows its summary and can be removed', async () => {
    const user = userEvent.setup();
    render({ methods: () => listing([checking]) });
    await user.click(await screen.findByRole('button', { name: 'Card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment Details' });
    expect(dialog).toHaveTextContent('kind card, save true, forced false');
    await user.click(within(dialog).getByRole('button', { name: 'Use once' }));
    expect(screen.getByText('Single-Use Payment Method')).toBeInTheDocument();
    expect(screen.getByText('Visa x1111')).toBeInTheDocument();
    expect(screen.queryByText('4111111111111111')).not.toBeInTheDocument();
    expect(frequencyHeading()).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove single-use payment method' }));
    expect(screen.queryByText('Single-Use Payment Method')).not.toBeInTheDocument();
    expect(frequencyHeading()).not.toBeInTheDocument();
  });

  it('when a method is saved in the modal then the list is reloaded and the method preselected by its last four', async () => {
    const user = userEvent.setup();
    let methods = listing([visa]);
    render({ methods: () => methods });
    await user.click(await screen.findByRole('button', { name: 'Card' }));
    await user.click(await screen.findByRole('button', { name: 'New payment method' }));
    methods = listing([visa, master]);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Payment Details' })).getByRole('button', {
        name: 'Save card 4444',
      }),
    );
    await waitFor(() => expect(screen.getByLabelText('Payment Method')).toHaveValue('card-2'));
    expect(frequencyHeading()).toBeInTheDocument();
  });

  it('when saving is allowed and single use is not then the modal is told to save without asking', async () => {
    const user = userEvent.setup();
    render({ methods: () => listing([]) }, { ...bothTypes, 'cardPaymentOptions.disallowSingleUseCardOption': 'true' });
    await user.click(await screen.findByRole('button', { name: 'Card' }));
    expect(await screen.findByRole('dialog', { name: 'Payment Details' })).toHaveTextContent(
      'kind card, save true, forced true',
    );
  });

  it('when the user is a business user then saved bank accounts are not offered; personal users get them unless disallowed', async () => {
    const user = userEvent.setup();
    render({ methods: () => listing([checking]), companyNumber: 4417 });
    await user.click(await screen.findByRole('button', { name: 'E-Check' }));
    expect(await screen.findByRole('dialog', { name: 'Payment Details' })).toHaveTextContent(
      'kind ach, save false, forced false',
    );
    expect(screen.queryByLabelText('Payment Method')).not.toBeInTheDocument();
    restore();
    resetShellState();
    render(
      { methods: () => listing([checking]) },
      { ...bothTypes, 'achPaymentOptions.disallowAchProfilesOption': 'true' },
    );
    await user.click(await screen.findByRole('button', { name: 'E-Check' }));
    expect(await screen.findByRole('dialog', { name: 'Payment Details' })).toHaveTextContent('kind ach, save false');
  });
});

describe('delete a method (payments spec §2 "Confirm-delete modal", §4 "Delete method")', () => {
  it('when confirmed then the method is deleted, deselected, and the success note shows for 5 seconds', async () => {
    let methods = listing([visa, master]);
    const { calls } = render({
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
    const { calls } = render(
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
    render(
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

describe('keyboard and focus', () => {
  it('when the user steps through the accounts then focus stays on the select while Payment Type is revealed (WCAG 3.2.2)', async () => {
    const user = userEvent.setup();
    render({
      accounts: [loanEntry('0001-100-5'), loanEntry('0001-200-3'), loanEntry('0001-300-1')],
      info: () => ({ status: 200, data: openInfo() }),
    });
    const select = await screen.findByLabelText('Loan Account');
    // jsdom's select has no arrow keys: each selectOptions is the change one ArrowDown makes.
    await user.selectOptions(select, '0001-200-3');
    expect(await screen.findByRole('heading', { name: 'Payment Type' })).toBeInTheDocument();
    expect(select).toHaveFocus();
    await user.selectOptions(select, '0001-300-1');
    expect(await screen.findByRole('heading', { name: 'Payment Type' })).toBeInTheDocument();
    expect(select).toHaveFocus();
  });

  it('when Card is pressed and its default is preselected then focus goes to the Payment Method select that appeared, not past it', async () => {
    const user = userEvent.setup();
    render({ methods: () => listing([visa, master, checking], { IsCard: true, ProfileId: 'card-2' }) });
    await user.click(await screen.findByRole('button', { name: 'Card' }));
    await waitFor(() => expect(screen.getByLabelText('Payment Method')).toHaveValue('card-2'));
    expect(frequencyHeading()).toBeInTheDocument();
    expect(screen.getByLabelText('Payment Method')).toHaveFocus();
  });

  it('when E-Check is pressed and nothing is preselected then focus stays on it and Tab reaches the Payment Method select next', async () => {
    const user = userEvent.setup();
    render({ methods: () => listing([visa, checking]) });
    await user.click(await screen.findByRole('button', { name: 'E-Check' }));
    const select = await screen.findByLabelText('Payment Method');
    expect(screen.getByRole('button', { name: 'E-Check' })).toHaveFocus();
    await user.tab();
    expect(select).toHaveFocus();
  });
});

describe('deleting the last saved method of a type', () => {
  it('when the only saved card is deleted then focus goes to New payment method, not <body>', async () => {
    let methods = listing([visa, checking]);
    render({
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
