import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderShell, resetShellState } from '@/testing/render-shell';
import { useLeaveGuard } from './use-leave-guard';
import { useUnsavedChanges, useUnsavedStore } from '@/session/unsaved-store';

function ProfilePage({ dirty }: { dirty: boolean }) {
  useLeaveGuard();
  useUnsavedChanges(dirty);
  return (
    <>
      <h1>Profile</h1>
      <Link to="/myaccount/dashboard">Dashboard</Link>
    </>
  );
}

const routes = (dirty: boolean) => [
  { path: 'myaccount/profile', element: <ProfilePage dirty={dirty} /> },
  { path: 'myaccount/dashboard', element: <h1>Dashboard</h1> },
];

afterEach(resetShellState);

describe('useLeaveGuard (access spec §2: unsaved-changes modal)', () => {
  it('without unsaved changes, navigation is not interrupted', async () => {
    const { router } = renderShell(routes(false), '/myaccount/profile');
    await userEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(router.state.location.pathname).toBe('/myaccount/dashboard');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('with unsaved changes, the modal asks; No cancels the navigation', async () => {
    const { router } = renderShell(routes(true), '/myaccount/profile');
    await userEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    const dialog = screen.getByRole('dialog', { name: 'Unsaved Changes' });
    expect(dialog).toHaveTextContent('There are unsaved changes on the page, are you sure you want to continue?');
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/myaccount/profile');
    expect(useUnsavedStore.getState().hasUnsavedChanges).toBe(true);
  });

  it('with unsaved changes, Yes proceeds and clears the flag', async () => {
    const { router } = renderShell(routes(true), '/myaccount/profile');
    await userEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(router.state.location.pathname).toBe('/myaccount/dashboard');
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(useUnsavedStore.getState().hasUnsavedChanges).toBe(false);
  });

  it('Esc on the modal counts as No', async () => {
    const { router } = renderShell(routes(true), '/myaccount/profile');
    await act(() => router.navigate('/myaccount/dashboard'));
    expect(screen.getByRole('dialog', { name: 'Unsaved Changes' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(router.state.location.pathname).toBe('/myaccount/profile');
  });
});
