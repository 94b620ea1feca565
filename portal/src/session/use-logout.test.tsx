import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '@/api/api-client';
import { queryClient } from '@/api/query-client';
import { installFakeApi } from '@/api/testing/fake-api-adapter';
import { renderShell, resetShellState, testLogin } from '@/testing/render-shell';
import { useUnsavedStore } from './unsaved-store';
import { useSessionStore } from './session-store';
import { useLogout, type LogoutOptions } from './use-logout';

function LogoutButton(props: LogoutOptions) {
  const logout = useLogout();
  return (
    <button type="button" onClick={() => logout(props)}>
      Log me out
    </button>
  );
}

const routes = (props: LogoutOptions = {}) => [
  { path: 'home/login', element: <p>Login screen</p> },
  { path: 'myaccount/dashboard', element: <LogoutButton {...props} /> },
];

let restore = () => {};
afterEach(() => {
  restore();
  resetShellState();
});

describe('useLogout (access spec §4 "Session")', () => {
  it('when called, then the logout call is made, user data and cached server state are cleared, and home/login opens', async () => {
    const fake = installFakeApi({ 'POST Login/Logout': () => ({ status: 200 }) });
    restore = fake.restore;
    useSessionStore.getState().setSession(testLogin);
    queryClient.setQueryData(['accounts'], ['loan 1']);
    const { router } = renderShell(routes(), '/myaccount/dashboard');
    await userEvent.click(screen.getByRole('button', { name: 'Log me out' }));
    expect(router.state.location.pathname).toBe('/home/login');
    expect(useSessionStore.getState().token).toBeNull();
    expect(queryClient.getQueryData(['accounts'])).toBeUndefined();
    await waitFor(() => expect(fake.calls.map((c) => c.url)).toEqual(['Login/Logout']));
  });

  it('when an error code is given, then the login screen receives it as ?error=', async () => {
    restore = installFakeApi({ 'POST Login/Logout': () => ({ status: 200 }) }).restore;
    useSessionStore.getState().setSession(testLogin);
    const { router } = renderShell(routes({ errorCode: 'timeout' }), '/myaccount/dashboard');
    await userEvent.click(screen.getByRole('button', { name: 'Log me out' }));
    expect(router.state.location.pathname + router.state.location.search).toBe('/home/login?error=timeout');
  });

  it('when the logout call fails, then the user is logged out locally anyway', async () => {
    restore = installFakeApi({ 'POST Login/Logout': () => ({ status: 500 }) }).restore;
    useSessionStore.getState().setSession(testLogin);
    const { router } = renderShell(routes(), '/myaccount/dashboard');
    await userEvent.click(screen.getByRole('button', { name: 'Log me out' }));
    expect(router.state.location.pathname).toBe('/home/login');
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('with confirm, the logout confirm dialog opens first', async () => {
    renderShell(routes({ confirm: true }), '/myaccount/dashboard');
    await userEvent.click(screen.getByRole('button', { name: 'Log me out' }));
    expect(screen.getByRole('dialog', { name: 'Logout' })).toHaveTextContent('Are you sure you want to logout?');
  });

  it('with confirm and unsaved changes, the unsaved-changes logout dialog opens instead; Yes logs out', async () => {
    restore = installFakeApi({ 'POST Login/Logout': () => ({ status: 200 }) }).restore;
    useSessionStore.getState().setSession(testLogin);
    const { router } = renderShell(routes({ confirm: true }), '/myaccount/dashboard');
    act(() => useUnsavedStore.getState().setUnsavedChanges(true));
    await userEvent.click(screen.getByRole('button', { name: 'Log me out' }));
    const dialog = screen.getByRole('dialog', { name: 'Unsaved Changes' });
    expect(dialog).toHaveTextContent('There are unsaved changes on the page, are you sure you want to continue?');
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(router.state.location.pathname).toBe('/home/login');
    expect(useUnsavedStore.getState().hasUnsavedChanges).toBe(false);
  });

  it('when any call answers Unauthorized, then the user is logged out with error code unauthorized', async () => {
    restore = installFakeApi({
      'GET accountList': () => ({ status: 401, data: { Message: 'Unauthorized' } }),
      'POST Login/Logout': () => ({ status: 200 }),
    }).restore;
    useSessionStore.getState().setSession(testLogin);
    const { router } = renderShell(routes(), '/myaccount/dashboard');
    await expect(api.get('accountList')).rejects.toThrow();
    await waitFor(() => expect(router.state.location.search).toBe('?error=unauthorized'));
    expect(useSessionStore.getState().user).toBeNull();
  });
});
