import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchApplicationOptions } from '@/api/setup/get-application-options';
import { useSessionStore } from '@/session/session-store';
import { resetSettings } from '@/settings/settings-store';
import { resetBoot } from './boot-loader';
import { buildRoutes } from './router';

vi.mock('@/api/setup/get-application-options', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/api/setup/get-application-options')>();
  const fetchApplicationOptions = vi.fn();
  // The boot loader reads through the query options, whose queryFn must be the mock too.
  return {
    ...original,
    fetchApplicationOptions,
    applicationOptionsQuery: () => ({ ...original.applicationOptionsQuery(), queryFn: fetchApplicationOptions }),
  };
});
vi.mock('@/features/auth/login-page', () => ({ LoginPage: () => <h1>Login screen</h1> }));
vi.mock('@/app/idle/idle-watch', () => ({ IdleWatch: () => null }));
vi.mock('@/api/client-error-reporter', () => ({ reportClientError: vi.fn() }));

const emptyOptions = { gassySettings: { shared: {}, english: {} }, institutionOptions: {} };

function renderAt(path: string) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

function logIn() {
  useSessionStore.setState({ token: 'token-1', user: null });
}

beforeEach(() => {
  vi.mocked(fetchApplicationOptions).mockResolvedValue(emptyOptions);
});

afterEach(() => {
  resetBoot();
  resetSettings();
  useSessionStore.setState({ token: null, user: null });
  vi.clearAllMocks();
});

describe('routing rules (access spec §2)', () => {
  it('sends the empty path to home/login', async () => {
    const router = renderAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Login screen' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home/login');
  });

  it('sends an unknown path to home/login', async () => {
    const router = renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home/login');
  });

  it('sends a logged-in route without a user token home, replacing the history entry', async () => {
    // The visitor was on the FAQ, then opened a bookmarked logged-in address.
    const router = createMemoryRouter(buildRoutes(), {
      initialEntries: ['/home/faq', '/myaccount/deposits'],
      initialIndex: 1,
    });
    render(<RouterProvider router={router} />);

    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home/login');
    expect(router.state.historyAction).toBe('REPLACE');
    // The guarded address was replaced, so Back does not bounce through it again.
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/faq'));
  });

  it('sends an in-app navigation to a logged-in route home without a session', async () => {
    const router = renderAt('/home/faq');
    await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' });

    await router.navigate('/myaccount/dashboard');

    await waitFor(() => expect(router.state.location.pathname).toBe('/home/login'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows a logged-in route when the session holds a user token', async () => {
    logIn();
    // The logged-in FAQ needs nothing but settings, so the route shows without further calls.
    const router = renderAt('/myaccount/faq');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/myaccount/faq');
  });

  it('redirects home when the session ends and the user navigates inside the logged-in area', async () => {
    logIn();
    const router = renderAt('/myaccount/faq');
    await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' }, { timeout: 5_000 });
    useSessionStore.setState({ token: null, user: null });

    await router.navigate('/myaccount/messages');

    await waitFor(() => expect(router.state.location.pathname).toBe('/home/login'));
  });

  it('shows the Error500 page when settings fail to load', async () => {
    vi.mocked(fetchApplicationOptions).mockRejectedValue(new Error('network down'));
    const router = renderAt('/home/login');
    expect(await screen.findByRole('heading', { level: 1, name: /unable to load the portal/i })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/error500');
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '#/home/login');
  });

  it('sets the browser title of each page from its titles.<id> setting', async () => {
    vi.mocked(fetchApplicationOptions).mockResolvedValue({
      gassySettings: { shared: { 'titles.homeFaq': 'Questions and Answers' }, english: {} },
      institutionOptions: {},
    });
    renderAt('/home/faq');
    // The FAQ page's own heading is faq.heading; the browser title comes from titles.homeFaq.
    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Questions and Answers'));
  });

  it('opens verify e-mail without its enc parameter and shows the invalid-data error (not the catch-all)', async () => {
    const router = renderAt('/home/verifyEmail');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not verify your account. Please contact your local servicing branch for assistance.',
    );
    expect(router.state.location.pathname).toBe('/home/verifyEmail');
  });

  it('with SSO on, opens the SSO landing without a token and goes to home/login with the unauthorized error', async () => {
    vi.mocked(fetchApplicationOptions).mockResolvedValue({
      gassySettings: { shared: { 'portal.ssoLoginUrl': 'https://idp.example.com/login' }, english: {} },
      institutionOptions: {},
    });
    const router = renderAt('/home/sso');
    await waitFor(() => expect(router.state.location.search).toBe('?error=unauthorized'));
    expect(router.state.location.pathname).toBe('/home/login');
  });
});
