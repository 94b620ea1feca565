import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '@/api/testing/fake-api-adapter';
import { useSessionStore } from '@/session/session-store';
import { acknowledgeDialog, confirmDialog, openDialog } from '@/session/dialog-store';
import { renderShell, resetShellState, testLogin } from '@/testing/render-shell';

const routes = [
  { path: 'home/login', element: <p>Login screen</p> },
  { path: 'myaccount/dashboard', element: <button type="button">Opener</button> },
];

afterEach(() => {
  resetShellState();
  vi.restoreAllMocks();
});

describe('logout confirm dialog', () => {
  it('asks with the spec texts and 350 px; Cancel closes it and returns focus', async () => {
    const user = userEvent.setup();
    renderShell(routes, '/myaccount/dashboard');
    const opener = screen.getByRole('button', { name: 'Opener' });
    opener.focus();
    act(() => void openDialog({ kind: 'logoutConfirm' }));
    const dialog = screen.getByRole('dialog', { name: 'Logout' });
    expect(dialog).toHaveTextContent('Are you sure you want to logout?');
    expect(dialog).toHaveStyle({ width: '350px' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('Logout calls the logout service with the token, clears the session and goes to home/login', async () => {
    const user = userEvent.setup();
    const fake = installFakeApi({ 'POST Login/Logout': () => ({ status: 200, data: {} }) });
    useSessionStore.getState().setSession(testLogin);
    const { router } = renderShell(routes, '/myaccount/dashboard');
    act(() => void openDialog({ kind: 'logoutConfirm' }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/login'));
    expect(useSessionStore.getState().user).toBeNull();
    expect(fake.calls).toEqual([expect.objectContaining({ url: 'Login/Logout', body: { UserToken: 'token-123' } })]);
    expect(fake.calls[0]?.headers.UserToken).toBe('token-123');
    fake.restore();
  });
});

describe('apply-for-loan notice (300 px)', () => {
  const settings = { 'portal.applyForLoanURLOption': 'https://apply.example.com/start' };

  it('warns about pop-ups and opens the application in a new tab', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue({ opener: window } as unknown as Window);
    renderShell(routes, '/myaccount/dashboard', { settings });
    act(() => void openDialog({ kind: 'applyForLoan' }));
    const dialog = screen.getByRole('dialog', { name: 'Apply For Loan' });
    expect(dialog).toHaveStyle({ width: '300px' });
    expect(dialog).toHaveTextContent('Pop-ups must be enabled');
    await user.click(screen.getByRole('button', { name: 'Continue to Application' }));
    expect(open).toHaveBeenCalledWith('https://apply.example.com/start', '_blank');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when the pop-up is blocked, then it stays open with a warning to enable pop-ups', async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'open').mockReturnValue(null);
    renderShell(routes, '/myaccount/dashboard', { settings });
    act(() => void openDialog({ kind: 'applyForLoan' }));
    await user.click(screen.getByRole('button', { name: 'Continue to Application' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enable pop-ups for this site');
    expect(screen.getByRole('dialog', { name: 'Apply For Loan' })).toBeInTheDocument();
  });
});

describe('remote branch locator (350 px)', () => {
  it('opens the locator address in a new tab', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue({ opener: null } as unknown as Window);
    renderShell(routes, '/myaccount/dashboard', {
      settings: { 'portal.remoteBranchLocatorUrl': 'https://branches.example.com' },
    });
    act(() => void openDialog({ kind: 'remoteBranchLocator' }));
    expect(screen.getByRole('dialog', { name: 'Find Us' })).toHaveStyle({ width: '350px' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(open).toHaveBeenCalledWith('https://branches.example.com', '_blank');
  });
});

describe('generic confirm and acknowledge', () => {
  it('confirm resolves true on the confirm label and shows the chosen icon', async () => {
    const user = userEvent.setup();
    renderShell(routes, '/myaccount/dashboard');
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = confirmDialog({
        title: 'Make payment?',
        text: 'Pay $10.00 now.',
        confirmLabel: 'Pay',
        cancelLabel: 'Back',
        icon: 'money',
      });
    });
    const dialog = screen.getByRole('dialog', { name: 'Make payment?' });
    expect(dialog.querySelector('[data-icon="money"]')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await expect(answer).resolves.toBe(true);
  });

  it('confirm resolves false on Esc', async () => {
    const user = userEvent.setup();
    renderShell(routes, '/myaccount/dashboard');
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = confirmDialog({ title: 'Delete?', text: 'Really?' });
    });
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await expect(answer).resolves.toBe(false);
  });

  it('acknowledge closes with Okay', async () => {
    const user = userEvent.setup();
    renderShell(routes, '/myaccount/dashboard');
    let closed: Promise<void> | undefined;
    act(() => {
      closed = acknowledgeDialog({ title: 'Saved', text: 'Your changes were saved.' });
    });
    expect(screen.getByRole('dialog', { name: 'Saved' })).toHaveTextContent('Your changes were saved.');
    await user.click(screen.getByRole('button', { name: 'Okay' }));
    await expect(closed).resolves.toBeUndefined();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
