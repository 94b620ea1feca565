import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, type FakeRoutes } from '@/api/testing/fake-api-adapter';
import { useSessionStore } from '@/session/session-store';
import { renderShell, resetShellState, testLogin } from '@/testing/render-shell';
import { AchAuthorizationsList } from './ach-authorizations-list';

let restore = () => {};
afterEach(() => {
  vi.restoreAllMocks();
  restore();
  resetShellState();
});

function setup(api: FakeRoutes) {
  const fake = installFakeApi(api);
  restore = fake.restore;
  useSessionStore.getState().setSession(testLogin);
  renderShell([{ path: 'docs', element: <AchAuthorizationsList /> }], '/docs');
}

describe('ACH authorizations list', () => {
  it("titles each draft 'Recurring ACH Authorization {loan account} {creation date}' and opens it in a new tab with a passable token", async () => {
    setup({
      'GET AchDraftAgreement/GetACHDrafts': () => ({
        status: 200,
        data: [{ Id: 'd-1', LoanAccountNumber: '1000-01', CreationDate: '2026-03-05T14:07:09' }],
      }),
      'GET PassableToken/GetPassableToken': () => ({ status: 200, data: 'pass-1' }),
    });
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Recurring ACH Authorization 1000-01 3/5/26, 2:07:09' }),
    );
    await vi.waitFor(() =>
      expect(tab.location.href).toContain('AchDraftAgreement/RenderACHDraftAgreement?token=pass-1&guid=d-1'),
    );
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
  });

  it('shows the empty text', async () => {
    setup({ 'GET AchDraftAgreement/GetACHDrafts': () => ({ status: 200, data: [] }) });
    expect(await screen.findByText('There are no associated documents with this account.')).toBeInTheDocument();
  });

  it('shows the error text', async () => {
    setup({ 'GET AchDraftAgreement/GetACHDrafts': () => ({ status: 400, data: {} }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('There was an error retrieving the draft.');
  });
});
