import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Account } from '@/api/accounts/account-types';
import { installFakeApi } from '@/api/testing/fake-api-adapter';
import { useSessionStore } from '@/session/session-store';
import { renderShell, resetShellState, testLogin } from '@/testing/render-shell';
import { DepositDetailsPage } from './deposit-details-page';
import { DepositsRedirect } from './deposits-redirect';

let restore = () => {};
beforeEach(() => useSessionStore.getState().setSession(testLogin));
afterEach(() => {
  restore();
  resetShellState();
});

const fund: Account = {
  Number: '0001-734142-1',
  Type: 7,
  Description: 'Balanced Fund',
  Balance: 6400,
  AvailableBalance: 6100.25,
  Rate: 5.2,
  Comment: '{code}',
  Status: '',
  StatementPreference: 'ElectronicOnly',
  NameOnAcct: 'José Núñez',
};
const loan: Account = { Number: '0001-734140-5', Type: 0, Description: 'Auto Loan', Comment: '' };

function setup(path: string, settings: Record<string, string> = {}, fundChanges: Partial<Account> = {}) {
  const fake = installFakeApi({
    'GET accountList': () => ({
      status: 200,
      data: { Accounts: [{ ...fund, ...fundChanges }, loan], HasNoErrors: true, Errors: [] },
    }),
    'GET AccountHistory': () => ({ status: 200, data: { HasNoErrors: true, List: [], Errors: [] } }),
    'GET accountEStatements/GetStatementList': () => ({
      status: 200,
      data: { StatementList: [], HasNoErrors: true, Errors: [] },
    }),
  });
  restore = fake.restore;
  return renderShell(
    [
      { path: 'myaccount/deposits', element: <DepositsRedirect /> },
      { path: 'myaccount/deposits/depositDetails/:accountNumber', element: <DepositDetailsPage /> },
      { path: 'myaccount/dashboard', element: <h1>Dashboard</h1> },
    ],
    path,
    { settings, institution: { DepositOfficeLength: 4, DepositAccountLength: 6, DepositCheckDigitLength: 1 } },
  );
}

const value = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('deposit and investment details', () => {
  it('shows the panel (number without check digit, rate / 100, name on account) and both reused sections', async () => {
    setup('/myaccount/deposits/depositDetails/0001-734142-1', { 'eStatements.useEStatementsOption': 'true' });
    expect(await screen.findByText('Balanced Fund')).toBeVisible();
    expect(value('Account Number')).toBe('0001-734142');
    expect(value('Balance')).toBe('$6,400.00');
    expect(value('Available Balance')).toBe('$6,100.25');
    expect(value('Interest Rate')).toBe('5.20%');
    expect(value('Status')).toBe('Current');
    expect(value('Statement Preference')).toBe('Electronic');
    expect(value('Name on Account')).toBe('José Núñez');
    expect(screen.getByRole('heading', { name: 'Account History' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'E-Statements' })).toBeVisible();
    expect(await screen.findByText('No account history found.')).toBeVisible();
  });

  it("shows the account's comment, and no comment row for the open marker '{code}'", async () => {
    setup('/myaccount/deposits/depositDetails/0001-734142-1');
    expect(await screen.findByText('Balanced Fund')).toBeVisible();
    expect(screen.queryByText('Comment')).toBeNull();
    resetShellState();
    restore();
    setup('/myaccount/deposits/depositDetails/0001-734142-1', {}, { Comment: 'Dividend paid quarterly' });
    expect(await screen.findByText('Balanced Fund')).toBeVisible();
    expect(value('Comment')).toBe('Dividend paid quarterly');
  });

  it('each section can be hidden', async () => {
    setup('/myaccount/deposits/depositDetails/0001-734142-1', {
      'depositDetails.historyHidden': 'true',
      'depositDetails.eStatementsHidden': 'true',
      'eStatements.useEStatementsOption': 'true',
    });
    expect(await screen.findByText('Balanced Fund')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Account History' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'E-Statements' })).toBeNull();
  });

  it('a loan or unknown number says it was not found and links back', async () => {
    setup('/myaccount/deposits/depositDetails/0001-734140-5');
    expect(await screen.findByRole('alert')).toHaveTextContent('That account could not be found.');
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/myaccount/dashboard');
  });

  it('myaccount/deposits goes to the dashboard', async () => {
    const { router } = setup('/myaccount/deposits');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/myaccount/dashboard');
  });
});
