/** Test-only: the login page on a fake API, for the tests of the login process's steps (access spec §4). */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, type FakeRoutes } from '@/api/testing/fake-api-adapter';
import { renderShell, resetShellState } from '@/testing/render-shell';
import { setTrustedDeviceStore } from '@/mobile/trusted-devices';
import LoginPage from '@/features/auth/login-page';
import { resetLoginProcess } from '@/session/login-process/login-process-store';

const routes = [
  { path: 'home/login', element: <LoginPage /> },
  { path: 'myaccount/dashboard', element: <h1>Dashboard</h1> },
];

/** A signed-in login answer; each test changes what its step needs. */
export const base = {
  IsLoggedIn: true,
  UserToken: 'live-token',
  UserName: 'maria',
  CustomerID: 'C-1',
  CompanyNumber: 0,
  IsTrustedDevice: true,
  EmailIsVerified: true,
  MustChangePassword: false,
  HasPasswordQuestion: true,
};
/** An answer without errors. */
export const ok = { status: 200, data: { HasNoErrors: true, Errors: [] } };
/** Maintenance mode off. */
export const notDown = () => ({ status: 200, data: { isEnabled: false } });

let restore = () => {};

/** For `afterEach`: the real transport, a clean shell, no login process and no trusted-device store. */
export function cleanUpLogin(): void {
  restore();
  resetShellState();
  resetLoginProcess();
  setTrustedDeviceStore(null);
}

/** The login page, its sign-in answering `login`, with more fake routes and settings. */
export function setup(login: Record<string, unknown>, routesOf: FakeRoutes, settings: Record<string, string> = {}) {
  const fake = installFakeApi({
    'POST login/userlogin': () => ({ status: 200, data: login }),
    'GET MaintenanceMode': notDown,
    'POST Login/Logout': () => ok,
    ...routesOf,
  });
  restore = fake.restore;
  return { calls: fake.calls, ...renderShell(routes, '/home/login', { settings }) };
}

/** Types the user name and password and presses Login; answers the user-event instance. */
export async function signIn() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('User Name'), 'maria');
  await user.type(await screen.findByLabelText('Password'), 'Password1');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return user;
}
