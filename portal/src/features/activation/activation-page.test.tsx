import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeApi, type FakeRoutes } from '@/api/testing/fake-api-adapter';
import { renderShell, resetShellState } from '@/testing/render-shell';
import ActivationPage from './activation-page';

const routes = [
  { path: 'home/activate', element: <ActivationPage /> },
  { path: 'home/login', element: <h1>Login</h1> },
];

let restore = () => {};
afterEach(() => {
  restore();
  resetShellState();
});

function setup(api: FakeRoutes, path = '/home/activate?token=act-1', settings: Record<string, string> = {}) {
  const fake = installFakeApi(api);
  restore = fake.restore;
  return { calls: fake.calls, ...renderShell(routes, path, { settings }) };
}

async function activate(password = 'Welcome12', confirm = password) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('New Password'), password);
  await user.type(await screen.findByLabelText('Confirm Password'), confirm);
  await user.tab();
  return user;
}

describe('activation', () => {
  it('without a token it goes to login with the unauthorized error', async () => {
    const { router } = setup({}, '/home/activate');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/login'));
    expect(router.state.location.search).toBe('?error=unauthorized');
  });

  it('shows the heading and says what is wrong with the password', async () => {
    setup({});
    expect(screen.getByRole('heading', { level: 1, name: 'Please Enter Your New Password' })).toBeInTheDocument();
    await activate('abcdefgh', 'abcdefgx');
    expect(await screen.findByText('Password must have both a letter and a number.')).toBeInTheDocument();
    expect(screen.getByText('Passwords Do Not Match')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it('a successful activation posts the token and password and says so', async () => {
    const { calls } = setup({
      'POST Register/ActivateAccount': () => ({
        status: 200,
        data: { LogonNameTaken: false, Restricted: false, UserName: 'grace' },
      }),
    });
    const user = await activate();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your account has been activated');
    expect(calls.at(-1)?.body).toEqual({ Token: 'act-1', Password: 'Welcome12' });
  });

  it.each([
    [
      { status: 200, data: { LogonNameTaken: true, Restricted: false } },
      'There is already a user with this logon name created.',
    ],
    [
      { status: 200, data: { LogonNameTaken: false, Restricted: true } },
      'Your account has been registered, however it is currently restricted.',
    ],
    [
      { status: 403, data: { Errors: [{ ErrorMessage: 'Invalid' }] } },
      'There was an error resetting your password. Please contact customer service',
    ],
  ])('answer %j shows its message', async (answer, text) => {
    setup({ 'POST Register/ActivateAccount': () => answer });
    const user = await activate();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });
});

describe('activation failure text', () => {
  it("carries the lender's support phone number and hours where its text places them", async () => {
    setup({ 'POST Register/ActivateAccount': () => ({ status: 500 }) }, undefined, {
      'activation.genericError': 'We could not activate your account. Call {phone}, {hours}.',
      'activation.supportPhone': '(800) 555-0100',
      'activation.supportHours': 'Monday to Friday, 8 am to 6 pm Central',
    });
    const user = await activate();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not activate your account. Call (800) 555-0100, Monday to Friday, 8 am to 6 pm Central.',
    );
  });
});
