import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, type FakeRoutes } from '@/api/testing/fake-api-adapter';
import { useAccountListQuery } from '@/api/accounts/get-account-list';
import { renderShell, resetShellState } from '@/testing/render-shell';
import { accountList, LOAN_NUMBER } from '../testing/loan-fixtures';
import { HIDE_SUCCESS_MS, HideAccountDialog } from './hide-account-dialog';

let restore = () => {};
afterEach(() => {
  restore();
  resetShellState();
  vi.useRealTimers();
});

/** The dialog over a page that shows the account list, as the loan page keeps it in the cache. */
function Page() {
  useAccountListQuery();
  return <HideAccountDialog accountNumber={LOAN_NUMBER} onClose={() => undefined} />;
}

function renderDialog(routes: FakeRoutes) {
  const fake = installFakeApi({ 'GET accountList': () => ({ status: 200, data: accountList() }), ...routes });
  restore = fake.restore;
  const shell = renderShell(
    [
      { path: 'loan', Component: Page },
      { path: 'myaccount/dashboard', element: <h1>Dashboard page</h1> },
    ],
    '/loan',
  );
  return { ...shell, calls: fake.calls };
}

describe('hide-account dialog (accounts spec §2, §4 Hide account, §8, §9: 4000 ms)', () => {
  it('when Hide succeeds then the list is refreshed, the success text shows and after 4 seconds the dashboard opens', async () => {
    const { calls, router } = renderDialog({
      'POST Account/ShowHideAccount': () => ({ status: 200, data: { HasNoErrors: true, Errors: [] } }),
    });
    const dialog = screen.getByRole('dialog', { name: 'Hide From Web' });
    expect(dialog.style.width).toBe('400px');
    expect(dialog).toHaveTextContent('Are you sure you want to hide this account from the web?');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(
      await screen.findByText(
        'This account has been hidden from the web. Please contact your institution to view this account again.',
      ),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.url === 'Account/ShowHideAccount')?.body).toEqual({ AccountNumber: LOAN_NUMBER });
    await vi.waitFor(() => expect(calls.filter((c) => c.url === 'accountList')).toHaveLength(2));
    expect(router.state.location.pathname).toBe('/loan');
    await act(() => vi.advanceTimersByTimeAsync(HIDE_SUCCESS_MS));
    expect(router.state.location.pathname).toBe('/myaccount/dashboard');
  });

  it('while hiding then Hide and Cancel are aria-disabled, not disabled (keyboard focus stays in the dialog), and a second Hide asks nothing', async () => {
    let answer = (_: { status: number; data: unknown }) => {};
    const { calls } = renderDialog({
      'POST Account/ShowHideAccount': () => new Promise((resolve) => (answer = resolve)),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Hide' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Hide' })).toHaveAttribute('aria-disabled', 'true'),
    );
    expect(screen.getByRole('button', { name: 'Hide' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(calls.filter((c) => c.url === 'Account/ShowHideAccount')).toHaveLength(1);
    answer({ status: 200, data: { HasNoErrors: false, Errors: [{ ErrorMessage: 'Error' }] } });
    expect(
      await screen.findByText('An error occurred attempting to hide this account from the web.'),
    ).toBeInTheDocument();
  });

  it('when hiding fails then the error text shows and the page stays', async () => {
    const { router } = renderDialog({
      'POST Account/ShowHideAccount': () => ({
        status: 200,
        data: { HasNoErrors: false, Errors: [{ ErrorMessage: 'Error' }] },
      }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(
      await screen.findByText('An error occurred attempting to hide this account from the web.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/loan');
  });
});
