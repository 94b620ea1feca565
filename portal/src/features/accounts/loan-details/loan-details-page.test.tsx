import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeApi, type FakeRoutes } from '@/api/testing/fake-api-adapter';
import { renderShell, resetShellState } from '@/testing/render-shell';
import type { SettingValues } from '@schemas/settings/types';
import { accountList, LOAN_NUMBER, loanInfo } from '../testing/loan-fixtures';
import { LoanDetailsPage } from './loan-details-page';

let restore = () => {};
afterEach(() => {
  restore();
  resetShellState();
});

function renderLoan(
  routes: FakeRoutes,
  { path = `/myaccount/loanDetails/${LOAN_NUMBER}`, settings = {} as SettingValues } = {},
) {
  const fake = installFakeApi({ 'GET accountList': () => ({ status: 200, data: accountList() }), ...routes });
  restore = fake.restore;
  const shell = renderShell(
    [
      { path: 'myaccount/loanDetails/:accountNumber?', Component: LoanDetailsPage },
      { path: 'myaccount/dashboard', element: <h1>Dashboard page</h1> },
    ],
    path,
    { settings },
  );
  return { ...shell, calls: fake.calls };
}

const details = (info = loanInfo()) => ({ 'GET AccountDetails': () => ({ status: 200, data: { Information: info } }) });
const row = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement!;

describe('loan details page: account information (accounts spec §2 panel, §5 Other, §9)', () => {
  it('when the loan loads then every field shows: number without check digit, rate/100 as percent, None for 0001-01-01, misc fees, links', async () => {
    renderLoan(details());
    expect(await screen.findByRole('heading', { name: 'Account Information' })).toBeInTheDocument();
    expect(row('Account Number')).toHaveTextContent('0001-734140');
    expect(row('Account Number')).not.toHaveTextContent('734140-5');
    expect(screen.getByText('José Núñez')).toBeInTheDocument();
    expect(row('Next Payment Due')).toHaveTextContent('12/15/2026');
    expect(row('Payment Amount')).toHaveTextContent('$412.50');
    expect(row('Default Payment Method')).toHaveTextContent('Card ending in 4242');
    expect(row('Interest Rate')).toHaveTextContent('6.49%');
    expect(row('Origination Date')).toHaveTextContent('03/01/2024');
    expect(row('Late Fees')).toHaveTextContent('$25.05');
    expect(row('Misc Fees')).toHaveTextContent('$20.05');
    expect(row('Last Payment Date')).toHaveTextContent('None');
    expect(row('Total Amount Due')).toHaveTextContent('$437.55');
    const branch = screen.getByRole('region', { name: 'Branch Information' });
    expect(within(branch).getByText('Main Street Branch')).toBeInTheDocument();
    expect(within(branch).getByRole('link', { name: '100 Main St, Springfield, IL 62701' })).toHaveAttribute(
      'href',
      expect.stringContaining('maps'),
    );
    expect(within(branch).getByRole('link', { name: '(217) 555-0100' })).toHaveAttribute('href', 'tel:+12175550100');
    expect(screen.getByLabelText('Street Address')).toHaveValue('12 Oak St');
  });

  it("when the loan answer has no branch then the branch panel is looked up with GetByBranchNumber by the account's first 4 characters", async () => {
    const { calls } = renderLoan({
      ...details(loanInfo({ BranchInfo: undefined })),
      'GET BranchInfo/GetByBranchNumber': () => ({
        status: 200,
        data: {
          BranchName: 'Harbor Branch',
          StreetAddress: '5 Dock Rd',
          City: 'Springfield',
          State: 'IL',
          Zip: '62702',
          PhoneNumber: '2175550199',
        },
      }),
    });
    const branch = await screen.findByRole('region', { name: 'Branch Information' });
    expect(within(branch).getByText('Harbor Branch')).toBeInTheDocument();
    expect(within(branch).getByRole('link', { name: '(217) 555-0199' })).toHaveAttribute('href', 'tel:+12175550199');
    expect(calls.find((c) => c.url === 'BranchInfo/GetByBranchNumber')?.params).toEqual({ branchNumber: '0001' });
  });

  it("shows the borrower's name as a heading of the personal information", async () => {
    renderLoan(details());
    const personal = await screen.findByRole('region', { name: 'Personal Information' });
    expect(within(personal).getByRole('heading', { name: 'José Núñez' })).toBeInTheDocument();
  });

  it('when the answer carries load flags then each shows its text', async () => {
    renderLoan(
      details(
        loanInfo({
          HasNoErrors: false,
          Errors: [
            { ErrorMessage: 'LoanLockedPayoff' },
            { ErrorMessage: 'NoAchPayment' },
            { ErrorMessage: 'NightError' },
          ],
        }),
      ),
    );
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual([
      'Account loan is locked for pay off.',
      'Security does not allow online ACH payments.',
      'Nightly processing error. Please try back in about 15 minutes.',
    ]);
  });

  it('when there is no account number then the dashboard opens with the error flag', async () => {
    const { router } = renderLoan(details(), { path: '/myaccount/loanDetails' });
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ accountError: 'Error' });
  });

  it('when the details call fails, or answers without the loan, then the dashboard opens with the error flag', async () => {
    const failing = renderLoan({
      'GET AccountDetails': () => ({
        status: 400,
        data: { HasNoErrors: false, Errors: [{ ErrorMessage: 'Invalid' }] },
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(failing.router.state.location.state).toEqual({ accountError: 'Error' });
    restore();
    resetShellState();
    const notYours = renderLoan({
      'GET AccountDetails': () => ({
        status: 200,
        data: { Information: { HasNoErrors: false, Errors: [{ ErrorMessage: 'Error' }] } },
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(notYours.router.state.location.pathname).toBe('/myaccount/dashboard');
  });

  it('when the loan failed once and is opened again then it is asked again and shows', async () => {
    let fail = true;
    const { router } = renderLoan({
      'GET AccountDetails': () =>
        fail
          ? { status: 400, data: { HasNoErrors: false, Errors: [{ ErrorMessage: 'Invalid' }] } }
          : { status: 200, data: { Information: loanInfo() } },
    });
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    fail = false;
    await router.navigate(`/myaccount/loanDetails/${LOAN_NUMBER}`);
    expect(await screen.findByRole('heading', { name: 'Account Information' })).toBeInTheDocument();
  });
});

describe('loan details page: buttons and closed loans (accounts spec §2 Buttons, §4, §6)', () => {
  it('when no option is on then only Make A Payment and Hide From Web show', async () => {
    renderLoan(details());
    expect(await screen.findByRole('link', { name: 'Make A Payment' })).toHaveAttribute(
      'href',
      `/myaccount/payment/${LOAN_NUMBER}`,
    );
    expect(screen.getByRole('button', { name: 'Hide From Web' })).toBeInTheDocument();
    for (const name of ['Get Payoff Quote', 'View Insurance'])
      expect(screen.queryByRole('button', { name })).toBeNull();
    for (const name of ['Contact Info Change', 'Document Center'])
      expect(screen.queryByRole('link', { name })).toBeNull();
  });

  it('when each option is on then its button shows', async () => {
    const settings = {
      'loanDetails.usePayoffQuoteOption': 'TRUE',
      'portal.forceManualCifChangesOption': 'true',
      'portal.useDocumentCenterOption': 'true',
      'loanDetails.useInsuranceInformationOption': 'true',
    };
    renderLoan(details(), { settings });
    expect(await screen.findByRole('button', { name: 'Get Payoff Quote' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Info Change' })).toHaveAttribute(
      'href',
      '/myaccount/requestChange',
    );
    expect(screen.getByRole('link', { name: 'Document Center' })).toHaveAttribute('href', '/myaccount/document-center');
    expect(screen.getByRole('button', { name: 'View Insurance' })).toBeInTheDocument();
  });

  it('when the account list marks the loan CLOSED then the address is read-only, and there is no payment and no alert preferences', async () => {
    renderLoan({ ...details(), 'GET accountList': () => ({ status: 200, data: accountList('Paid - CLOSED') }) });
    expect(await screen.findByLabelText('Street Address')).toBeDisabled();
    expect(screen.getByLabelText('Zip Code')).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Make A Payment' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Alert Preferences' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Hide From Web' })).toBeInTheDocument();
  });

  it('when the account list call fails then the loan is treated as possibly closed: read-only address, no payment, no alerts, and the list error shows', async () => {
    renderLoan({ ...details(), 'GET accountList': () => ({ status: 400, data: {} }) });
    expect(await screen.findByLabelText('Street Address')).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Make A Payment' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Alert Preferences' })).toBeNull();
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(
      'An error occurred trying to retrieve the account list.',
    );
  });

  it('when the loan is open then alert preferences show unless hidden by setting', async () => {
    renderLoan(details());
    expect(await screen.findByRole('heading', { name: 'Alert Preferences' })).toBeInTheDocument();
    restore();
    resetShellState();
    renderLoan(details(), {
      settings: { 'loanDetails.alertPreferencesHidden': 'true', 'loanDetails.accountInformationHidden': 'true' },
    });
    expect(await screen.findByRole('button', { name: 'Hide From Web' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Alert Preferences' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Account Information' })).toBeNull();
  });

  it('when the loan has a recurring and scheduled payments then both sections list them; without any, neither shows', async () => {
    const payment = {
      TotalAmountDue: 1,
      RecurringPayment: {
        EncryptedData: 'r',
        IsCard: false,
        RecurringOption: 'DaysBeforeDue' as const,
        NumberOfDays: 3,
        Date: '2026-12-12',
        TotalAmount: 411.73,
        PaymentAccountNum: '6789',
        CanDelete: true,
      },
      ScheduledPayments: [
        {
          EncryptedString: 's',
          IsCard: true,
          AccountNumber: '4242',
          PaymentDate: '2026-12-01',
          PaymentAmount: 50,
          CanDelete: true,
          HasBeenPosted: false,
        },
      ],
    };
    renderLoan(details(loanInfo({ PaymentInformation: payment })));
    const recurring = await screen.findByRole('region', { name: 'Recurring Payment' });
    expect(recurring).toHaveTextContent('3 day(s) before due date');
    expect(recurring).toHaveTextContent('12/12/2026');
    expect(recurring).toHaveTextContent('$411.73');
    expect(recurring).toHaveTextContent('Bank account ending in 6789');
    const rows = within(screen.getByRole('region', { name: 'Scheduled Payments' })).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Payment DateAmountPaid From',
      '12/01/2026$50.00Card ending in 4242',
    ]);
    restore();
    resetShellState();
    renderLoan(details());
    expect(await screen.findByRole('heading', { name: 'Account Information' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Recurring Payment' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Scheduled Payments' })).toBeNull();
  });

  it('when file services are on then the account documents show (empty text without any); off or hidden, the section is absent', async () => {
    const doc = { FileId: 'f1', DisplayName: 'Title Certificate.pdf', DateUploaded: '2026-10-02T10:00:00' };
    renderLoan(details(loanInfo({ Documents: [doc] })), { settings: { 'access.useFileServices': 'true' } });
    const section = await screen.findByRole('region', { name: 'Account Documents' });
    expect(within(section).getByRole('button', { name: 'Title Certificate.pdf' })).toBeInTheDocument();
    restore();
    resetShellState();
    renderLoan(details(loanInfo({ Documents: [] })), { settings: { 'access.useFileServices': 'true' } });
    expect(await screen.findByRole('region', { name: 'Account Documents' })).toHaveTextContent('No Uploaded Documents');
    restore();
    resetShellState();
    renderLoan(details(loanInfo({ Documents: [doc] })), {
      settings: { 'access.useFileServices': 'true', 'loanDetails.accountDocumentsHidden': 'true' },
    });
    expect(await screen.findByRole('heading', { name: 'Account Information' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Account Documents' })).toBeNull();
  });

  it('when e-statements are turned off and the borrower leaves and comes back within the cache time then the switch shows off', async () => {
    const { router, calls } = renderLoan(
      {
        ...details(loanInfo({ StatementFormat: 'ElectronicOnly' })),
        'GET accountEStatements/GetStatementList': () => ({
          status: 200,
          data: { StatementList: [], HasNoErrors: true, Errors: [] },
        }),
        'POST AccountEStatements/SetStatementFormat': () => ({ status: 200, data: { HasNoErrors: true, Errors: [] } }),
      },
      { settings: { 'eStatements.useEStatementsOption': 'true', 'eStatements.usePaperStatementsOption': 'true' } },
    );
    await userEvent.click(await screen.findByRole('switch', { name: 'Electronic Statements' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Withdraw Consent' })).getByRole('button', {
        name: 'Withdraw Consent',
      }),
    );
    await waitFor(() => expect(screen.getByRole('switch')).not.toBeChecked());
    await act(() => router.navigate('/myaccount/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    await act(() => router.navigate(`/myaccount/loanDetails/${LOAN_NUMBER}`));
    expect(await screen.findByRole('switch', { name: 'Electronic Statements' })).not.toBeChecked();
    expect(calls.filter((c) => c.url === 'AccountDetails')).toHaveLength(1);
  });

  it('when the loan loads then the shared Loan History and E-Statements sections show, each hideable by its setting', async () => {
    renderLoan(details(), { settings: { 'eStatements.useEStatementsOption': 'true' } });
    expect(await screen.findByRole('heading', { name: 'Loan History' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'E-Statements' })).toBeInTheDocument();
    restore();
    resetShellState();
    renderLoan(details(), {
      settings: {
        'loanDetails.loanHistoryHidden': 'true',
        'loanDetails.eStatementsHidden': 'true',
        'eStatements.useEStatementsOption': 'true',
      },
    });
    expect(await screen.findByRole('heading', { name: 'Account Information' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Loan History' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'E-Statements' })).toBeNull();
  });
});
