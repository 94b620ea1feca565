import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@/session/session-store';
import { setTrustedDeviceStore, memoryTrustedDeviceStore } from '@/mobile/trusted-devices';
import { base, cleanUpLogin, ok, setup, signIn } from './testing/login-process-kit';

afterEach(cleanUpLogin);

// Lazy step screens and several typed codes: more than the 5 s default on a busy machine.
describe('login process queue (access spec §4)', { timeout: 20_000 }, () => {
  it('security code with Trust this device: the trusted-device token is kept by customer id, then the dashboard opens', async () => {
    const store = memoryTrustedDeviceStore();
    setTrustedDeviceStore(store);
    const { calls, router } = setup(
      { ...base, IsLoggedIn: false, IsTrustedDevice: false, UserToken: 'pending' },
      {
        'POST Login/ValidateCode': () => ({
          status: 200,
          data: { UserToken: 'pending', CustomerID: 'C-1', TrustedDeviceToken: 'trust-1' },
        }),
      },
      { 'access.allowTrustedDevicesOption': 'true' },
    );
    const user = await signIn();
    // The first test pays the cold import of the lazy process chunk (every step and its screen validator).
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Security Code' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await user.type(await screen.findByLabelText('Security Code'), '123456');
    await user.click(await screen.findByLabelText('Trust this device'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/myaccount/dashboard'));
    expect(calls.find((c) => c.url.includes('ValidateCode'))?.body).toEqual({
      UserId: 'C-1',
      Code: '123456',
      CreateTrustedDevice: true,
    });
    expect(calls.some((c) => c.url.includes('MaintenanceMode'))).toBe(true);
    expect(await store.all()).toEqual({ 'C-1': 'trust-1' });
    expect(useSessionStore.getState().token).toBe('pending');
  });

  it('when maintenance mode is on after a step, the process cancels to the login with the offline message', async () => {
    const { router } = setup(
      { ...base, HasPasswordQuestion: false },
      {
        'POST register/SetPasswordQuestion': () => ok,
        'GET MaintenanceMode': () => ({ status: 200, data: { isEnabled: true } }),
      },
    );
    const user = await signIn();
    await screen.findByRole('heading', { level: 1, name: 'Set Up Your Security Question' });
    await user.selectOptions(screen.getByLabelText('Security Question'), 'What city were you born in?');
    await user.type(await screen.findByLabelText('Security Answer'), 'Austin');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.search).toBe('?error=down'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('offline for maintenance'));
    expect(screen.queryByLabelText('User Name')).toBeNull();
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('Cancel clears the queue and destroys the session on the server', async () => {
    const { calls } = setup({ ...base, HasPasswordQuestion: false }, {});
    const user = await signIn();
    await screen.findByRole('heading', { level: 1, name: 'Set Up Your Security Question' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByLabelText('User Name')).toBeInTheDocument();
    expect(calls.find((c) => c.url.includes('Logout'))?.body).toEqual({ UserToken: 'live-token' });
    expect(useSessionStore.getState().token).toBeNull();
  });

  it("custom-question mode asks for a question of the user's own", async () => {
    setup({ ...base, HasPasswordQuestion: false }, {}, { 'access.useCustomSecurityQuestion': 'true' });
    const user = await signIn();
    await screen.findByRole('heading', { level: 1, name: 'Set Up Your Security Question' });
    expect(screen.getByLabelText('Security Question').tagName).toBe('INPUT');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Security question is required.')).toBeInTheDocument();
    expect(screen.getByText('Security answer is required.')).toBeInTheDocument();
  });

  it('preset questions are filtered by the allowed characters; the question is saved trimmed with the answer', async () => {
    const { calls } = setup(
      { ...base, HasPasswordQuestion: false },
      { 'POST register/SetPasswordQuestion': () => ok },
      { 'secretQuestion.questions': 'City of birth?\nYour <b>pet</b>?\nFirst school?' },
    );
    const user = await signIn();
    const question = await screen.findByLabelText('Security Question');
    expect([...(question as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Please Select a Question',
      'City of birth?',
      'First school?',
    ]);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(question).toHaveAccessibleDescription('Please Select a Question');
    expect(question).toHaveFocus();
    expect(screen.getByLabelText('Security Answer')).toHaveAccessibleDescription(
      'Recover password answer is required.',
    );
    await user.selectOptions(question, 'First school?');
    await user.type(screen.getByLabelText('Security Answer'), 'Lincoln');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url === 'register/SetPasswordQuestion')?.body).toEqual({
        PasswordQuestion: 'First school?',
        PasswordAnswer: 'Lincoln',
        UserToken: 'live-token',
      }),
    );
  });
});
