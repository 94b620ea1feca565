import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, type FakeAnswer } from '@/api/testing/fake-api-adapter';
import { openDialog } from '@/session/dialog-store';
import { renderShell, resetShellState } from '@/testing/render-shell';

const routes = [{ path: 'myaccount/dashboard', element: <h1>Dashboard</h1> }];
const consumer = {
  'portal.useEgtConsumerOption': 'true',
  'portal.applyForLoanURLOption': 'https://apply.example.com/start',
};

let restore = () => {};
afterEach(() => {
  restore();
  resetShellState();
  vi.restoreAllMocks();
});

/** A stand-in for the tab window.open returns: records where it was sent and whether it was closed. */
function fakeTab() {
  const tab = {
    opener: window as unknown,
    location: { href: '' },
    closed: false,
    close: () => void (tab.closed = true),
  };
  return tab;
}

function setup(tokenAnswer: () => FakeAnswer, settings: Record<string, string> = consumer) {
  const fake = installFakeApi({ 'GET PassableToken/GetPassableToken': tokenAnswer });
  restore = fake.restore;
  const tab = fakeTab();
  const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  renderShell(routes, '/myaccount/dashboard', { settings });
  act(() => void openDialog({ kind: 'applyForLoan' }));
  return { calls: fake.calls, open, tab };
}

describe('Apply For Loan with useEgtConsumerOption (access spec §2, §6, §7)', () => {
  it('when the option is on, Continue opens GET /api/ApplyForLoan with a passable token in a new tab, not the plain address', async () => {
    const { calls, open, tab } = setup(() => ({ status: 200, data: 'pt-123' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Application' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET PassableToken/GetPassableToken']);
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.location.href).toBe(`${window.location.origin}/api/ApplyForLoan?token=pt-123`);
    expect(tab.opener).toBeNull();
  });

  it('when no passable token can be had, then the tab is closed again and the notice says so', async () => {
    const { tab } = setup(() => ({ status: 500, data: {} }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Application' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The loan application could not be opened. Please try again.',
    );
    expect(tab.closed).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Apply For Loan' })).toBeInTheDocument();
  });

  it('while the token is asked for, Continue is busy (aria-disabled, keeps focus) and a second press asks nothing more', async () => {
    let answer: (value: { status: number; data: unknown }) => void = () => {};
    const { calls, tab } = setup(() => new Promise((resolve) => (answer = resolve)));
    const go = screen.getByRole('button', { name: 'Continue to Application' });
    await userEvent.click(go);
    await waitFor(() => expect(go).toHaveAttribute('aria-disabled', 'true'));
    expect(go).toHaveFocus();
    await userEvent.click(go);
    expect(calls).toHaveLength(1);
    act(() => answer({ status: 200, data: 'pt-9' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(tab.location.href).toBe(`${window.location.origin}/api/ApplyForLoan?token=pt-9`);
  });

  it('when the option is off, the plain address opens and no token is asked for', async () => {
    const { calls, open } = setup(() => ({ status: 200, data: 'pt-123' }), {
      'portal.applyForLoanURLOption': 'https://apply.example.com/start',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Application' }));
    expect(open).toHaveBeenCalledWith('https://apply.example.com/start', '_blank');
    expect(calls).toHaveLength(0);
  });
});
