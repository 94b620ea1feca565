import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetSettings } from '@/settings/settings-store';
import { renderDetailsModal, type DetailsModalSetup } from './testing/render-details-modal';

let restore = () => {};
afterEach(() => {
  restore();
  resetSettings();
});

const ok = { status: 200, data: { HasNoErrors: true, Errors: [] } };

async function open(setup: Omit<DetailsModalSetup, 'kind'> = {}) {
  const r = renderDetailsModal({ kind: 'card', ...setup });
  restore = r.restore;
  await r.user.click(screen.getByRole('button', { name: 'New payment method' }));
  return { ...r, dialog: await screen.findByRole('dialog', { name: 'Payment Details' }) };
}

type Opened = Awaited<ReturnType<typeof open>>;

async function typeCard(
  { user }: Opened,
  card = { number: '4111111111111111', exp: '1239', cvv: '123', zip: '12345' },
) {
  await user.type(screen.getByLabelText('First Name'), 'Mary');
  await user.type(screen.getByLabelText('Last Name'), "O'Brien");
  await user.type(await screen.findByLabelText('Card Number'), card.number);
  await user.type(await screen.findByLabelText('Expiration (MM/YY)'), card.exp);
  await user.type(screen.getByLabelText('CVV/CVC'), card.cvv);
  await user.type(screen.getByLabelText('Zip Code'), card.zip);
}

const errorsOf = (label: string) => screen.getByLabelText(label).getAttribute('aria-describedby') ?? '';
const described = (label: string, text: string) =>
  expect(screen.getByLabelText(label)).toHaveAccessibleDescription(expect.stringContaining(text));

describe('new card form (payments spec §5 "Card form")', { timeout: 30_000 }, () => {
  it('when a visa is typed and saved then the number shows 4-4-4-4, the add call gets the digits, brand and MM/YY, and the modal reports the last four', async () => {
    const o = await open({ routes: { 'POST PaymentMethod/AddCardPaymentMethod': () => ok } });
    expect(screen.getByLabelText('First Name')).toHaveAttribute('autocomplete', 'cc-given-name');
    expect(screen.getByLabelText('Last Name')).toHaveAttribute('autocomplete', 'cc-family-name');
    expect(await screen.findByLabelText('Card Number')).toHaveAttribute('autocomplete', 'cc-number');
    expect(await screen.findByLabelText('Expiration (MM/YY)')).toHaveAttribute('autocomplete', 'cc-exp');
    expect(screen.getByLabelText('CVV/CVC')).toHaveAttribute('autocomplete', 'cc-csc');
    expect(screen.getByLabelText('Zip Code')).toHaveAttribute('autocomplete', 'postal-code');
    await typeCard(o);
    expect(screen.getByLabelText('Card Number')).toHaveValue('4111 1111 1111 1111');
    expect(screen.getByLabelText('Expiration (MM/YY)')).toHaveValue('12/39');
    await o.user.click(screen.getByLabelText('Save Payment Profile'));
    await o.user.click(within(o.dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(o.onAdded).toHaveBeenCalledWith({ saved: true, kind: 'card', lastFour: '1111' }));
    const add = o.calls.find((c) => c.url === 'PaymentMethod/AddCardPaymentMethod');
    expect(add?.body).toEqual({
      BillingAddress: { ZipCode: '12345' },
      CardHolderFirstName: 'Mary',
      CardHolderLastName: "O'Brien",
      CardNumber: '4111111111111111',
      ExpirationDate: '12/39',
      SecurityCode: '123',
      CardType: 'visa',
      DebitCreditType: 'DebitCard',
      LoanAccountNumber: '0101-100234-7',
    });
    // Card data stays out of reach: nothing in the URL, storage or the mutation cache once the modal closed.
    await waitFor(() => expect(o.queryClient.getMutationCache().getAll()).toHaveLength(0));
    expect(
      JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }) + window.location.href,
    ).not.toContain('4111111111111111');
  });

  it('when an amex is typed then the mask is 4-6-5 and a 3-digit CVV is invalid', async () => {
    const o = await open();
    await typeCard(o, { number: '378282246310005', exp: '1239', cvv: '123', zip: '12345-6789' });
    expect(screen.getByLabelText('Card Number')).toHaveValue('3782 822463 10005');
    await o.user.click(within(o.dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => described('CVV/CVC', 'CVV/CVC invalid'));
    expect(errorsOf('Zip Code')).toBe('');
    expect(o.onAdded).not.toHaveBeenCalled();
  });

  it('when nothing is typed then every required field says so', async () => {
    const o = await open();
    await o.user.click(within(o.dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => described('First Name', 'Name is required'));
    described('Last Name', 'Name is required');
    described('Card Number', 'Card Number is required');
    described('Expiration (MM/YY)', 'Expiration required');
    described('CVV/CVC', 'CVV/CVC required');
    described('Zip Code', 'Zip Code required');
    // The summary's links name their field where two messages read the same (WCAG 2.4.4: no two "Name is required").
    const links = within(o.dialog.querySelector<HTMLElement>('.error-summary')!)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(links.slice(0, 2)).toEqual(['First Name: Name is required', 'Last Name: Name is required']);
    expect(links).toContain('Card Number is required');
    // §5: address 1, city and state are required only with requireFullAddressForCardOption; without it they are
    // optional, not hidden.
    for (const label of ['Address 1', 'Address 2', 'City', 'State']) {
      expect(screen.getByLabelText(label)).not.toBeRequired();
      expect(errorsOf(label)).toBe('');
    }
  });

  it('when quotes or angle brackets are typed into the billing address then the safe-input filter drops them (§5)', async () => {
    const o = await open();
    await o.user.type(screen.getByLabelText('Address 1'), `1 "Main" <St>`);
    await o.user.type(screen.getByLabelText('Address 2'), "Apt '4'");
    await o.user.type(screen.getByLabelText('City'), 'Spring<field>');
    expect(screen.getByLabelText('Address 1')).toHaveValue('1 Main St');
    expect(screen.getByLabelText('Address 2')).toHaveValue('Apt 4');
    expect(screen.getByLabelText('City')).toHaveValue('Springfield');
  });

  it('when the full address is not required then a billing address typed anyway is checked and sent', async () => {
    const o = await open({ routes: { 'POST PaymentMethod/AddCardPaymentMethod': () => ok } });
    await typeCard(o);
    await o.user.type(screen.getByLabelText('City'), 'Spring{{field}');
    await o.user.click(within(o.dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => described('City', 'Invalid'));
    await o.user.clear(screen.getByLabelText('City'));
    await o.user.type(screen.getByLabelText('Address 1'), '1 Main St');
    await o.user.type(screen.getByLabelText('City'), 'Springfield');
    await o.user.click(screen.getByLabelText('Save Payment Profile'));
    await o.user.click(within(o.dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(o.onAdded).toHaveBeenCalled());
    const add = o.calls.find((c) => c.url === 'PaymentMethod/AddCardPaymentMethod');
    expect(add?.body).toMatchObject({
      BillingAddress: { ZipCode: '12345', Address1: '1 Main St', City: 'Springfield' },
    });
  });

  it('when a brand is not allowed, Luhn fails, the month is past, the name has a forbidden character or the zip is short then each says so', async () => {
    const o = await open({ settings: { 'generalPaymentOptions.allowDiscoverOption': 'false' } });
    await o.user.type(screen.getByLabelText('First Name'), 'Ma{{ry');
    await o.user.type(screen.getByLabelText('Last Name'), 'Smith');
    await o.user.type(await screen.findByLabelText('Card Number'), '6011111111111117');
    await o.user.type(await screen.findByLabelText('Expiration (MM/YY)'), '0120');
    await o.user.type(screen.getByLabelText('CVV/CVC'), '1a2 3');
    await o.user.type(screen.getByLabelText('Zip Code'), '1234');
    await o.user.tab();
    expect(screen.getByLabelText('CVV/CVC')).toHaveValue('123');
    await o.user.click(within(o.dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      described('Card Number', "The card number you've entered does not appear to be a supported type."),
    );
    described('First Name', 'Invalid');
    described('Expiration (MM/YY)', 'Expiration invalid');
    described('Zip Code', 'Zip Code invalid');
    await o.user.clear(screen.getByLabelText('Card Number'));
    await o.user.type(screen.getByLabelText('Card Number'), '4111111111111112');
    await waitFor(() => described('Card Number', 'Card Number is invalid'));
  });

  it('when requireFullAddressForCardOption is on then address, city and a state list with DC are required; debit-only hides the card type', async () => {
    const o = await open({
      settings: {
        'cardPaymentOptions.requireFullAddressForCardOption': 'true',
        'cardPaymentOptions.debitCardPaymentsOnlyOption': 'true',
      },
    });
    expect(screen.queryByLabelText('Card Type')).toBeNull();
    const state = screen.getByLabelText('State');
    expect(within(state).getByRole('option', { name: 'District of Columbia' })).toHaveValue('DC');
    expect(within(state).getAllByRole('option')).toHaveLength(52);
    await o.user.click(within(o.dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => described('Address 1', 'Address 1 is required'));
    described('City', 'City is required');
    described('State', 'State is required');
  });

  it('when the card type is offered then Debit Card is preselected and Credit Card can be chosen for a single use', async () => {
    const o = await open({ saveAllowed: false });
    expect(screen.getByLabelText('Card Type')).toHaveDisplayValue('Debit Card');
    expect(screen.queryByLabelText('Save Payment Profile')).toBeNull();
    await typeCard(o);
    await o.user.selectOptions(screen.getByLabelText('Card Type'), 'Credit Card');
    await o.user.click(within(o.dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(o.onAdded).toHaveBeenCalledTimes(1));
    const added = o.onAdded.mock.calls[0]![0];
    expect(added.saved).toBe(false);
    expect(!added.saved && added.method.kind === 'card' && added.method.card).toMatchObject({
      CardNumber: '4111111111111111',
      DebitCreditType: 'CreditCard',
    });
    expect(o.calls).toHaveLength(0);
  });

  it.each([
    [
      'AlreadyExists',
      { status: 200, data: { HasNoErrors: false, Errors: [{ ErrorMessage: 'AlreadyExists' }] } },
      'Payment method already exists.',
    ],
    [
      'another code',
      { status: 200, data: { HasNoErrors: false, Errors: [{ ErrorMessage: 'CardNumberInvalid' }] } },
      'An error occurred.',
    ],
    ['a failed call', { status: 500, data: '' }, 'An error occurred.'],
  ])(
    'when saving is forced and the add answers %s then the modal says so and stays open',
    async (_why, answer, text) => {
      const o = await open({ saveForced: true, routes: { 'POST PaymentMethod/AddCardPaymentMethod': () => answer } });
      expect(screen.queryByLabelText('Save Payment Profile')).toBeNull();
      await typeCard(o);
      await o.user.click(within(o.dialog).getByRole('button', { name: 'Continue' }));
      expect(await within(o.dialog).findByRole('alert')).toHaveTextContent(text);
      expect(o.onAdded).not.toHaveBeenCalled();
    },
  );

  it('when Esc is pressed then the modal closes and focus returns to the button that opened it', async () => {
    const o = await open();
    expect(o.dialog).toContainElement(document.activeElement as HTMLElement);
    await o.user.keyboard('{Escape}');
    expect(o.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByRole('button', { name: 'New payment method' })).toHaveFocus());
  });
});
