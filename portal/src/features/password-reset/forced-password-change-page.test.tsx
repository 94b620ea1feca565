import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeApi, type FakeRoutes } from '@/api/testing/fake-api-adapter';
import { renderShell, resetShellState } from '@/testing/render-shell';
import { useSessionStore } from '@/session/session-store';
import ForcedPasswordChangePage from './forced-password-change-page';

const routes = [
  { path: 'home/forcePasswordChange/:enc?', element: <ForcedPasswordChangePage /> },
  { path: 'home/login', element: <h1>Login</h1> },
  { path: 'myaccount/dashboard', element: <h1>Dashboard</h1> },
];

let restore = () => {};
afterEach(() => {
  restore();
  resetShellState();
});

const valid: FakeRoutes = {
  'POST Login/CheckTokenExpiration': () => ({ status: 200, data: { Expired: false, HasNoErrors: true, Errors: [] } }),
  'POST Login/LookupLoginFromToken': () => ({
    status: 200,
    data: { HasNoErrors: true, Logon: 'basic.user', Errors: [] },
  }),
};

function setup(api: FakeRoutes, path = '/home/forcePasswordChange/tok-1', settings: Record<string, string> = {}) {
  const fake = installFakeApi(api);
  restore = fake.restore;
  return { calls: fake.calls, ...renderShell(routes, path, { settings }) };
}

async function choose(password: string, confirm = password) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('New Password'), password);
  await user.type(await screen.findByLabelText('Confirm Password'), confirm);
  await user.tab();
  return user;
}

describe('forced password change', () => {
  it('without a token it goes to login', async () => {
    const { router } = setup({}, '/home/forcePasswordChange/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/login'));
  });

  it('an expired token shows the expiry text and Back to Login, and no form', async () => {
    setup({ 'POST Login/CheckTokenExpiration': () => ({ status: 200, data: { Expired: true } }) });
    expect(await screen.findByText('The Password Reset Token Has Expired.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Password Change Required' })).toBeInTheDocument();
    expect(screen.queryByLabelText('New Password')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/home/login');
  });

  it('Submit stays disabled until the passwords are valid and equal', async () => {
    setup(valid);
    await choose('abc', 'abd');
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    expect(await screen.findByText('Passwords Do Not Match')).toBeInTheDocument();
  });

  it('the new password speaks the passwordChange texts (spec §5 new password in login, reset and forced change)', async () => {
    setup(valid, undefined, {
      'passwordChange.passwordTooShort': 'Use {} characters or more.',
      'passwordChange.passwordTooLongLegacy': 'Use fewer than 12 characters.',
    });
    const user = await choose('ab1');
    const field = screen.getByLabelText('New Password');
    expect(
      await screen.findByText('Use 8 characters or more.', { selector: '.form-field__error' }),
    ).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('Use 8 characters or more.');
    await user.clear(field);
    await user.type(field, 'abcdefgh12345');
    await user.tab();
    expect(
      await screen.findByText('Use fewer than 12 characters.', { selector: '.form-field__error' }),
    ).toBeInTheDocument();
  });

  it('by default the spec wording: at least {n}, less than 12 characters', async () => {
    setup(valid);
    const user = await choose('ab1');
    expect(
      await screen.findByText('Password must be at least 8 characters in length.', { selector: '.form-field__error' }),
    ).toBeInTheDocument();
    const field = screen.getByLabelText('New Password');
    await user.clear(field);
    await user.type(field, 'abcdefgh12345');
    await user.tab();
    expect(
      await screen.findByText('Password must be less than 12 characters in length.', {
        selector: '.form-field__error',
      }),
    ).toBeInTheDocument();
  });

  it('a valid change signs in and opens the dashboard', async () => {
    const { calls, router } = setup({
      ...valid,
      'POST Login/ResetPassword': () => ({
        status: 200,
        data: { HasNoErrors: true, Errors: [], IsLoggedIn: true, UserToken: 'user-tok' },
      }),
    });
    const user = await choose('NewPass12');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/myaccount/dashboard'));
    expect(calls.find((c) => c.url === 'Login/ResetPassword')?.body).toEqual({ Enc: 'tok-1', Password: 'NewPass12' });
    expect(useSessionStore.getState().user).toMatchObject({ username: 'basic.user', userToken: 'user-tok' });
  });

  it.each([
    ['ChooseDifferentPassword', 200, 'Please choose a different password.'],
    ['PasswordSameAsSSN', 200, 'Password must not include your SSN.'],
    ['Surprise', 200, 'There was an error resetting your password. Please try again.'],
    [
      'ServerError',
      500,
      'Your password could not be reset because of a problem on our side. Please try again later or contact your institution.',
    ],
  ])('a reset answering %s (HTTP %i) shows %s', async (code, status, text) => {
    setup({
      ...valid,
      'POST Login/ResetPassword': () => ({ status, data: { HasNoErrors: false, Errors: [{ ErrorMessage: code }] } }),
    });
    const user = await choose('NewPass12');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });
});
