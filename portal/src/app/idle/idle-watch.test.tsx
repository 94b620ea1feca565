import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, type FakeCall } from '@/api/testing/fake-api-adapter';
import { renderShell, resetShellState, testLogin } from '@/testing/render-shell';
import { useSessionStore } from '@/session/session-store';
import { IdleWatch } from './idle-watch';

const routes = [
  { path: 'home/login', element: <p>Login screen</p> },
  {
    path: 'myaccount/dashboard',
    element: (
      <>
        <p>Dashboard</p>
        <IdleWatch />
      </>
    ),
  },
];

const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));
const timeoutDialog = () => screen.queryByRole('dialog', { name: 'Your session is about to expire!' });

let calls: FakeCall[] = [];
let restore = () => {};

beforeEach(() => {
  vi.useFakeTimers();
  const fake = installFakeApi({ 'POST Login/Logout': () => ({ status: 200 }) });
  calls = fake.calls;
  restore = fake.restore;
  useSessionStore.getState().setSession(testLogin);
});
afterEach(() => {
  restore();
  resetShellState();
  vi.useRealTimers();
});

describe('<IdleWatch/> (access spec §4 "Idle watch", §9)', () => {
  it('opens the time-out dialog after 180000 ms without activity, counting down from 2:00', () => {
    renderShell(routes, '/myaccount/dashboard');
    advance(179_999);
    expect(timeoutDialog()).toBeNull();
    advance(1);
    const dialog = timeoutDialog();
    expect(dialog).toHaveTextContent('You will be logged out in 2:00.');
    expect(dialog).toHaveStyle({ width: '350px' });
    advance(1_000);
    expect(dialog).toHaveTextContent('You will be logged out in 1:59.');
  });

  it.each(['mouseMove', 'keyDown', 'scroll', 'mouseDown', 'touchStart'] as const)(
    '%s restarts the quiet time',
    (event) => {
      renderShell(routes, '/myaccount/dashboard');
      advance(170_000);
      fireEvent[event](event === 'scroll' ? window : document.body);
      advance(170_000);
      expect(timeoutDialog()).toBeNull();
      advance(10_000);
      expect(timeoutDialog()).not.toBeNull();
    },
  );

  it('when the countdown reaches 0, then the user is logged out: logout call, session cleared, home/login', () => {
    const { router } = renderShell(routes, '/myaccount/dashboard');
    advance(180_000);
    advance(119_000);
    expect(timeoutDialog()).toHaveTextContent('0:01');
    expect(router.state.location.pathname).toBe('/myaccount/dashboard');
    advance(1_000);
    expect(router.state.location.pathname + router.state.location.search).toBe('/home/login?error=timeout');
    expect(useSessionStore.getState().user).toBeNull();
    expect(timeoutDialog()).toBeNull();
    expect(calls.map((c) => c.url)).toEqual(['Login/Logout']);
  });

  it('Resume closes the dialog, keeps the session and restarts the idle timer', () => {
    const { router } = renderShell(routes, '/myaccount/dashboard');
    advance(180_000 + 30_000);
    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    expect(timeoutDialog()).toBeNull();
    advance(179_000);
    expect(timeoutDialog()).toBeNull();
    expect(router.state.location.pathname).toBe('/myaccount/dashboard');
    advance(1_000);
    expect(timeoutDialog()).toHaveTextContent('2:00');
    expect(useSessionStore.getState().token).toBe('token-123');
  });

  it('stops when unmounted (leaving the logged-in area)', async () => {
    const { router } = renderShell(routes, '/myaccount/dashboard');
    await act(() => router.navigate('/home/login'));
    advance(400_000);
    expect(timeoutDialog()).toBeNull();
    expect(calls).toEqual([]);
  });

  it('uses the institution idle time and countdown when set', () => {
    renderShell(routes, '/myaccount/dashboard', {
      settings: { 'session.idleMilliseconds': '5000', 'session.countdownSeconds': '65' },
    });
    advance(5_000);
    expect(timeoutDialog()).toHaveTextContent('1:05');
  });
});
