import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeApi } from '@/api/testing/fake-api-adapter';
import { createFakeMobileBridge, type FakeMobileBridge } from '@/mobile/fake-mobile-bridge';
import { LAST_REVIEW_KEY } from '@/mobile/in-app-review';
import { setMobileBridge } from '@/mobile/mobile-bridge';
import { renderShell, resetShellState, testLogin } from '@/testing/render-shell';
import { performLogout } from './logout-service';
import { useSessionStore } from './session-store';
import { useLogoutNavigator } from './use-logout';

/** The running logout: its promise settles when the background part (server call or review) is done. */
let pending: Promise<void> = Promise.resolve();

function LogoutButton() {
  useLogoutNavigator();
  return (
    <button type="button" onClick={() => (pending = performLogout({ errorCode: 'timeout' }))}>
      Log me out
    </button>
  );
}

const routes = [
  { path: 'home/login', element: <p>Login screen</p> },
  { path: 'myaccount/dashboard', element: <LogoutButton /> },
];

/** A device installed long ago and opened often: every review threshold is met. */
const seasonedDevice = { installedAt: '2024-01-01T00:00:00Z', appLoads: 40 };
const reviewOn = { 'mobileApp.reviewOnLogoutOption': 'true' };

let restore = () => {};
afterEach(() => {
  restore();
  setMobileBridge(null);
  resetShellState();
});

/** Logs the test user out through the UI; resolves once the background part of the logout finished. */
async function logOut(settings: Record<string, string>, bridge: FakeMobileBridge | null) {
  const fake = installFakeApi({ 'POST Login/Logout': () => ({ status: 200 }) });
  restore = fake.restore;
  if (bridge) setMobileBridge(bridge);
  useSessionStore.getState().setSession(testLogin);
  const { router } = renderShell(routes, '/myaccount/dashboard', { settings });
  await userEvent.click(screen.getByRole('button', { name: 'Log me out' }));
  await pending;
  return { router, calls: fake.calls };
}

describe('logout in the mobile app (access spec §4 "Session")', () => {
  it('when logging out in the app, then no server call is made, local state is cleared and login opens with the error code', async () => {
    const bridge = createFakeMobileBridge({ deviceInfo: seasonedDevice });
    const { router, calls } = await logOut({}, bridge);
    expect(router.state.location.pathname + router.state.location.search).toBe('/home/login?error=timeout');
    expect(useSessionStore.getState().token).toBeNull();
    expect(calls).toEqual([]);
  });

  it('when the review-on-logout setting is on and the thresholds are met, then the review is requested once', async () => {
    const bridge = createFakeMobileBridge({ deviceInfo: seasonedDevice });
    await logOut(reviewOn, bridge);
    expect(bridge.calls.requestReview).toBe(1);
    expect(bridge.tokens.has(LAST_REVIEW_KEY)).toBe(true);
  });

  it('when the review-on-logout setting is off, then no review is requested', async () => {
    const bridge = createFakeMobileBridge({ deviceInfo: seasonedDevice });
    await logOut({}, bridge);
    expect(bridge.calls.requestReview).toBe(0);
  });

  it('when the app was opened fewer times than the setting asks, then no review is requested', async () => {
    const bridge = createFakeMobileBridge({ deviceInfo: { ...seasonedDevice, appLoads: 3 } });
    await logOut({ ...reviewOn, 'mobileApp.reviewMinimumAppLoads': '4' }, bridge);
    expect(bridge.calls.requestReview).toBe(0);
  });

  it('when the last review request is more recent than the minimum months, then no review is requested', async () => {
    const lastMonth = new Date(Date.now() - 30 * 24 * 60 * 60_000).toISOString();
    const bridge = createFakeMobileBridge({ deviceInfo: seasonedDevice, tokens: { [LAST_REVIEW_KEY]: lastMonth } });
    await logOut({ ...reviewOn, 'mobileApp.reviewMinimumMonthsSinceLastAttempt': '2' }, bridge);
    expect(bridge.calls.requestReview).toBe(0);
  });

  it('when logging out in a browser, then the logout call is made with the user token (and no review)', async () => {
    const { router, calls } = await logOut(reviewOn, null);
    expect(router.state.location.pathname).toBe('/home/login');
    await waitFor(() =>
      expect(calls.map((c) => [c.url, c.body])).toEqual([['Login/Logout', { UserToken: testLogin.UserToken }]]),
    );
  });
});
