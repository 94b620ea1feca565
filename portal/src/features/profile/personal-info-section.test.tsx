import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeApi, type FakeRoutes } from '@/api/testing/fake-api-adapter';
import { useSessionStore } from '@/session/session-store';
import { renderShell, resetShellState, testLogin } from '@/testing/render-shell';
import type { SettingValues } from '@schemas/settings/types';
import { ProfilePage } from './profile-page';
import { profileAnswer } from './profile-test-kit';

let restore = () => {};
afterEach(() => {
  restore();
  resetShellState();
});

const ok = { status: 200, data: { HasNoErrors: true, Errors: [] } };

async function setup(api: FakeRoutes, settings: SettingValues = {}) {
  const fake = installFakeApi({ 'GET Profile': () => ({ status: 200, data: profileAnswer() }), ...api });
  restore = fake.restore;
  useSessionStore.getState().setSession(testLogin);
  renderShell([{ path: 'myaccount/profile', element: <ProfilePage /> }], '/myaccount/profile', { settings });
  const region = within(await screen.findByRole('region', { name: 'Personal Information' }));
  return { calls: fake.calls, region };
}

const saved = (calls: { url: string; body?: unknown }[]) =>
  calls.filter((c) => c.url.includes('UpdateProfile/PersonalInfo')).map((c) => c.body);

describe('personal information', () => {
  it('shows the phone as 000-000-0000 and sends only the changed phone as Primary with a null Address', async () => {
    const { calls, region } = await setup({ 'POST UpdateProfile/PersonalInfo': () => ok });
    const phone = await region.findByRole('textbox', { name: /^Phone Number/ });
    expect(phone).toHaveValue('217-555-0101');
    await userEvent.clear(phone);
    await userEvent.type(phone, '2175550199');
    expect(phone).toHaveValue('217-555-0199');
    await userEvent.click(region.getByRole('button', { name: 'Save' }));
    expect(await region.findByText('Changes saved')).toBeInTheDocument();
    expect(saved(calls)).toEqual([
      {
        PersonalInfo: {
          Address: null,
          PhoneNumbers: [{ PhoneNumber: '2175550199', OptInToTexting: false, Primary: true }],
        },
      },
    ]);
  });

  it('while a save is on its way, Save is busy, the fields and Cancel are disabled, and the check mark follows the answer', async () => {
    let answer: (value: typeof ok) => void = () => {};
    const { calls, region } = await setup({
      'POST UpdateProfile/PersonalInfo': () => new Promise((resolve) => (answer = resolve)),
    });
    const city = region.getByLabelText(/^City/);
    await userEvent.clear(city);
    await userEvent.type(city, 'Chicago');
    const save = region.getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    await waitFor(() => expect(save).toHaveAttribute('aria-disabled', 'true'));
    expect(region.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(city).toBeDisabled();
    expect(region.queryByText('Changes saved')).toBeNull();
    await userEvent.click(save);
    expect(saved(calls)).toHaveLength(1);
    act(() => answer(ok));
    expect(await region.findByText('Changes saved')).toBeInTheDocument();
    expect(city).toBeEnabled();
  });

  it('sends the changed address and no phone', async () => {
    const { calls, region } = await setup({ 'POST UpdateProfile/PersonalInfo': () => ok });
    const city = region.getByLabelText(/^City/);
    await userEvent.clear(city);
    await userEvent.type(city, 'Chicago');
    await userEvent.click(region.getByRole('button', { name: 'Save' }));
    await region.findByText('Changes saved');
    expect(saved(calls)).toEqual([
      {
        PersonalInfo: {
          Address: { Address1: '1 Main St', City: 'Chicago', State: 'IL', ZipCode: '62701' },
          PhoneNumbers: [],
        },
      },
    ]);
  });

  it('shows the field messages and sends nothing while invalid', async () => {
    const { calls, region } = await setup({});
    await userEvent.clear(region.getByLabelText(/^Street Address/));
    const phone = await region.findByRole('textbox', { name: /^Phone Number/ });
    await userEvent.clear(phone);
    await userEvent.type(phone, '21755');
    await userEvent.click(region.getByRole('button', { name: 'Save' }));
    expect(await region.findByText('You must enter an address')).toBeInTheDocument();
    expect(region.getByText('A 10 digit phone number is required.')).toBeInTheDocument();
    expect(saved(calls)).toEqual([]);
  });

  it.each([
    ['City is not found within the specified zip code.', 'City is not found within the specified zip code.'],
    ['ContainsPOBox', 'Physical address cannot contain a PO box.'],
    ['Other', 'There was an error saving changes to your information.'],
  ])('a refusal %s shows its text', async (message, text) => {
    const { region } = await setup({
      'POST UpdateProfile/PersonalInfo': () => ({
        status: 200,
        data: { HasNoErrors: false, Errors: [{ ErrorMessage: message }] },
      }),
    });
    await userEvent.type(region.getByLabelText(/^Street Address/), ' Apt 2');
    await userEvent.click(region.getByRole('button', { name: 'Save' }));
    expect(await region.findByRole('alert')).toHaveTextContent(text);
  });

  it('a message shows once its field is left, before any Save; Save is then marked disabled but a press focuses the field and says why (decision 325)', async () => {
    const { calls, region } = await setup({});
    const street = region.getByLabelText(/^Street Address/);
    await userEvent.clear(street);
    await userEvent.tab();
    expect(street).toHaveAccessibleDescription('You must enter an address');
    const save = region.getByRole('button', { name: 'Save' });
    expect(save).toHaveAttribute('aria-disabled', 'true');
    save.focus();
    await userEvent.keyboard('{Enter}');
    expect(street).toHaveFocus();
    expect(region.getByRole('alert')).toHaveTextContent(
      'There was a problem saving your changes, please correct errors first.',
    );
    expect(saved(calls)).toEqual([]);
  });

  it('the street and city go through the safe-input filter: \' " < > are dropped as typed (spec §5)', async () => {
    const { region } = await setup({});
    const city = region.getByLabelText(/^City/);
    await userEvent.clear(city);
    await userEvent.type(city, `O'Fallon <"IL">`);
    expect(city).toHaveValue('OFallon IL');
  });

  it("an emptied phone says 'A phone number is required.'", async () => {
    const { calls, region } = await setup({});
    await userEvent.clear(await region.findByRole('textbox', { name: /^Phone Number/ }));
    await userEvent.click(region.getByRole('button', { name: 'Save' }));
    expect(await region.findByText('A phone number is required.')).toBeInTheDocument();
    expect(saved(calls)).toEqual([]);
  });

  it('when the texting agreement cannot be recorded, the opt-in stays off with the agreement error', async () => {
    const { region } = await setup(
      { 'POST AgreementLogging/LogAgreementRecords': () => ({ status: 500, data: {} }) },
      {
        'profile.allowTextMessagesOption': 'true',
        'agreements.agreement1': 'https://example.com/texting.pdf|01/01/2024|Texting Terms|texting',
      },
    );
    const optIn = region.getByRole('switch', { name: 'Receive text messages' });
    await userEvent.click(optIn);
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Text Message Agreement' })).getByRole('button', {
        name: 'I Agree',
      }),
    );
    expect(await region.findByRole('alert')).toHaveTextContent('There was an error updating the agreement.');
    expect(optIn).not.toBeChecked();
  });

  it('turning text opt-in on opens the agreement; I Disagree sets it back to off with no error', async () => {
    const { region } = await setup({}, { 'profile.allowTextMessagesOption': 'true' });
    const city = region.getByLabelText(/^City/);
    await userEvent.clear(city);
    await userEvent.type(city, 'Chicago');
    const optIn = region.getByRole('switch', { name: 'Receive text messages' });
    await userEvent.click(optIn);
    const dialog = await screen.findByRole('dialog', { name: 'Text Message Agreement' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'I Disagree' }));
    expect(optIn).not.toBeChecked();
    expect(region.queryByRole('alert')).toBeNull();
    await userEvent.click(optIn);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'I Agree' }));
    expect(optIn).toBeChecked();
    // The agreement keeps what was typed before it.
    expect(city).toHaveValue('Chicago');
    await userEvent.click(region.getByRole('button', { name: 'Cancel' }));
    expect(city).toHaveValue('Springfield');
    expect(optIn).not.toBeChecked();
  });
});

describe('notification preferences', () => {
  it('Email and Text per item; Text is disabled without a phone text agreement and its alerts show off', async () => {
    await setup({}, { 'profile.allowTextMessagesOption': 'true' });
    const region = within(screen.getByRole('region', { name: 'Notification Preferences' }));
    expect(region.getByText('No phone number is listed for texts.')).toBeInTheDocument();
    expect(region.getByRole('switch', { name: 'User Logs On Email' })).toBeChecked();
    const text = region.getByRole('switch', { name: 'User Logs On Text' });
    expect(text).toBeDisabled();
    expect(text).not.toBeChecked();
    expect(region.getByRole('switch', { name: 'Opt In/Out of Email Alerts Email' })).toBeInTheDocument();
    expect(region.queryByRole('switch', { name: 'Opt In/Out of Email Alerts Text' })).toBeNull();
  });

  it('has no Text column without the setting, and saves the toggles with the sequence number', async () => {
    const { calls } = await setup({
      'POST UpdateProfile/Notifications': () => ({
        status: 200,
        data: {
          HasNoErrors: true,
          Errors: [],
          UserAlertsInfo: {
            SequenceNumber: 5,
            EmailAlerts: { UserLogsOn: true, PasswordChanged: true, MoneyTransferOnWeb: true },
            TextAlerts: {},
          },
        },
      }),
    });
    const region = within(screen.getByRole('region', { name: 'Notification Preferences' }));
    expect(region.queryByRole('columnheader', { name: 'Text' })).toBeNull();
    await userEvent.click(region.getByRole('switch', { name: 'Money Transfers Email' }));
    await userEvent.click(region.getByRole('button', { name: 'Save' }));
    expect(await region.findByText('Changes saved')).toBeInTheDocument();
    const body = calls.find((c) => c.url.includes('UpdateProfile/Notifications'))?.body as {
      UserAlertsInfo: { SequenceNumber: number; EmailAlerts: Record<string, boolean> };
    };
    expect(body.UserAlertsInfo.SequenceNumber).toBe(4);
    expect(body.UserAlertsInfo.EmailAlerts).toMatchObject({
      MoneyTransferOnWeb: true,
      UserLogsOn: true,
      UserRestricted: false,
    });
  });

  it('shows the server error list, and Error on a failure', async () => {
    await setup({
      'POST UpdateProfile/Notifications': () => ({
        status: 200,
        data: { HasNoErrors: false, Errors: [{ ErrorMessage: 'Stale copy' }] },
      }),
    });
    const region = within(screen.getByRole('region', { name: 'Notification Preferences' }));
    await userEvent.click(region.getByRole('switch', { name: 'Money Transfers Email' }));
    await userEvent.click(region.getByRole('button', { name: 'Save' }));
    expect(await region.findByRole('alert')).toHaveTextContent('Stale copy');
  });
});
