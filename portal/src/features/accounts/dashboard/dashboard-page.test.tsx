import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Account, Application } from '@/api/accounts/account-types';
import { queryClient } from '@/api/query-client';
import { installFakeApi, type FakeRoutes } from '@/api/testing/fake-api-adapter';
import { useSessionStore } from '@/session/session-store';
import { renderShell, resetShellState, testLogin } from '@/testing/render-shell';
import { DashboardPage } from './dashboard-page';

let restore = () => {};
beforeEach(() =>
  useSessionStore
    .getState()
    .setSession({ ...testLogin, LastLoggedIn: '2026-11-20T15:04:00', LastLoggedInIP: '203.0.113.9' }),
);
afterEach(() => {
  restore();
  resetShellState();
});

const loan: Account = {
  Number: '0001-734140-5',
  Type: 0,
  Description: 'Auto Loan',
  Balance: 12345.6,
  LoanAmountDue: 410.25,
  LoanDueDate: '2026-12-05',
  Comment: '',
  Status: '',
};
const pastDue: Account = {
  ...loan,
  Number: '0001-734150-2',
  Description: 'Personal Loan',
  LoanPastDue: true,
  Status: 'Past Due',
};
const closed: Account = {
  ...loan,
  Number: '0001-734160-9',
  Description: 'Used Auto Loan',
  Comment: 'CLOSED',
  LoanDueDate: '2026-12-05',
};
const savings: Account = {
  Number: '0001-734141-3',
  Type: 1,
  Description: 'Regular Savings',
  Balance: 1250,
  AvailableBalance: 1200,
  Rate: 0.35,
  Comment: '{code}',
  Status: '',
};
const fund: Account = {
  Number: '0001-734142-1',
  Type: 7,
  Description: 'Balanced Fund',
  Balance: 6400,
  Rate: 5.2,
  Comment: '',
  NameOnAcct: 'José Núñez',
};
const app: Application = {
  ApplicationNumber: 'APP-1',
  Status: 'In Review',
  AmountRequested: 5000,
  LastModified: '2026-11-18T10:00:00Z',
};

function setup(
  accounts: Account[] | null,
  apps: Application[] = [app],
  settings: Record<string, string> = {},
  applyForLoan = { IsEnabled: true, UsesConsumerApplication: false },
) {
  const routes: FakeRoutes = {
    'GET ApplyForLoan/Availability': () => ({ status: 200, data: applyForLoan }),
    'GET accountList': () =>
      accounts
        ? { status: 200, data: { Accounts: accounts, HasNoErrors: true, Errors: [] } }
        : { status: 400, data: {} },
    'GET Application/GetList': () => ({ status: 200, data: { Applications: apps, HasNoErrors: true, Errors: [] } }),
  };
  const fake = installFakeApi(routes);
  restore = fake.restore;
  const shell = renderShell(
    [
      { path: 'myaccount/dashboard', element: <DashboardPage /> },
      { path: 'myaccount/applicationdetails/:applicationNumber', element: <p>Details</p> },
    ],
    '/myaccount/dashboard',
    { settings },
  );
  return { ...shell, calls: fake.calls };
}

const section = (name: string) => screen.getByRole('region', { name });

describe('dashboard', { timeout: 15_000 }, () => {
  it('lists each type with its columns, row links and styles; empty status reads Current', async () => {
    setup([loan, pastDue, savings, fund]);
    // The first render also loads the page's modules: a busy machine needs more than the default second.
    const loans = await screen.findByRole('region', { name: 'Loans' }, { timeout: 5000 });
    expect(within(loans).getByRole('link', { name: 'Auto Loan' })).toHaveAttribute(
      'href',
      '/myaccount/loanDetails/0001-734140-5',
    );
    const rows = within(loans).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('$12,345.60');
    expect(rows[1]).toHaveTextContent('12/05/2026');
    expect(rows[1]).toHaveTextContent('Current');
    expect(rows[2]).toHaveClass('account-row--pastDue');
    // The host's status "Past Due" is the warning marker itself, shown once (not "Past Due Past Due").
    expect(within(rows[2]!).getAllByRole('cell').at(-1)?.textContent).toBe('Past Due');
    expect(within(section('Deposits')).getByRole('link', { name: 'Regular Savings' })).toHaveAttribute(
      'href',
      '/myaccount/deposits/depositDetails/0001-734141-3',
    );
    expect(section('Deposits')).toHaveTextContent('0.35%');
    expect(section('Investments')).toHaveTextContent('José Núñez');
    expect(section('Investments')).toHaveTextContent('5.20%');
    expect(screen.queryByRole('region', { name: 'Lines of Credit' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Make Payment' })).toHaveAttribute('href', '/myaccount/payment');
  });

  it('closed accounts show only with the toggle, with the closed style and no due date', async () => {
    setup([loan, closed]);
    await screen.findByRole('region', { name: 'Loans' });
    expect(screen.queryByRole('link', { name: 'Used Auto Loan' })).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Show closed accounts' }));
    const row = screen.getByRole('link', { name: 'Used Auto Loan' }).closest('tr')!;
    expect(row).toHaveClass('account-row--closed');
    expect(row).toHaveTextContent('Closed');
    expect(row).not.toHaveTextContent('12/05/2026');
  });

  it("'No open accounts.' when only closed ones exist and are hidden; 'No Existing Accounts' without any", async () => {
    setup([closed]);
    expect(await screen.findByText('No open accounts.')).toBeVisible();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Show closed accounts' }));
    expect(screen.queryByText('No open accounts.')).toBeNull();
    resetShellState();
    useSessionStore.getState().setSession(testLogin);
    setup([]);
    expect(await screen.findByText('No Existing Accounts')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Make Payment' })).toBeNull();
  });

  it("shows the institution's banner image with its alternative text and the info text; neither without settings", async () => {
    setup([loan], [], {
      'dashboard.bannerImage': '/images/banner.png',
      'dashboard.bannerImageAlt': 'Autumn rates',
      'dashboard.infoText': '<p>Rates <strong>drop</strong> today.</p>',
    });
    expect(await screen.findByRole('img', { name: 'Autumn rates' })).toHaveAttribute('src', '/images/banner.png');
    expect(screen.getByText('drop').closest('p')).toHaveTextContent('Rates drop today.');
    resetShellState();
    useSessionStore.getState().setSession(testLogin);
    setup([loan], [], { 'dashboard.infoText': '' });
    await screen.findByRole('region', { name: 'Loans' });
    expect(screen.queryByRole('img', { name: 'Autumn rates' })).toBeNull();
    expect(screen.queryByText(/Rates drop today/)).toBeNull();
  });

  it('when access.removeCheckDigit is on then the rows show the numbers without the check digit, as the payment screens do', async () => {
    setup([loan, savings], [], { 'access.removeCheckDigit': 'true' });
    const loans = await screen.findByRole('region', { name: 'Loans' });
    expect(within(loans).getByText('0001-734140')).toBeVisible();
    expect(within(loans).queryByText('0001-734140-5')).toBeNull();
    expect(within(loans).getByRole('link', { name: 'Auto Loan' })).toHaveAttribute(
      'href',
      '/myaccount/loanDetails/0001-734140-5',
    );
    expect(within(section('Deposits')).getByText('0001-734141')).toBeVisible();
  });

  it("shows each account's comment under its number, with the open marker '{code}' blanked", async () => {
    setup([{ ...loan, Comment: 'Skip-a-pay granted' }, savings]);
    const loans = await screen.findByRole('region', { name: 'Loans' });
    expect(within(loans).getByText('Skip-a-pay granted')).toBeVisible();
    expect(section('Deposits')).not.toHaveTextContent('{code}');
  });

  it('Make Payment hides with disableEZPayOption, which also removes the loan row links', async () => {
    setup([loan, savings], [], { 'portal.disableEZPayOption': 'true' });
    await screen.findByRole('region', { name: 'Loans' });
    expect(screen.queryByRole('link', { name: 'Make Payment' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Auto Loan' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Regular Savings' })).toBeVisible();
  });

  it('Apply for a loan shows when enabled and opens its dialog', async () => {
    setup([loan], [], { 'portal.useEgtConsumerOption': 'true' });
    await userEvent.click(await screen.findByRole('button', { name: 'Apply for a loan' }));
    expect(await screen.findByRole('dialog', { name: 'Apply For Loan' })).toHaveTextContent('Pop-ups must be enabled');
  });

  it('when the loan-application service does not offer it (a business user) then there is no Apply for a loan button', async () => {
    const { calls } = setup(
      [loan],
      [],
      { 'portal.applyForLoanURLOption': 'https://apply.example.com' },
      { IsEnabled: false, UsesConsumerApplication: false },
    );
    await screen.findByRole('region', { name: 'Loans' });
    await waitFor(() => expect(calls.some((c) => c.url === 'ApplyForLoan/Availability')).toBe(true));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('button', { name: 'Apply for a loan' })).toBeNull();
  });

  it('no Apply for a loan button by default', async () => {
    setup([loan]);
    await screen.findByRole('region', { name: 'Loans' });
    expect(screen.queryByRole('button', { name: 'Apply for a loan' })).toBeNull();
  });

  it('applications link to their details with the row data; empty shows the text', async () => {
    const { router } = setup([loan]);
    const link = await screen.findByRole('link', { name: 'APP-1' });
    expect(section('Applications')).toHaveTextContent('$5,000.00');
    await userEvent.click(link);
    expect(router.state.location.pathname).toBe('/myaccount/applicationdetails/APP-1');
    expect(router.state.location.state).toEqual({ application: app });
    resetShellState();
    useSessionStore.getState().setSession(testLogin);
    setup([loan], []);
    expect(await screen.findByText('No Applications Found.')).toBeVisible();
  });

  it('a first-time user (no previous login) still gets the link to the login history, without a last-login line', async () => {
    useSessionStore.getState().setSession({ ...testLogin, LastLoggedIn: '', LastLoggedInIP: '' });
    setup([loan]);
    expect(await screen.findByRole('link', { name: 'Login History' })).toHaveAttribute(
      'href',
      '/myaccount/loginHistory',
    );
    expect(screen.queryByText(/Last login/)).toBeNull();
  });

  it('the footer shows the previous login as MM/dd/yyyy with its IP and links to the login history', async () => {
    setup([loan]);
    const footer = await screen.findByText(/Last login 11\/20\/2026 from 203\.0\.113\.9/);
    expect(within(footer).getByRole('link', { name: 'Login History' })).toHaveAttribute(
      'href',
      '/myaccount/loginHistory',
    );
  });

  it('a loan page that could not load its account returns here with its error text', async () => {
    const { router } = setup([loan]);
    await screen.findByRole('region', { name: 'Loans' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await router.navigate('/myaccount/dashboard', { state: { accountError: 'Error' } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred trying to retrieve account information.',
    );
  });

  it('the no-e-mail notice shows only without an e-mail; a failed list shows its error', async () => {
    useSessionStore.getState().setSession({ ...testLogin, EmailAddress: '' });
    setup(null);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred trying to retrieve the account list.',
    );
    expect(screen.getByRole('note')).toHaveTextContent('We do not have an email address on file for you.');
  });
});
