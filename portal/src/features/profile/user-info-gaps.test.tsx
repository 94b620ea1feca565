import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, type FakeRoutes } from '@/api/testing/fake-api-adapter';
import { useSessionStore } from '@/session/session-store';
import { renderShell, resetShellState, testLogin } from '@/testing/render-shell';
import type { InstitutionOptionsRaw, SettingValues } from '@schemas/settings/types';
import { ProfilePage } from './profile-page';
import { profileAnswer } from './profile-test-kit';

let restore = () => {};
afterEach(() => {
  vi.useRealTimers();
  restore();
  resetShellState();
});

const presets = { 'secretQuestion.questions': 'What is your favorite color?\nCity of birth?' };

async function setup(
  api: FakeRoutes,
  settings: SettingValues = presets,
  institution: InstitutionOptionsRaw = {},
  question = 'What is your favorite color?',
) {
  const answer = profileAnswer({
    UserInfo: { LogonName: 'JSmithson', EmailAddress: 'jane@example.com', SecretQuestion: question },
  });
  const fake = installFakeApi({ 'GET Profile': () => ({ status: 200, data: answer }), ...api });
  restore = fake.restore;
  useSessionStore.getState().setSession(testLogin);
  renderShell([{ path: 'myaccount/profile', element: <ProfilePage /> }], '/myaccount/profile', {
    settings,
    institution,
  });
  return { calls: fake.calls, user: within(await screen.findByRole('region', { name: 'User Information' })) };
}

const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('errors once touched (spec §5 "Errors show once touched or submitted")', () => {
  it('an emptied e-mail says so when the field is left, and Save is marked disabled while it is wrong', async () => {
    const { user } = await setup({});
    const email = user.getByLabelText(/^E-?mail/i);
    await userEvent.clear(email);
    await userEvent.tab();
    expect(email).toHaveAccessibleDescription('A valid e-mail address is required.');
    expect(user.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(email, 'jane@example.org');
    expect(email).not.toHaveAccessibleDescription('A valid e-mail address is required.');
    expect(user.getByRole('button', { name: 'Save' })).not.toHaveAttribute('aria-disabled');
  });
});

describe('security question select', () => {
  it('shows a current question that is no preset first and selected', async () => {
    const { user } = await setup({}, presets, {}, 'Name of my first car?');
    const select = user.getByLabelText(/^Security Question/);
    expect(select).toHaveValue('Name of my first car?');
    expect(optionTexts(select)).toEqual([
      '',
      'Name of my first car?',
      'What is your favorite color?',
      'City of birth?',
    ]);
  });

  it('lists only the presets when the current question is one of them', async () => {
    const { user } = await setup({});
    const select = user.getByLabelText(/^Security Question/);
    expect(select).toHaveValue('What is your favorite color?');
    expect(optionTexts(select)).toEqual(['', 'What is your favorite color?', 'City of birth?']);
  });
});

describe('current password minimum (spec §5: the institution minimum, fallback 6)', () => {
  async function tryOldPassword(institution: InstitutionOptionsRaw, oldPassword: string) {
    const { user, calls } = await setup({}, presets, institution);
    await userEvent.type(user.getByLabelText(/^Current Password/), oldPassword);
    await userEvent.type(user.getByLabelText(/^New Password/), 'Newpass123');
    await userEvent.click(user.getByRole('button', { name: 'Save' }));
    return { user, calls };
  }

  it('without an institution minimum, 5 characters are too short and 6 pass', async () => {
    const { user, calls } = await tryOldPassword({}, 'abcde');
    expect(await user.findByText('Password cannot be shorter than 6 characters.')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.includes('UpdateProfile'))).toHaveLength(0);
    await userEvent.type(user.getByLabelText(/^Current Password/), 'f');
    expect(user.queryByText(/Password cannot be shorter than/)).toBeNull();
  });

  it('uses the institution minimum when it gives one', async () => {
    const { user } = await tryOldPassword({ PasswordMinimumLength: 10 }, 'abcdefghi');
    expect(await user.findByText('Password cannot be shorter than 10 characters.')).toBeInTheDocument();
  });
});

describe('after a successful save', () => {
  it('moves focus to the section heading and announces the check mark in a status region', async () => {
    const saved = {
      HasNoErrors: true,
      Errors: [],
      UserInfo: {
        LogonName: 'jsmithson',
        EmailAddress: 'new@example.com',
        SecretQuestion: 'What is your favorite color?',
      },
    };
    const { user } = await setup({ 'POST UpdateProfile/UserInfo': () => ({ status: 200, data: saved }) });
    // The live region exists before the save, so its filling is announced.
    const status = user.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    const email = user.getByLabelText(/^Email/);
    await userEvent.clear(email);
    await userEvent.type(email, 'new@example.com');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(user.getByRole('button', { name: 'Save' }));
    expect(await user.findByText('Changes saved')).toBeInTheDocument();
    expect(status).toHaveTextContent('Changes saved');
    expect(user.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(user.getByRole('heading', { name: 'User Information' })).toHaveFocus();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(status).toBeEmptyDOMElement();
  });

  it('keeps focus on Save when the save is refused', async () => {
    const { user } = await setup({
      'POST UpdateProfile/UserInfo': () => ({
        status: 200,
        data: { HasNoErrors: false, Errors: [{ ErrorMessage: 'Invalid' }] },
      }),
    });
    await userEvent.type(user.getByLabelText(/^Email/), 'x');
    const save = user.getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    expect(await user.findByRole('alert')).toBeInTheDocument();
    expect(save).toHaveFocus();
  });
});
