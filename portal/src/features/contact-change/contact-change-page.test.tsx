import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, type FakeRoutes } from '@/api/testing/fake-api-adapter';
import { useSessionStore } from '@/session/session-store';
import { renderShell, resetShellState, testLogin } from '@/testing/render-shell';
import { ContactChangePage } from './contact-change-page';

let restore = () => {};
afterEach(() => {
  vi.useRealTimers();
  restore();
  resetShellState();
});

const profile = {
  status: 200,
  data: {
    HasNoErrors: true,
    Errors: [],
    UserInfo: { LogonName: 'jsmith', EmailAddress: 'jane@example.com' },
    PersonalInfo: {
      Address: { Address1: '1 Main St', City: 'Springfield', State: 'IL', ZipCode: '62701' },
      PhoneNumbers: [{ PhoneNumber: '2175550101', Primary: true }],
    },
    UserAlertsInfo: {
      SequenceNumber: 1,
      TurnOffAllAlerts: false,
      EmailAlerts: {},
      TextAlerts: {},
      AlertsAreDirty: false,
    },
    Documents: [],
  },
};

const accounts = {
  status: 200,
  data: {
    HasNoErrors: true,
    Errors: [],
    Accounts: [
      { Number: '1000-01', Type: 0, Description: 'Auto Loan' },
      { Number: '2000-02', Type: 1, Description: 'Savings' },
    ],
  },
};

async function setup(api: FakeRoutes) {
  const fake = installFakeApi({
    'GET accountList': () => accounts,
    'GET Profile': () => ({ status: 404, data: {} }),
    ...api,
  });
  restore = fake.restore;
  useSessionStore.getState().setSession(testLogin);
  renderShell([{ path: 'myaccount/requestChange', element: <ContactChangePage /> }], '/myaccount/requestChange');
  await screen.findByRole('checkbox', { name: '1000-01 Auto Loan' });
  return fake.calls;
}

async function fillPhoneChange() {
  await userEvent.click(screen.getByRole('checkbox', { name: '1000-01 Auto Loan' }));
  await userEvent.click(screen.getByRole('switch', { name: 'Change Phone' }));
  await userEvent.clear(screen.getByLabelText('Old Phone Number'));
  await userEvent.type(screen.getByLabelText('Old Phone Number'), '2175550101');
  await userEvent.type(screen.getByLabelText('New Phone Number'), '2175550199');
}

describe('contact-info change form', () => {
  it('Submit is marked disabled (aria-disabled, still focusable) until the form is touched and valid; the phone pair and zip messages show', async () => {
    await setup({});
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    expect(submit).not.toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: '2000-02 Savings' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Change Phone' }));
    const old = screen.getByLabelText('Old Phone Number');
    await userEvent.type(old, '217555');
    expect(old).toHaveValue('(217) 555');
    expect(screen.getByText('Enter Valid Phone Number')).toBeInTheDocument();
    expect(screen.getByText('Enter New Phone Number')).toBeInTheDocument();
    expect(screen.getByText('Must Enter Old Phone Number and New Phone Number')).toBeInTheDocument();
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('switch', { name: 'Change Address' }));
    const zips = screen.getAllByLabelText('Zip');
    await userEvent.type(zips[0]!, '62a7');
    expect(zips[0]).toHaveValue('627');
    await userEvent.tab();
    expect(screen.getByText('There needs to be 5 digits')).toBeInTheDocument();
  });

  it("an emptied address field says 'Required'; a new phone without the old says 'Enter Old Phone Number'", async () => {
    await setup({});
    await userEvent.click(screen.getByRole('checkbox', { name: '1000-01 Auto Loan' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Change Address' }));
    const [oldLine1] = screen.getAllByLabelText('Address Line 1');
    await userEvent.type(oldLine1!, 'x');
    await userEvent.clear(oldLine1!);
    await userEvent.tab();
    expect(oldLine1).toHaveAccessibleDescription('Required');
    await userEvent.click(screen.getByRole('switch', { name: 'Change Phone' }));
    await userEvent.type(screen.getByLabelText('New Phone Number'), '2175550199');
    await userEvent.tab();
    expect(screen.getByText('Enter Old Phone Number')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('sends the phone change with the session user, shows Request sent for 4 seconds and resets', async () => {
    const calls = await setup({
      'PUT ManualChangeContactInfo': () => ({ status: 200, data: { HasNoErrors: true, Errors: [] } }),
    });
    await fillPhoneChange();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Request sent')).toBeInTheDocument();
    expect(calls.find((c) => c.url.includes('ManualChangeContactInfo'))?.body).toEqual({
      AccountNumbers: ['1000-01'],
      OldAddress: null,
      NewAddress: null,
      PhoneNumber1: { OldPhoneNumber: '(217) 555-0101', NewPhoneNumber: '(217) 555-0199' },
      UserName: 'jsmith',
      FirstName: 'Jane',
    });
    expect(screen.getByRole('checkbox', { name: '1000-01 Auto Loan' })).not.toBeChecked();
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(screen.queryByText('Request sent')).toBeNull();
  });

  it('while the request is on its way the form is busy, its fields disabled, and a second press sends nothing', async () => {
    let answer: (value: { status: number; data: unknown }) => void = () => {};
    const calls = await setup({
      'PUT ManualChangeContactInfo': () => new Promise((resolve) => (answer = resolve)),
    });
    await fillPhoneChange();
    const submit = screen.getByRole('button', { name: 'Submit' });
    await userEvent.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute('aria-disabled', 'true'));
    expect(submit.closest('form')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByLabelText('New Phone Number')).toBeDisabled();
    await userEvent.click(submit);
    expect(calls.filter((c) => c.url.includes('ManualChangeContactInfo'))).toHaveLength(1);
    act(() => answer({ status: 200, data: { HasNoErrors: true, Errors: [] } }));
    expect(await screen.findByText('Request sent')).toBeInTheDocument();
    expect(submit.closest('form')).toHaveAttribute('aria-busy', 'false');
  });

  it('a failure shows Something went wrong. for 4 seconds and keeps the input', async () => {
    await setup({ 'PUT ManualChangeContactInfo': () => ({ status: 500, data: {} }) });
    await fillPhoneChange();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Something went wrong.')).toBeInTheDocument();
    expect(screen.getByLabelText('Old Phone Number')).toHaveValue('(217) 555-0101');
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(screen.queryByText('Something went wrong.')).toBeNull();
  });

  it('a street over 45 or a city over 20 characters is named at its field; quotes and angle brackets are dropped as typed', async () => {
    await setup({});
    await userEvent.click(screen.getByRole('checkbox', { name: '1000-01 Auto Loan' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Change Address' }));
    const [, newLine1] = screen.getAllByLabelText('Address Line 1');
    await userEvent.type(newLine1!, `1 "Main" <St>`);
    expect(newLine1).toHaveValue('1 Main St');
    await userEvent.type(newLine1!, 'x'.repeat(40));
    await userEvent.tab();
    expect(newLine1).toHaveAccessibleDescription('Cannot be longer than 45 characters');
    const [, newCity] = screen.getAllByLabelText('City');
    await userEvent.type(newCity!, 'c'.repeat(21));
    await userEvent.tab();
    expect(newCity).toHaveAccessibleDescription('Cannot be longer than 20 characters');
  });

  it('Submit on an incomplete form shows every message, moves focus to the first field to fix and announces why nothing was sent', async () => {
    const calls = await setup({});
    const submit = screen.getByRole('button', { name: 'Submit' });
    submit.focus();
    await userEvent.keyboard('{Enter}');
    // The region was in the page before the press (decision 331): its text comes once it has settled.
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Please correct the errors below before submitting.'),
    );
    expect(screen.getByRole('checkbox', { name: '1000-01 Auto Loan' })).toHaveFocus();
    expect(screen.getByRole('group', { name: 'Accounts' })).toHaveAccessibleDescription('Select at least one account');
    await userEvent.click(screen.getByRole('checkbox', { name: '1000-01 Auto Loan' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Change Address' }));
    await userEvent.click(submit);
    expect(screen.getAllByLabelText('Address Line 1')[0]).toHaveFocus();
    expect(screen.getAllByLabelText('Address Line 1')[0]).toHaveAccessibleDescription('Required');
    expect(calls.some((c) => c.url.includes('ManualChangeContactInfo'))).toBe(false);
  });

  it('after a send, focus goes to the message that says how it went', async () => {
    await setup({ 'PUT ManualChangeContactInfo': () => ({ status: 200, data: { HasNoErrors: true, Errors: [] } }) });
    await fillPhoneChange();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Request sent');
    expect(screen.getByText('Request sent').closest('[tabindex="-1"]')).toHaveFocus();
  });

  it('the old address and phone are filled in from the profile, so they are not typed again; after a send they are filled in again', async () => {
    await setup({
      'GET Profile': () => profile,
      'PUT ManualChangeContactInfo': () => ({ status: 200, data: { HasNoErrors: true, Errors: [] } }),
    });
    await userEvent.click(screen.getByRole('switch', { name: 'Change Address' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Change Phone' }));
    const old = screen.getByRole('group', { name: 'Old Address' });
    await waitFor(() => expect(within(old).getByLabelText('Address Line 1')).toHaveValue('1 Main St'));
    expect(within(old).getByLabelText('City')).toHaveValue('Springfield');
    expect(within(old).getByLabelText('State')).toHaveValue('IL');
    expect(within(old).getByLabelText('Zip')).toHaveValue('62701');
    expect(screen.getByLabelText('Old Phone Number')).toHaveValue('(217) 555-0101');
    expect(within(screen.getByRole('group', { name: 'New Address' })).getByLabelText('Address Line 1')).toHaveValue('');
    await userEvent.click(screen.getByRole('switch', { name: 'Change Address' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '1000-01 Auto Loan' }));
    await userEvent.type(screen.getByLabelText('New Phone Number'), '2175550199');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Request sent');
    await userEvent.click(screen.getByRole('switch', { name: 'Change Phone' }));
    expect(screen.getByLabelText('Old Phone Number')).toHaveValue('(217) 555-0101');
    expect(screen.getByLabelText('New Phone Number')).toHaveValue('');
  });
});
