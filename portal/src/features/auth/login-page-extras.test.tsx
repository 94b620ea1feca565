import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeApi } from '@/api/testing/fake-api-adapter';
import { renderShell, resetShellState } from '@/testing/render-shell';
import { useSessionStore } from '@/session/session-store';
import { resetLoginProcess } from '@/session/login-process/login-process-store';
import { BIOMETRIC_KEYS } from '@/mobile/biometrics';
import { createFakeMobileBridge } from '@/mobile/fake-mobile-bridge';
import { setMobileBridge } from '@/mobile/mobile-bridge';
import { resetAnnouncementForTests } from './login-dialogs';
import LoginPage from './login-page';

const routes = [
  { path: 'home/login', element: <LoginPage /> },
  { path: 'myaccount/dashboard', element: <h1>Dashboard</h1> },
];
const done = {
  IsLoggedIn: true,
  UserToken: 'bio-next',
  UserName: 'maria',
  IsTrustedDevice: true,
  HasPasswordQuestion: true,
  EmailIsVerified: true,
};

let restore = () => {};
afterEach(() => {
  restore();
  resetShellState();
  resetLoginProcess();
  setMobileBridge(null);
  resetAnnouncementForTests();
});

const render = (settings: Record<string, string> = {}, path = '/home/login') => renderShell(routes, path, { settings });

describe('login screen parts (access spec §2 "Login screen")', () => {
  it('shows the announcement in a dialog with Close', async () => {
    render({ 'loginPage.announcementText': '<p>Branches close at noon on Friday.</p>' });
    const dialog = await screen.findByRole('dialog', { name: 'Announcement' });
    expect(dialog).toHaveTextContent('Branches close at noon on Friday.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('hides the announcement when hidden, and outside the app when it is mobile only', async () => {
    // The dialog's chunk loads lazily: give it the time it needs to appear before asserting it did not.
    const settle = () => new Promise((resolve) => setTimeout(resolve, 100));
    const first = render({ 'loginPage.announcementText': 'Hello', 'loginPage.announcementHidden': 'true' });
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    first.unmount();
    render({ 'loginPage.announcementText': 'Hello', 'loginPage.announcementMobileOnly': 'true' });
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a mobile-only announcement inside the app', async () => {
    setMobileBridge(createFakeMobileBridge());
    render({ 'loginPage.announcementText': 'Hello', 'loginPage.announcementMobileOnly': 'true' });
    expect(await screen.findByRole('dialog', { name: 'Announcement' })).toHaveTextContent('Hello');
  });

  it('in the app without an app version, a non-dismissable Update Now dialog shows', async () => {
    setMobileBridge(createFakeMobileBridge({ deviceInfo: { appVersion: null, platform: 'ios' } }));
    render({ 'mobileApp.iosStoreUrl': 'https://apps.apple.com/app/id1' });
    const dialog = await screen.findByRole('dialog', { name: 'Update Now' });
    await userEvent.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Update Now' })).toBeInTheDocument();
  });

  it('sanitizes the rich-text blocks and shows the FAQ link when the FAQ is on', async () => {
    const { container } = render({
      'loginPage.richTextTop': '<p>Welcome<img src=x onerror="alert(1)"></p>',
      'portal.useFAQOption': 'true',
    });
    expect(await screen.findByText('Welcome')).toBeInTheDocument();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/home/faq');
    expect(screen.getByRole('link', { name: 'Browser Requirements' })).toHaveAttribute('target', '_blank');
  });

  it('shows the background image behind the card', () => {
    const { container } = render({ 'loginPage.backgroundImage': '/images/lake.jpg' });
    expect((container.querySelector('.login-page-backdrop') as HTMLElement).style.backgroundImage).toContain(
      '/images/lake.jpg',
    );
  });
});

describe('fingerprint sign-in in the mobile app (access spec §4 "Mobile biometrics")', () => {
  it('on the first run of a capable device, offers to enable it', async () => {
    const bridge = createFakeMobileBridge({ biometrics: true });
    setMobileBridge(bridge);
    render({ 'mobileApp.useBiometricsOption': 'true' });
    const dialog = await screen.findByRole('dialog', { name: 'Fingerprint Sign-In' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enable' }));
    await waitFor(() => expect(bridge.tokens.get(BIOMETRIC_KEYS.optIn)).toBe('true'));
  });

  it('opted in without a token: tells the user a standard login is needed', async () => {
    setMobileBridge(
      createFakeMobileBridge({
        biometrics: true,
        tokens: { [BIOMETRIC_KEYS.optIn]: 'true', [BIOMETRIC_KEYS.offered]: 'true' },
      }),
    );
    render({ 'mobileApp.useBiometricsOption': 'true' });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with fingerprint' }));
    expect(
      await screen.findByText('Please sign in with your user name and password once to use fingerprint sign-in.'),
    ).toBeInTheDocument();
  });

  it('opted in with a token: the token login signs in and the next token is kept', async () => {
    const bridge = createFakeMobileBridge({
      biometrics: true,
      tokens: {
        [BIOMETRIC_KEYS.optIn]: 'true',
        [BIOMETRIC_KEYS.offered]: 'true',
        [BIOMETRIC_KEYS.token]: 'bio-1',
        [BIOMETRIC_KEYS.expiration]: '2999-01-01T00:00:00Z',
      },
    });
    setMobileBridge(bridge);
    const fake = installFakeApi({
      'POST login/tokenlogin': () => ({
        status: 200,
        data: { ...done, BiometricsTokenExpiration: '2999-02-01T00:00:00Z' },
      }),
    });
    restore = fake.restore;
    const { router } = render({ 'mobileApp.useBiometricsOption': 'true' });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with fingerprint' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/myaccount/dashboard'));
    expect(fake.calls[0]?.body).toEqual({ Token: 'bio-1', DeviceID: 'device-1' });
    expect(useSessionStore.getState().token).toBe('bio-next');
    await waitFor(() => expect(bridge.tokens.get(BIOMETRIC_KEYS.token)).toBe('bio-next'));
  });
});
