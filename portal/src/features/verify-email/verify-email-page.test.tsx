import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeApi, type FakeRoutes } from '@/api/testing/fake-api-adapter';
import { renderShell, resetShellState } from '@/testing/render-shell';
import VerifyEmailPage from './verify-email-page';

const routes = [
  { path: 'home/verifyEmail/:enc?', element: <VerifyEmailPage /> },
  { path: 'home/login', element: <h1>Login</h1> },
];

let restore = () => {};
afterEach(() => {
  restore();
  resetShellState();
});

function setup(api: FakeRoutes, path = '/home/verifyEmail/enc-1') {
  const fake = installFakeApi(api);
  restore = fake.restore;
  return { calls: fake.calls, ...renderShell(routes, path) };
}

describe('verify e-mail', () => {
  it('a verified address goes to login', async () => {
    const { calls, router } = setup({
      'POST Login/ValidateEmail': () => ({ status: 200, data: { HasNoErrors: true, Errors: [] } }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/login'));
    expect(calls[0]?.body).toEqual({ EncryptedUserData: 'enc-1' });
  });

  it('without data it says the account could not be verified', () => {
    setup({}, '/home/verifyEmail/');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'We could not verify your account. Please contact your local servicing branch for assistance.',
    );
  });

  it.each([
    [{ status: 200, data: { HasNoErrors: false, Errors: [{ ErrorMessage: 'Invalid' }] } }],
    [{ status: 500, data: {} }],
  ])('a failed check (%j) shows the activating error', async (answer) => {
    setup({ 'POST Login/ValidateEmail': () => answer });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was an error activating your account. Please contact your local servicing branch for assistance.',
    );
  });
});
