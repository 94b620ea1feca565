import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeApi } from '@/api/testing/fake-api-adapter';
import { performLogout } from '@/session/logout-service';
import { resetLoginProcess } from '@/session/login-process/login-process-store';
import { useSessionStore } from '@/session/session-store';
import { useLogoutNavigator } from '@/session/use-logout';
import { emulateNamedWindowAccess } from '@/testing/browser-named-access';
import { renderShell, resetShellState, testLogin } from '@/testing/render-shell';
import { RichText } from '@/ui/rich-text';
import { resetAnnouncementForTests } from './login-dialogs';
import LoginPage from './login-page';

/** The review's markup: an element named like the native app's bridge, in a rich-text setting. */
const posing =
  '<p>Welcome back</p><span id="PortalMobileBridge"></span><img name="PortalMobileBridge" src="/media/a.png" alt="">';
const settings = {
  'loginPage.richTextTop': posing,
  'dashboard.infoText': posing,
  'mobileApp.iosStoreUrl': 'https://apps.apple.com/app/id1',
};

let logoutDone: Promise<void> = Promise.resolve();
function Dashboard() {
  useLogoutNavigator();
  return (
    <>
      <RichText html={posing} />
      <button type="button" onClick={() => (logoutDone = performLogout())}>
        Log me out
      </button>
    </>
  );
}

const routes = [
  { path: 'home/login', element: <LoginPage /> },
  { path: 'myaccount/dashboard', element: <Dashboard /> },
];

let restore = () => {};
let undoNamedAccess = () => {};
afterEach(() => {
  restore();
  undoNamedAccess();
  resetShellState();
  resetLoginProcess();
  resetAnnouncementForTests();
});

describe('a rich-text setting named like the mobile bridge (access spec §2 login, §4 session)', () => {
  it('when a sign-in is tried on the login screen that shows it, then no Update Now dialog opens: the portal is a browser', async () => {
    undoNamedAccess = emulateNamedWindowAccess('PortalMobileBridge');
    const fake = installFakeApi({
      'POST login/userlogin': () => ({
        status: 403,
        data: { HasNoErrors: false, Errors: [{ ErrorMessage: 'InvalidCredentials' }] },
      }),
    });
    restore = fake.restore;
    renderShell(routes, '/home/login', { settings });
    await screen.findByText('Welcome back');
    // The screen renders again while the sign-in runs: by then the setting's markup is in the page.
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('User Name'), 'jsmith');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(fake.calls).toHaveLength(1));
    // The app check reads the device info after 50 ms: give it ample time to open a dialog before asserting none.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('dialog', { name: 'Update Now' })).toBeNull();
  });

  it('when logging out with it on the page, then the server logout call is made with the user token', async () => {
    undoNamedAccess = emulateNamedWindowAccess('PortalMobileBridge');
    const fake = installFakeApi({ 'POST Login/Logout': () => ({ status: 200 }) });
    restore = fake.restore;
    useSessionStore.getState().setSession(testLogin);
    const { router } = renderShell(routes, '/myaccount/dashboard', { settings });
    await screen.findByText('Welcome back');
    await userEvent.click(screen.getByRole('button', { name: 'Log me out' }));
    await logoutDone;
    expect(router.state.location.pathname).toBe('/home/login');
    await waitFor(() =>
      expect(fake.calls.map((c) => [c.url, c.body])).toEqual([['Login/Logout', { UserToken: testLogin.UserToken }]]),
    );
  });
});
