import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, type FakeAnswer } from '@/api/testing/fake-api-adapter';
import { renderShell, resetShellState } from '@/testing/render-shell';
import { useSessionStore } from '@/session/session-store';
import { resetLoginProcess } from '@/session/login-process/login-process-store';
import SsoLanding from './sso-landing';

const routes = [
  { path: 'home/sso/:token', element: <SsoLanding /> },
  { path: 'home/login', element: <h1>Login</h1> },
  { path: 'myaccount/dashboard', element: <h1>Dashboard</h1> },
];
const IDP = 'https://idp.example.com/login';

let restore = () => {};
afterEach(() => {
  restore();
  resetShellState();
  resetLoginProcess();
  vi.restoreAllMocks();
});

function setup(token: string, answer: () => FakeAnswer, ssoUrl = IDP, appendCode = 'true') {
  const fake = installFakeApi({ 'POST Login/SsoLogin': answer });
  restore = fake.restore;
  const assign = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
  return {
    assign,
    calls: fake.calls,
    ...renderShell(routes, `/home/sso/${token}`, {
      settings: { 'portal.ssoLoginUrl': ssoUrl, 'portal.ssoAppendCodeParameter': appendCode },
    }),
  };
}

describe('SSO landing (access spec §4 "SSO")', () => {
  it('SSO on with an accepted token signs in and goes on to the dashboard', async () => {
    const login = {
      IsLoggedIn: true,
      UserToken: 'sso-session',
      UserName: 'nina',
      IsTrustedDevice: true,
      HasPasswordQuestion: true,
      EmailIsVerified: true,
    };
    const { router, calls } = setup('tok-1', () => ({ status: 200, data: login }));
    expect(screen.getByRole('status')).toHaveTextContent('Signing you in…');
    await waitFor(() => expect(router.state.location.pathname).toBe('/myaccount/dashboard'));
    expect(calls[0]?.body).toEqual({ Token: 'tok-1', Channel: 'Web' });
    expect(useSessionStore.getState().token).toBe('sso-session');
  });

  it('IsLoggedIn false goes to the SSO login with reason notLoggedIn', async () => {
    const { assign } = setup('tok-1', () => ({ status: 200, data: { IsLoggedIn: false } }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${IDP}?code=notLoggedIn`));
  });

  it('a failure goes to the SSO login with reason error', async () => {
    const { assign } = setup('tok-1', () => ({ status: 500, data: {} }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${IDP}?code=error`));
  });

  it.each([
    ['IsLoggedIn false', () => ({ status: 200, data: { IsLoggedIn: false } })],
    ['a failure', () => ({ status: 500, data: {} })],
  ])('with the append-code setting off, %s goes to the SSO login without a code parameter', async (_, answer) => {
    const { assign } = setup('tok-1', answer, IDP, 'false');
    await waitFor(() => expect(assign).toHaveBeenCalledWith(IDP));
  });

  it('a blank token goes to home/login with the unauthorized error', async () => {
    const { router } = setup('%20', () => ({ status: 200, data: {} }));
    await waitFor(() => expect(router.state.location.search).toBe('?error=unauthorized'));
  });

  it('SSO off goes to home/login', async () => {
    const { router, calls } = setup('tok-1', () => ({ status: 200, data: {} }), '');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/login'));
    expect(calls).toHaveLength(0);
  });

  it('an unusable SSO address says No SSO URL defined!', async () => {
    setup('tok-1', () => ({ status: 500, data: {} }), 'not-a-url');
    expect(await screen.findByRole('alert')).toHaveTextContent('No SSO URL defined!');
  });
});
