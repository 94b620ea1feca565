import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '@/api/testing/fake-api-adapter';
import { renderShell, resetShellState } from '@/testing/render-shell';
import { useSessionStore } from '@/session/session-store';
import type { SessionUser } from '@/session/session-user';
import { useUnsavedChanges } from '@/session/unsaved-store';
import { LoggedInLayout } from './logged-in-layout';

vi.mock('@/app/idle/idle-watch', () => ({ IdleWatch: () => null }));

const QUESTION = 'There are unsaved changes on the page, are you sure you want to continue?';

/** Test-only route: what an editing screen does once its form is dirty, nothing else. */
function DirtyRoute() {
  useUnsavedChanges(true);
  return <h1>Editing</h1>;
}

let restore = () => {};
afterEach(() => {
  restore();
  resetShellState();
});

function renderDirtyPage() {
  restore = installFakeApi({ 'POST Login/Logout': () => ({ status: 200, data: {} }) }).restore;
  useSessionStore.setState({ token: 't', user: { personalName: 'Pat Doe' } as SessionUser });
  return renderShell(
    [
      {
        Component: LoggedInLayout,
        children: [
          { path: 'myaccount/editing', Component: DirtyRoute },
          { path: 'myaccount/dashboard', element: <h1>Dashboard page</h1> },
        ],
      },
      { path: 'home/login', element: <h1>Login page</h1> },
    ],
    '/myaccount/editing',
  );
}

const menuLink = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Main menu' })).getAllByRole('link', { name })[0]!;

describe('logged-in layout: the unsaved-changes modal (access spec §2, §4)', () => {
  it('when a page has unsaved changes and the user picks a menu item, then the modal asks; No stays on the page', async () => {
    const { router } = renderDirtyPage();
    await userEvent.click(menuLink('Dashboard'));
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved Changes' });
    expect(dialog).toHaveTextContent(QUESTION);
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(router.state.location.pathname).toBe('/myaccount/editing');
    expect(screen.getByRole('heading', { name: 'Editing' })).toBeInTheDocument();
  });

  it('when the user answers Yes, then the navigation proceeds', async () => {
    const { router } = renderDirtyPage();
    await userEvent.click(menuLink('Dashboard'));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/myaccount/dashboard'));
    expect(screen.getByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });

  it('when the user chooses Logout with unsaved changes, then the same question opens; Yes logs out', async () => {
    const { router } = renderDirtyPage();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved Changes' });
    expect(dialog).toHaveTextContent(QUESTION);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/login'));
    expect(useSessionStore.getState().token).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
