import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetSettings } from '@/settings/settings-store';
import type { FakeAnswer, FakeRoutes } from '@/api/testing/fake-api-adapter';
import { renderDetailsModal, type DetailsModalSetup } from './testing/render-details-modal';

let restore = () => {};
afterEach(() => {
  restore();
  resetSettings();
});

const ok = { status: 200, data: { HasNoErrors: true, Errors: [] } };
const chase = {
  RoutingNumber: '021000021',
  BankExists: true,
  Name: 'JPMorgan Chase Bank, N.A.',
  Address: '270 Park Avenue',
  City: 'New York',
  State: 'NY',
  Zip: '10017',
};
const achTerms = {
  Name: 'ACH Authorization Terms',
  Url: 'https://www.example.com/terms/ach.pdf',
  HostNum: 11339,
  WhenToAgree: [2],
  Date: '2024-01-01',
};

function routes(over: FakeRoutes = {}, agreements: unknown[] = [achTerms]): FakeRoutes {
  return {
    'GET ACHRoutingData': (c) => ({
      status: 200,
      data:
        c.params.routingNumber === '021000021' ? chase : { RoutingNumber: c.params.routingNumber, BankExists: false },
    }),
    'POST PaymentMethod/ValidateAchPaymentMethod': () => ok,
    'GET AgreementLogging/GetNeededAgreements': () => ({
      status: 200,
      data: { HasNoErrors: true, Errors: [], Agreements: agreements },
    }),
    'POST AgreementLogging': () => ok,
    'POST AgreementLogging/LogAgreementRecords': () => ok,
    'POST PaymentMethod/AddAchPaymentMethod': () => ok,
    ...over,
  };
}

async function open(setup: Omit<DetailsModalSetup, 'kind'> = {}) {
  const r = renderDetailsModal({ kind: 'ach', routes: routes(), ...setup });
  restore = r.restore;
  await r.user.click(screen.getByRole('button', { name: 'New payment method' }));
  return { ...r, dialog: await screen.findByRole('dialog', { name: 'Payment Details' }) };
}
type Opened = Awaited<ReturnType<typeof open>>;

async function typeAccount({ user }: Opened, routing = '021000021', account = '123456789') {
  await user.type(screen.getByLabelText('Name on Account'), 'Mary Smith');
  await user.type(screen.getByLabelText('Routing Number'), routing);
  await user.type(screen.getByLabelText('Account Number'), account);
  await user.type(screen.getByLabelText('Confirm Account Number'), account);
}
const described = (label: string, text: string) =>
  expect(screen.getByLabelText(label)).toHaveAccessibleDescription(expect.stringContaining(text));
const continueIn = (o: Opened) => o.user.click(within(o.dialog).getByRole('button', { name: 'Continue' }));
const answer = (a: FakeAnswer) => () => a;

describe('new ACH form (payments spec §5 "ACH form", §4 "New method")', { timeout: 30_000 }, () => {
  it('when 9 digits are typed then after the pause the bank name, address and routing number show; dashes are stripped on blur', async () => {
    const o = await open();
    await o.user.type(screen.getByLabelText('Routing Number'), '021-000-021');
    await o.user.tab();
    expect(screen.getByLabelText('Routing Number')).toHaveValue('021000021');
    expect(await screen.findByText('JPMorgan Chase Bank, N.A.')).toBeInTheDocument();
    expect(screen.getByText('270 Park Avenue, New York, NY 10017')).toBeInTheDocument();
    expect(screen.getByText('021000021', { selector: '.bank-lookup p' })).toBeInTheDocument();
    expect(o.calls.filter((c) => c.url === 'ACHRoutingData')).toHaveLength(1);
  });

  it('when the lookup fails then it says so; with preCheckABABankInfoOption an unknown bank makes the number invalid', async () => {
    const o = await open({ routes: routes({ 'GET ACHRoutingData': answer({ status: 500, data: '' }) }) });
    await o.user.type(screen.getByLabelText('Routing Number'), '011000015');
    await waitFor(() => described('Routing Number', 'An error has occured while verifying the routing number'));
    o.restore();
    resetSettings();
    document.body.innerHTML = '';
    const p = await open({ settings: { 'achPaymentOptions.preCheckABABankInfoOption': 'true' } });
    await p.user.type(screen.getByLabelText('Routing Number'), '011000015');
    await waitFor(() => described('Routing Number', 'Routing Number is invalid'));
  });

  it('when the owner, account and confirm fields break the rules then each says so', async () => {
    const o = await open();
    await continueIn(o);
    await waitFor(() => described('Name on Account', 'Owner Name is required'));
    described('Routing Number', 'Routing Number is required');
    described('Account Number', 'Account Number is required');
    described('Confirm Account Number', 'Confirm Account Number is required');
    await o.user.type(screen.getByLabelText('Name on Account'), 'Mary');
    await o.user.type(screen.getByLabelText('Routing Number'), '12345');
    await o.user.type(screen.getByLabelText('Account Number'), '0000');
    await o.user.type(screen.getByLabelText('Confirm Account Number'), '1111');
    await waitFor(() => described('Name on Account', 'Owner Name is invalid'));
    described('Routing Number', 'Routing Number is invalid');
    described('Account Number', 'Please contact your bank to confirm your bank account information');
    described('Confirm Account Number', 'Account Numbers Do Not Match');
    expect(o.calls.some((c) => c.url === 'PaymentMethod/ValidateAchPaymentMethod')).toBe(false);
  });

  it('when confirm is hidden and savings allowed then there is no confirm field and Savings can be chosen for a single use', async () => {
    const o = await open({
      saveAllowed: false,
      settings: {
        'paymentMethod.confirmAccountNumberHidden': 'true',
        'achPaymentOptions.allowPaymentFromSavingsAccountOption': 'true',
      },
    });
    expect(screen.queryByLabelText('Confirm Account Number')).toBeNull();
    await o.user.type(screen.getByLabelText('Name on Account'), 'Mary Smith');
    await o.user.type(screen.getByLabelText('Routing Number'), '021000021');
    await o.user.type(screen.getByLabelText('Account Number'), '123456789');
    await o.user.selectOptions(screen.getByLabelText('Account Type'), 'Savings');
    await continueIn(o);
    await waitFor(() => expect(o.onAdded).toHaveBeenCalledTimes(1));
    expect(o.onAdded.mock.calls[0]![0]).toEqual({
      saved: false,
      method: {
        kind: 'ach',
        source: 'singleUse',
        ach: {
          AccountType: 'Savings',
          RoutingNumber: '021000021',
          AccountNumber: '123456789',
          OwnerName: 'Mary Smith',
        },
      },
    });
    expect(o.calls.map((c) => c.url)).toContain('PaymentMethod/ValidateAchPaymentMethod');
    expect(o.calls.map((c) => c.url)).not.toContain('PaymentMethod/AddAchPaymentMethod');
  });

  it('when savings is not allowed then no account type is offered and Checking is sent', async () => {
    const o = await open({ saveAllowed: false });
    expect(screen.queryByLabelText('Account Type')).toBeNull();
    await typeAccount(o);
    await continueIn(o);
    await waitFor(() =>
      expect(o.onAdded).toHaveBeenCalledWith(
        expect.objectContaining({
          method: expect.objectContaining({ ach: expect.objectContaining({ AccountType: 'Checking' }) }),
        }),
      ),
    );
  });

  it.each([
    ['RoutingNumberAchNotAllowed', 'Invalid routing number.'],
    ['RoutingAccountInvalidInternal', 'Invalid account number.'],
  ])('when the validation answers %s then the modal says "%s"', async (code, text) => {
    const o = await open({
      routes: routes({
        'POST PaymentMethod/ValidateAchPaymentMethod': answer({
          status: 400,
          data: { HasNoErrors: false, Errors: [{ ErrorMessage: code }] },
        }),
      }),
    });
    await typeAccount(o);
    await continueIn(o);
    expect(await within(o.dialog).findByRole('alert')).toHaveTextContent(text);
    expect(o.onAdded).not.toHaveBeenCalled();
  });

  it('when a saved account is agreed to then the consent and its records are posted before the account is added', async () => {
    const o = await open();
    await typeAccount(o);
    await o.user.click(screen.getByLabelText('Save Payment Profile'));
    await continueIn(o);
    const terms = await screen.findByRole('dialog', { name: 'Terms and Conditions' });
    expect(within(terms).getByRole('link', { name: 'ACH Authorization Terms' })).toHaveAttribute('href', achTerms.Url);
    await o.user.click(within(terms).getByRole('button', { name: 'Agree' }));
    await waitFor(() => expect(o.onAdded).toHaveBeenCalledWith({ saved: true, kind: 'ach', lastFour: '6789' }));
    const urls = o.calls.map((c) => c.url);
    expect(urls.indexOf('AgreementLogging/LogAgreementRecords')).toBeLessThan(
      urls.indexOf('PaymentMethod/AddAchPaymentMethod'),
    );
    expect(o.calls.find((c) => c.url === 'AgreementLogging/GetNeededAgreements')?.params.whenToAgree).toBe('2');
    expect(o.calls.find((c) => c.url === 'AgreementLogging')?.body).toMatchObject({ Agreements: [11339] });
    const records = o.calls.find((c) => c.url === 'AgreementLogging/LogAgreementRecords')?.body as {
      Records: unknown[];
    };
    expect(records.Records).toEqual([
      expect.objectContaining({
        AgreementType: 11339,
        AccountNumber: '0101-100234-7',
        WhenToAgree: 2,
        NameOfTerms: 'ACH Authorization Terms',
      }),
    ]);
  });

  it('when the terms are refused then the account is not added and the refusal text shows', async () => {
    const o = await open({ saveForced: true });
    await typeAccount(o);
    await continueIn(o);
    await o.user.click(
      within(await screen.findByRole('dialog', { name: 'Terms and Conditions' })).getByRole('button', {
        name: 'Disagree',
      }),
    );
    expect(await within(o.dialog).findByRole('alert')).toHaveTextContent(
      'In order to use the system you must agree to the terms and conditions.',
    );
    expect(o.calls.map((c) => c.url)).not.toContain('PaymentMethod/AddAchPaymentMethod');
  });

  it('when posting the consent fails then the terms modal stays with its error', async () => {
    const o = await open({
      saveForced: true,
      routes: routes({ 'POST AgreementLogging': answer({ status: 500, data: '' }) }),
    });
    await typeAccount(o);
    await continueIn(o);
    const terms = await screen.findByRole('dialog', { name: 'Terms and Conditions' });
    await o.user.click(within(terms).getByRole('button', { name: 'Agree' }));
    expect(await within(terms).findByRole('alert')).toHaveTextContent('An error occurred, please try again.');
    expect(screen.getByRole('dialog', { name: 'Terms and Conditions' })).toBeInTheDocument();
    expect(o.onAdded).not.toHaveBeenCalled();
  });

  it('when each agreement must be clicked then Agree waits for the link; in rich-text mode I Accept counts as read', async () => {
    const o = await open({
      saveForced: true,
      settings: { 'agreementsOptions.forceUserToClickEachACHAgreementToAgreeOption': 'true' },
    });
    await typeAccount(o);
    await continueIn(o);
    const terms = await screen.findByRole('dialog', { name: 'Terms and Conditions' });
    expect(within(terms).getByRole('button', { name: 'Agree' })).toBeDisabled();
    expect(within(terms).getByText(/You must click on the link, read the ACH Authorization Terms/)).toBeInTheDocument();
    await o.user.click(within(terms).getByRole('link', { name: 'ACH Authorization Terms' }));
    expect(within(terms).getByRole('button', { name: 'Agree' })).toBeEnabled();
    o.restore();
    resetSettings();
    document.body.innerHTML = '';
    const rich = {
      'agreementsOptions.forceUserToClickEachACHAgreementToAgreeOption': 'true',
      'agreementsOptions.forceRichTextAgreementsOption': 'true',
      'agreements.agreement3RichText': '<p>You authorize drafts from your account.</p>',
    };
    const p = await open({ saveForced: true, settings: rich });
    await typeAccount(p);
    await continueIn(p);
    const terms2 = await screen.findByRole('dialog', { name: 'Terms and Conditions' });
    await p.user.click(within(terms2).getByRole('button', { name: 'ACH Authorization Terms' }));
    const reading = await screen.findByRole('dialog', { name: 'ACH Authorization Terms' });
    expect(within(reading).getByText('You authorize drafts from your account.')).toBeInTheDocument();
    await p.user.click(within(reading).getByRole('button', { name: 'I Accept' }));
    await p.user.click(within(terms2).getByRole('button', { name: 'Agree' }));
    await waitFor(() => expect(p.onAdded).toHaveBeenCalledWith({ saved: true, kind: 'ach', lastFour: '6789' }));
  });

  it('when no agreement is needed then the saved account is added without the terms modal', async () => {
    const o = await open({ saveForced: true, routes: routes({}, []) });
    await typeAccount(o);
    await continueIn(o);
    await waitFor(() => expect(o.onAdded).toHaveBeenCalledWith({ saved: true, kind: 'ach', lastFour: '6789' }));
    expect(screen.queryByRole('dialog', { name: 'Terms and Conditions' })).toBeNull();
    expect(o.calls.map((c) => c.url)).not.toContain('AgreementLogging');
  });
});
