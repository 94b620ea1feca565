/**
 * The user-information section's modes by setting (accounts spec §5 "Profile: user information"): a custom
 * security question, no question at all, the answer's pattern, the confirmation, and the rule-list password.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeApi, type FakeRoutes } from '@/api/testing/fake-api-adapter';
import { useSessionStore } from '@/session/session-store';
import { renderShell, resetShellState, testLogin } from '@/testing/render-shell';
import type { InstitutionOptionsRaw, SettingValues } from '@schemas/settings/types';
import { ProfilePage } from './profile-page';
import { profileAnswer } from './profile-test-kit';

let restore = () => {};
afterEach(() => {
  restore();
  resetShellState();
});

const saved = {
  status: 200,
  data: {
    HasNoErrors: true,
    Errors: [],
    UserInfo: { LogonName: 'jsmithson', EmailAddress: 'jane@example.com', SecretQuestion: 'Name of my first car?' },
  },
};

async function setup(settings: SettingValues, api: FakeRoutes = {}, institution: InstitutionOptionsRaw = {}) {
  const fake = installFakeApi({
    'GET Profile': () => ({ status: 200, data: profileAnswer() }),
    'POST UpdateProfile/UserInfo': () => saved,
    ...api,
  });
  restore = fake.restore;
  useSessionStore.getState().setSession(testLogin);
  renderShell([{ path: 'myaccount/profile', element: <ProfilePage /> }], '/myaccount/profile', {
    settings,
    institution,
  });
  return { calls: fake.calls, user: within(await screen.findByRole('region', { name: 'User Information' })) };
}

const sent = (calls: { url: string; body?: unknown }[]) =>
  calls.filter((c) => c.url.includes('UpdateProfile/UserInfo')).map((c) => c.body);

describe('security question modes', () => {
  it('custom question: typed freely; a new question needs a new answer, then both are sent', async () => {
    const { user, calls } = await setup({ 'access.useCustomSecurityQuestion': 'true' });
    const question = user.getByRole('textbox', { name: /^Security Question/ });
    await userEvent.clear(question);
    await userEvent.type(question, 'Name of my first car?');
    await userEvent.click(user.getByRole('button', { name: 'Save' }));
    expect(
      await user.findByText('Resetting the security question requires a new security answer.'),
    ).toBeInTheDocument();
    expect(sent(calls)).toHaveLength(0);
    await userEvent.type(user.getByLabelText(/^Security Answer/), 'Beetle');
    await userEvent.click(user.getByRole('button', { name: 'Save' }));
    expect(await user.findByText('Changes saved')).toBeInTheDocument();
    expect(sent(calls)).toEqual([
      { UserInfo: expect.objectContaining({ SecretQuestion: 'Name of my first car?', SecretAnswer: 'Beetle' }) },
    ]);
  });

  it('recovery without a question hides the question and the answer', async () => {
    const { user } = await setup({ 'access.recoverCredentialsWithoutQuestion': 'true' });
    expect(user.getByLabelText(/^Login Name/)).toBeInTheDocument();
    expect(user.queryByLabelText(/^Security Question/)).toBeNull();
    expect(user.queryByLabelText(/^Security Answer/)).toBeNull();
  });

  it("an answer with characters outside the pattern says 'Invalid characters detected in answer.'", async () => {
    const { user, calls } = await setup({});
    await userEvent.type(user.getByLabelText(/^Security Answer/), 'blue<script>');
    await userEvent.click(user.getByRole('button', { name: 'Save' }));
    expect(await user.findByText('Invalid characters detected in answer.')).toBeInTheDocument();
    expect(sent(calls)).toHaveLength(0);
  });
});

describe('new password modes', () => {
  it("legacy with the confirmation: 'Your new passwords do not match.'", async () => {
    const { user, calls } = await setup({ 'access.useConfirmPassword': 'true' });
    await userEvent.type(user.getByLabelText(/^Current Password/), 'Oldpass123');
    await userEvent.type(user.getByLabelText(/^New Password/), 'Newpass123');
    await userEvent.type(user.getByLabelText(/^Confirm New Password/), 'Newpass124');
    await userEvent.click(user.getByRole('button', { name: 'Save' }));
    expect(await user.findByText('Your new passwords do not match.')).toBeInTheDocument();
    expect(sent(calls)).toHaveLength(0);
  });

  it('rule list: the requirements show below the new password, met or not', async () => {
    const rules = {
      status: 200,
      data: { PasswordValidationRules: [{ ValidationRuleType: 'MustContainCapitalLetter' }], MinimumLength: 8 },
    };
    const { user } = await setup(
      { 'access.usePasswordValidationRuleList': 'true' },
      { 'POST CredentialValidationRules/GetPasswordValidationRules': () => rules },
    );
    await userEvent.type(user.getByLabelText(/^New Password/), 'abcd1234');
    expect(await user.findByText('Password requirements')).toBeInTheDocument();
    expect(user.getByText(/At least 8 characters \(met\)/)).toBeInTheDocument();
    expect(user.getByText(/At least one capital letter \(not met\)/)).toBeInTheDocument();
  });
});
