import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeApi, type FakeAnswer } from '@/api/testing/fake-api-adapter';
import { renderShell, resetShellState, testLogin } from '@/testing/render-shell';
import { handOverCredentials } from '@/session/auto-login';
import { useSessionStore } from '@/session/session-store';
import type { TestSettings } from '@/testing/render-with-settings';
import { resetLoginProcess } from '@/session/login-process/login-process-store';
import LoginPage from './login-page';

/** A login with no pending steps (trusted device, question set, nothing to change). */
const doneLogin = {
  ...testLogin,
  IsTrustedDevice: true,
  HasPasswordQuestion: true,
  EmailIsVerified: true,
  MustChangePassword: false,
};

const routes = [
  { path: 'home/login', element: <LoginPage /> },
  { path: 'myaccount/dashboard', element: <h1>Dashboard</h1> },
];

let restore = () => {};
afterEach(() => {
  restore();
  resetShellState();
  resetLoginProcess();
});

/** Renders the login page with the login call answering `answer`; returns the recorded calls. */
function setup(answer: () => FakeAnswer, path = '/home/login', settings: TestSettings = {}) {
  const fake = installFakeApi({ 'POST login/userlogin': answer });
  restore = fake.restore;
  return { calls: fake.calls, ...renderShell(routes, path, settings) };
}

async function signIn() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('User Name'), 'jsmith');
  await user.type(await screen.findByLabelText('Password'), 'secret1');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

const forbidden = (code: string) => () => ({
  status: 403,
  data: { HasNoErrors: false, Errors: [{ ErrorMessage: code }] },
});

describe('login screen', () => {
  it('shows one heading, the form and the links to register and recovery', () => {
    setup(() => ({ status: 200, data: doneLogin }));
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByLabelText('User Name')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/home/register');
    expect(screen.getByRole('link', { name: "Can't sign in?" })).toHaveAttribute('href', '/home/recovery');
  });

  it.each([
    ['timeout', 'Your session has expired!'],
    ['unauthorized', 'Not Authorized'],
  ])('after a logout with error code %s it says %s', async (code, text) => {
    setup(() => ({ status: 200, data: doneLogin }), `/home/login?error=${code}`);
    // The status region is in the page first; its text follows (ui/live-message.tsx).
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(text));
  });

  it('when the login succeeds, then the credentials are posted, the session is set and the dashboard opens', async () => {
    const { calls, router } = setup(() => ({ status: 200, data: doneLogin }));
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/myaccount/dashboard'));
    expect(calls[0]?.body).toEqual({ username: 'jsmith', password: 'secret1' });
    expect(useSessionStore.getState().user).toMatchObject({ username: 'jsmith', userToken: 'token-123' });
  });

  it('when registration handed over the new credentials, then the login signs in with them once and opens the dashboard', async () => {
    handOverCredentials({ username: 'emily.chen', password: 'Garden2026' });
    const { calls, router } = setup(() => ({ status: 200, data: doneLogin }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/myaccount/dashboard'));
    expect(calls.filter((c) => c.url === 'login/userlogin').map((c) => c.body)).toEqual([
      { username: 'emily.chen', password: 'Garden2026' },
    ]);
  });

  it('when nothing was handed over, then the login waits for the user', async () => {
    const { calls } = setup(() => ({ status: 200, data: doneLogin }));
    expect(await screen.findByLabelText('User Name')).toHaveValue('');
    expect(calls).toHaveLength(0);
  });

  it('while the login call is pending, the form is disabled', async () => {
    let answer: (value: { status: number; data: unknown }) => void = () => {};
    setup(() => new Promise((resolve) => (answer = resolve)));
    await signIn();
    expect(screen.getByLabelText('User Name')).toBeDisabled();
    answer({ status: 403, data: { Errors: [{ ErrorMessage: 'Invalid' }] } });
    await waitFor(() => expect(screen.getByLabelText('User Name')).toBeEnabled());
  });

  it.each([
    ['Invalid', 'Username or password is invalid.'],
    ['MaxAttemptsReached', 'You have exceeded the maximum number of login attempts'],
    ['Restricted', 'There was an error validating your credentials. Please contact your institution.'],
    ['SomethingElse', 'Not Authorized'],
  ])('when the login answers 403 %s, then it shows %s and keeps the form', async (code, text) => {
    setup(forbidden(code));
    await signIn();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text));
    expect(screen.getByLabelText('User Name')).toBeInTheDocument();
    expect(useSessionStore.getState().user).toBeNull();
  });

  it.each([
    ['a 403 maintenanceModeEnabled', forbidden('maintenanceModeEnabled')],
    ['a 500', () => ({ status: 500, data: {} })],
    ['a 401', () => ({ status: 401, data: {} })],
    ["a 401 'Unauthorized'", () => ({ status: 401, data: { Errors: [{ ErrorMessage: 'Unauthorized' }] } })],
    ["a 500 'Unauthorized'", () => ({ status: 500, data: { Message: 'Unauthorized' } })],
  ])('when the login answers %s, then the offline message shows and the form is hidden', async (_, answer) => {
    const { router } = setup(answer);
    await signIn();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('offline for maintenance'));
    expect(screen.queryByLabelText('User Name')).toBeNull();
    // A failed sign-in is not a lost session: no global logout (which would reopen the login with ?error=unauthorized).
    expect(router.state.location.search).toBe('');
  });

  it('offers Quick Sign In in non-production builds', () => {
    setup(() => ({ status: 200, data: doneLogin }));
    expect(import.meta.env.DEV).toBe(true);
    expect(screen.getByRole('button', { name: 'Quick Sign In' })).toBeInTheDocument();
  });
});

describe('login screen logo', () => {
  const institution = { InstitutionName: 'Lakeside Bank', LogoFolder: 'lakeside' };
  const withSettings = (settings: Record<string, string>) =>
    setup(() => ({ status: 200, data: doneLogin }), '/home/login', { settings, institution });

  it('when no login logo is set, then the institution logo from its logo folder shows above the heading', () => {
    withSettings({});
    const logo = screen.getByRole('img');
    expect(logo).toHaveAttribute('src', expect.stringContaining('/logos/lakeside/'));
    expect(logo).toHaveAccessibleName(expect.stringContaining('Lakeside Bank'));
    // The screen's largest paint: fetched ahead of other images, as the HTML's preload link asks (decision 387).
    expect(logo).toHaveAttribute('fetchpriority', 'high');
  });

  it('when a login logo is set, then that image shows with its alternative text', () => {
    withSettings({ 'loginPage.logo': '/images/spring-promo.png', 'loginPage.logoAlt': 'Lakeside Bank spring offers' });
    const logo = screen.getByRole('img', { name: 'Lakeside Bank spring offers' });
    expect(logo).toHaveAttribute('src', '/images/spring-promo.png');
    expect(logo).toHaveAttribute('fetchpriority', 'high');
  });

  it('when loginPage.logoHidden is on, then no logo shows', () => {
    withSettings({ 'loginPage.logoHidden': 'TRUE' });
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});

describe('login screen: focus after a failure (WCAG 2.2 beyond axe)', () => {
  it('when the password is wrong then the alert says so and focus goes to Password, not <body>', async () => {
    setup(forbidden('Invalid'));
    await signIn();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Username or password is invalid.'));
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });

  it('when the site is offline then the form goes and focus moves to the message', async () => {
    setup(forbidden('maintenanceModeEnabled'));
    await signIn();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('offline for maintenance'));
    expect(screen.getByRole('alert')).toHaveFocus();
  });
});
