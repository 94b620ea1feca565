import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bothTypes, checking, master, visa } from '../testing/payment-screen-harness';
import {
  cleanUpSection,
  frequencyHeading,
  listing,
  renderSection,
  type DefaultMethod,
} from '../testing/payment-method-kit';

// The modal is another piece of work: a stand-in shows what the section hands it and reports a method back.
vi.mock('../new-method/payment-details-modal', () => import('../testing/payment-details-stand-in'));
vi.mock('../new-method/lazy-payment-details-modal', () => import('../testing/payment-details-stand-in'));

afterEach(() => {
  cleanUpSection();
});

describe('saved methods, default, single use (payments spec §4 "Payment type and methods")', () => {
  it('when a saved card is chosen then frequency is revealed and focus stays on the select (WCAG 3.2.2); switching to E-Check resets it', async () => {
    const user = userEvent.setup();
    renderSection({ methods: () => listing([visa, master, checking]) });
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
    renderSection({ methods: () => listing([visa, checking], { IsCard: false, ProfileId: 'ach-1' }) });
    expect(await screen.findByText('Account ending with x4321')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'E-Check' }));
    await waitFor(() => expect(screen.getByLabelText('Payment Method')).toHaveValue('ach-1'));
    expect(frequencyHeading()).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set As Default Method' })).not.toBeInTheDocument();
  });

  it('when a non-default method is chosen then Set As Default Method sets it; the banner delete icon clears it', async () => {
    const user = userEvent.setup();
    let current: DefaultMethod = { IsCard: false, ProfileId: 'ach-1' };
    const { calls } = renderSection({
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
    renderSection({
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
    renderSection(
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
    renderSection({ methods: () => listing([checking]) });
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
    renderSection({ methods: () => methods });
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
    renderSection(
      { methods: () => listing([]) },
      { ...bothTypes, 'cardPaymentOptions.disallowSingleUseCardOption': 'true' },
    );
    await user.click(await screen.findByRole('button', { name: 'Card' }));
    expect(await screen.findByRole('dialog', { name: 'Payment Details' })).toHaveTextContent(
      'kind card, save true, forced true',
    );
  });

  it('when the user is a business user then saved bank accounts are not offered; personal users get them unless disallowed', async () => {
    const user = userEvent.setup();
    renderSection({ methods: () => listing([checking]), companyNumber: 4417 });
    await user.click(await screen.findByRole('button', { name: 'E-Check' }));
    expect(await screen.findByRole('dialog', { name: 'Payment Details' })).toHaveTextContent(
      'kind ach, save false, forced false',
    );
    expect(screen.queryByLabelText('Payment Method')).not.toBeInTheDocument();
    cleanUpSection();
    renderSection(
      { methods: () => listing([checking]) },
      { ...bothTypes, 'achPaymentOptions.disallowAchProfilesOption': 'true' },
    );
    await user.click(await screen.findByRole('button', { name: 'E-Check' }));
    expect(await screen.findByRole('dialog', { name: 'Payment Details' })).toHaveTextContent('kind ach, save false');
  });
});
