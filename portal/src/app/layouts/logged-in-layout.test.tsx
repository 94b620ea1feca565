import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/api/query-client';
import { installFakeApi, type FakeCall } from '@/api/testing/fake-api-adapter';
import { useDialogStore } from '@/session/dialog-store';
import { useSessionStore } from '@/session/session-store';
import type { SessionUser } from '@/session/session-user';
import { resetSettings, setApplicationOptions } from '@/settings/settings-store';
import { LoggedInLayout } from './logged-in-layout';

vi.mock('@/app/idle/idle-watch', () => ({ IdleWatch: () => null }));

// The loan-application service (GET /api/ApplyForLoan/Availability) offers Apply For Loan to this user unless a test
// says otherwise.
let availability = { IsEnabled: true, UsesConsumerApplication: false };
let restoreApi = () => {};
let apiCalls: FakeCall[] = [];

function renderLayout(settings: Record<string, string> = {}) {
  ({ restore: restoreApi, calls: apiCalls } = installFakeApi({
    'GET ApplyForLoan/Availability': () => ({ status: 200, data: availability }),
  }));
  setApplicationOptions({
    gassySettings: { shared: settings, english: {} },
    institutionOptions: { InstitutionName: 'First Lender' },
  });
  useSessionStore.setState({ token: 't', user: { personalName: 'Pat Doe' } as SessionUser });
  const router = createMemoryRouter(
    [{ Component: LoggedInLayout, children: [{ path: '/myaccount/dashboard', element: <h1>Dashboard page</h1> }] }],
    { initialEntries: ['/myaccount/dashboard'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return screen.getByRole('navigation', { name: 'Main menu' });
}

const itemNames = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('listitem')
    .map((li) => li.textContent);

afterEach(() => {
  restoreApi();
  queryClient.clear();
  availability = { IsEnabled: true, UsesConsumerApplication: false };
  resetSettings();
  useDialogStore.setState({ dialogs: [] });
  useSessionStore.setState({ token: null, user: null });
  vi.useRealTimers();
});

describe('logged-in layout', () => {
  it('shows the default menu items when no option is set', () => {
    expect(itemNames(renderLayout())).toEqual(['Dashboard', 'Make Payment', 'Profile', 'Messages']);
  });

  it('shows and hides menu items by their settings', async () => {
    const nav = renderLayout({
      'portal.applyForLoanURLOption': 'https://apply.example.com',
      'portal.disableEZPayOption': 'TRUE',
      'portal.requireAchDraftAgreementOption': 'true',
      'portal.useDocumentCenterOption': 'true',
      'portal.forceManualCifChangesOption': 'true',
      'portal.hideContactUsOption': 'true',
      'portal.useBranchLocatorOption': 'true',
    });
    await waitFor(() =>
      expect(itemNames(nav)).toEqual([
        'Dashboard',
        'Apply For Loan',
        'Profile',
        'Documents',
        'Document Center',
        'Contact Info Change',
        'Locations',
      ]),
    );
  });

  it('offers Apply For Loan with useEgtConsumerOption even without an application address', async () => {
    const nav = renderLayout({ 'portal.useEgtConsumerOption': 'true' });
    await waitFor(() =>
      expect(itemNames(nav)).toEqual(['Dashboard', 'Apply For Loan', 'Make Payment', 'Profile', 'Messages']),
    );
  });

  it('when the loan-application service does not offer it (a business user) then Apply For Loan is not in the menu', async () => {
    availability = { IsEnabled: false, UsesConsumerApplication: false };
    const nav = renderLayout({ 'portal.applyForLoanURLOption': 'https://apply.example.com' });
    await waitFor(() => expect(apiCalls.map((c) => c.url)).toEqual(['ApplyForLoan/Availability']));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(itemNames(nav)).toEqual(['Dashboard', 'Make Payment', 'Profile', 'Messages']);
  });

  it('treats a flag as on only when it says true', () => {
    expect(itemNames(renderLayout({ 'portal.hideContactUsOption': 'yes' }))).toContain('Messages');
  });

  it('shows FAQ and Find Us only with their options, and Logout always', () => {
    renderLayout({ 'portal.useFAQOption': 'true' });
    const links = screen.getByRole('list', { name: 'Account' });
    expect(within(links).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/myaccount/faq');
    expect(within(links).queryByRole('link', { name: 'Find Us' })).toBeNull();
    expect(within(links).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('greets the user by personal name and has a skip link to the main content', () => {
    renderLayout();
    expect(screen.getByText('Welcome, Pat Doe')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });

  it('asks before logging out', async () => {
    renderLayout();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(useDialogStore.getState().dialogs.map((d) => d.request.kind)).toEqual(['logoutConfirm']);
  });

  it('opens the apply-for-loan notice from Apply For Loan', async () => {
    renderLayout({ 'portal.applyForLoanURLOption': 'https://apply.example.com' });
    await userEvent.click(await screen.findByRole('button', { name: 'Apply For Loan' }));
    expect(useDialogStore.getState().dialogs.map((d) => d.request.kind)).toContain('applyForLoan');
  });

  it('opens and closes the mobile menu with a disclosure button', async () => {
    const nav = renderLayout();
    const toggle = within(nav).getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toHaveClass('is-open');
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('when Escape closes the mobile menu from one of its items then focus goes to the Menu button, not <body>', async () => {
    const nav = renderLayout();
    const toggle = within(nav).getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    await userEvent.tab();
    expect(within(nav).getAllByRole('listitem')[0]).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('when Apply For Loan is chosen in the open mobile menu then focus is on the Menu button, where its dialog returns it', async () => {
    const nav = renderLayout({ 'portal.applyForLoanURLOption': 'https://apply.example.com' });
    const toggle = within(nav).getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    await userEvent.click(within(nav).getByRole('button', { name: 'Apply For Loan' }));
    expect(useDialogStore.getState().dialogs.map((d) => d.request.kind)).toContain('applyForLoan');
    expect(toggle).toHaveFocus();
  });

  it('shows the current year in the footer copyright', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-06-15T12:00:00Z'));
    renderLayout();
    expect(
      within(screen.getByRole('contentinfo')).getByText('Copyright © 2031 First Lender. All rights reserved.'),
    ).toBeInTheDocument();
  });

  it('shows the footer rich text sanitized', () => {
    renderLayout({ 'footer.richText': '<p>Member FDIC<img src="x" onerror="alert(1)"></p><script>alert(2)</script>' });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('Member FDIC')).toBeInTheDocument();
    expect(footer.innerHTML).not.toMatch(/onerror|script/);
  });
});
