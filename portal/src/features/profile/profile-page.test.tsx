import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, type FakeRoutes } from '@/api/testing/fake-api-adapter';
import { useSessionStore } from '@/session/session-store';
import { hasUnsavedChanges } from '@/session/unsaved-store';
import { readInLanguage, renderShell, resetShellState, testLogin } from '@/testing/render-shell';
import type { SettingValues } from '@schemas/settings/types';
import { ProfilePage } from './profile-page';
import { profileAnswer } from './profile-test-kit';

let restore = () => {};
afterEach(() => {
  vi.useRealTimers();
  restore();
  resetShellState();
});

function setup(api: FakeRoutes, settings: SettingValues = {}, companyNumber = 0) {
  const fake = installFakeApi({ 'GET Profile': () => ({ status: 200, data: profileAnswer() }), ...api });
  restore = fake.restore;
  useSessionStore.getState().setSession({ ...testLogin, CompanyNumber: companyNumber });
  renderShell([{ path: 'myaccount/profile', element: <ProfilePage /> }], '/myaccount/profile', { settings });
  return fake.calls;
}

const section = (name: string) => screen.getByRole('region', { name });

describe('profile page sections', () => {
  it('shows the four sections by their settings; personal information is hidden only for business users', async () => {
    setup({}, { 'profile.personalInformationHiddenForBusiness': 'true', 'access.useFileServices': 'true' }, 12);
    expect(await screen.findByRole('region', { name: 'User Information' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Personal Information' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Notification Preferences' })).toBeInTheDocument();
    // Profile documents are for personal users only.
    expect(screen.queryByRole('region', { name: 'Profile Documents' })).toBeNull();
  });

  it('hides a section by its setting and shows documents to a personal user with file services', async () => {
    setup(
      {},
      {
        'profile.userInformationHidden': 'true',
        'profile.notificationPreferencesHidden': 'true',
        'access.useFileServices': 'true',
      },
    );
    expect(await screen.findByRole('region', { name: 'Personal Information' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'User Information' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Notification Preferences' })).toBeNull();
    expect(within(section('Profile Documents')).getByText('No Uploaded Documents')).toBeInTheDocument();
  });

  it('shows the load error when the profile cannot be read', async () => {
    setup({ 'GET Profile': () => ({ status: 400, data: {} }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred while trying to load that page.');
  });
});

describe('user information', () => {
  it('shows the login name as the server has it, capitals kept (decision 328); Save and Cancel appear only with a change and Cancel restores', async () => {
    setup({});
    const user = within(await screen.findByRole('region', { name: 'User Information' }));
    const email = user.getByLabelText(/^Email/);
    expect(user.getByLabelText(/^Login Name/)).toHaveValue('JSmithson');
    expect(user.queryByRole('button', { name: 'Save' })).toBeNull();
    await userEvent.clear(email);
    await userEvent.type(email, 'new@example.com');
    expect(hasUnsavedChanges()).toBe(true);
    await userEvent.click(user.getByRole('button', { name: 'Cancel' }));
    expect(email).toHaveValue('jane@example.com');
    expect(user.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(hasUnsavedChanges()).toBe(false);
    // Cancel went with the changes: focus goes to the section's heading, not <body>.
    expect(user.getByRole('heading', { name: 'User Information' })).toHaveFocus();
  });

  it('a new password needs the current one; an empty new password is not checked', async () => {
    const calls = setup({});
    const user = within(await screen.findByRole('region', { name: 'User Information' }));
    await userEvent.type(user.getByLabelText(/^New Password/), 'Newpass123');
    await userEvent.click(user.getByRole('button', { name: 'Save' }));
    expect(await user.findByText('Your current password is required.')).toBeInTheDocument();
    expect(user.getByRole('alert')).toHaveTextContent(
      'There was a problem saving your changes, please correct errors first.',
    );
    expect(calls.filter((c) => c.url.includes('UpdateProfile'))).toHaveLength(0);
  });

  it('sends the changed user info, shows the check mark for 3 seconds and clears the flag', async () => {
    const calls = setup({
      'POST UpdateProfile/UserInfo': () => ({
        status: 200,
        data: {
          HasNoErrors: true,
          Errors: [],
          UserInfo: {
            LogonName: 'jsmithson',
            EmailAddress: 'new@example.com',
            SecretQuestion: 'What is your favorite color?',
          },
        },
      }),
    });
    const user = within(await screen.findByRole('region', { name: 'User Information' }));
    const email = user.getByLabelText(/^Email/);
    await userEvent.clear(email);
    await userEvent.type(email, 'new@example.com');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(user.getByRole('button', { name: 'Save' }));
    expect(await user.findByText('Changes saved')).toBeInTheDocument();
    // The login name goes back as it came: a save of the e-mail does not rename JSmithson to jsmithson.
    expect(calls.find((c) => c.url.includes('UpdateProfile/UserInfo'))?.body).toEqual({
      UserInfo: { LogonName: 'JSmithson', EmailAddress: 'new@example.com' },
    });
    expect(email).toHaveValue('new@example.com');
    expect(hasUnsavedChanges()).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(user.queryByText('Changes saved')).toBeNull();
  });

  it.each([
    ['LogonNameExists', 'That login name already exists, please choose another.'],
    ['Invalid', 'The data you entered was invalid. Please re-enter and try again.'],
    ['SomethingUnknown', 'There was an error saving changes to your information.'],
  ])('shows the text of server code %s', async (code, text) => {
    setup({
      'POST UpdateProfile/UserInfo': () => ({
        status: 200,
        data: { HasNoErrors: false, Errors: [{ ErrorMessage: code }] },
      }),
    });
    const user = within(await screen.findByRole('region', { name: 'User Information' }));
    await userEvent.type(user.getByLabelText(/^Email/), 'x');
    await userEvent.click(user.getByRole('button', { name: 'Save' }));
    expect(await user.findByRole('alert')).toHaveTextContent(text);
    // The form keeps the user's input and the flag stays set.
    expect(hasUnsavedChanges()).toBe(true);
  });
});

describe('notification preferences', () => {
  it('when the host refuses a save then its sentence shows, marked English in a Spanish page', async () => {
    const refusal = 'Notifications cannot be changed right now.';
    setup({
      'POST UpdateProfile/Notifications': () => ({
        status: 200,
        data: { HasNoErrors: false, Errors: [{ ErrorMessage: refusal }] },
      }),
    });
    const notifications = within(await screen.findByRole('region', { name: 'Notification Preferences' }));
    await userEvent.click(notifications.getAllByRole('switch')[0]!);
    await userEvent.click(notifications.getByRole('button', { name: 'Save' }));
    expect(await notifications.findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByText(refusal)).not.toHaveAttribute('lang');
    await readInLanguage('es');
    expect(screen.getByText(refusal)).toHaveAttribute('lang', 'en');
  });
});
