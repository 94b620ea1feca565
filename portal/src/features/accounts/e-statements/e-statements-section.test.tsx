import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, type FakeRoutes } from '@/api/testing/fake-api-adapter';
import { useSessionStore } from '@/session/session-store';
import { readInLanguage, renderShell, resetShellState, testLogin } from '@/testing/render-shell';
import { EStatementsSection, type EStatementsSectionProps } from './e-statements-section';

let restore = () => {};
beforeEach(() => useSessionStore.getState().setSession(testLogin));
afterEach(() => {
  restore();
  resetShellState();
  vi.restoreAllMocks();
});

const thisYear = new Date().getFullYear();
const statement = (id: string, provider: 0 | 1 | 3 | 4, date = `${thisYear}-03-31`) => ({
  Date: date,
  Id: id,
  Number: '0001-734140-5',
  Type: 'LN',
  Provider: provider,
  Start: `${thisYear}-03-01`,
  End: date,
});
const list =
  (...StatementList: ReturnType<typeof statement>[]) =>
  () => ({ status: 200, data: { StatementList, HasNoErrors: true, Errors: [] } });
const saved = () => ({ status: 200, data: { HasNoErrors: true, Errors: [] } });

function setup(
  routes: FakeRoutes,
  props: Partial<EStatementsSectionProps> = {},
  settings: Record<string, string> = {},
) {
  const fake = installFakeApi(routes);
  restore = fake.restore;
  renderShell(
    [
      {
        path: 'x',
        element: <EStatementsSection accountNumber="0001-734140-5" statementFormat="PaperOnly" {...props} />,
      },
    ],
    '/x',
    { settings },
  );
  return fake.calls;
}
const on = { 'eStatements.useEStatementsOption': 'true' };

describe('e-statements section', () => {
  it('offers this year and the two before, lists the chosen year and says when a year has none', async () => {
    const calls = setup(
      {
        'GET accountEStatements/GetStatementList': (c) =>
          c.params.Year === String(thisYear) ? list(statement('s1', 0))() : list()(),
      },
      {},
      on,
    );
    expect(
      within(screen.getByLabelText('Year'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([thisYear, thisYear - 1, thisYear - 2].map(String));
    expect(await screen.findByRole('button', { name: `Statement 03/31/${thisYear}` })).toBeVisible();
    await userEvent.selectOptions(screen.getByLabelText('Year'), String(thisYear - 2));
    expect(await screen.findByText('No e-statements found for this account for the selected year')).toBeVisible();
    expect(calls.map((c) => c.params.Year)).toEqual([String(thisYear), String(thisYear - 2)]);
    // Each year's list is kept (spec §7 "cached per account and year"): going back asks nothing again.
    await userEvent.selectOptions(screen.getByLabelText('Year'), String(thisYear));
    expect(await screen.findByRole('button', { name: `Statement 03/31/${thisYear}` })).toBeVisible();
    expect(calls).toHaveLength(2);
  });

  it('a closed loan that is not electronic-only shows no section; an electronic-only one shows it without the switch', async () => {
    setup({ 'GET accountEStatements/GetStatementList': list() }, { closed: true }, on);
    expect(screen.queryByRole('heading', { name: 'E-Statements' })).toBeNull();
    resetShellState();
    useSessionStore.getState().setSession(testLogin);
    setup(
      { 'GET accountEStatements/GetStatementList': list() },
      { closed: true, statementFormat: 'ElectronicOnly' },
      { ...on, 'eStatements.alwaysShowToggleOption': 'true' },
    );
    expect(screen.getByRole('heading', { name: 'E-Statements' })).toBeVisible();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('turning on shows the agreements, records the consent (trigger 3) and saves ElectronicOnly', async () => {
    const calls = setup(
      {
        'GET accountEStatements/GetStatementList': list(),
        'GET AgreementLogging/GetNeededAgreements': () => ({
          status: 200,
          data: { Agreements: [{ Name: 'E-Sign Consent', Url: 'https://bank.example/esign', HostNum: 11339 }] },
        }),
        'POST AgreementLogging/LogAgreementRecords': saved,
        'POST AccountEStatements/SetStatementFormat': saved,
      },
      {},
      on,
    );
    await userEvent.click(screen.getByRole('switch', { name: 'Electronic Statements' }));
    const dialog = await screen.findByRole('dialog', { name: 'E-Statement Agreement' });
    expect(within(dialog).getByRole('link', { name: 'E-Sign Consent' })).toHaveAttribute(
      'href',
      'https://bank.example/esign',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'I Agree' }));
    await waitFor(() => expect(screen.getByRole('switch')).toBeChecked());
    expect(calls.find((c) => c.url === 'AgreementLogging/GetNeededAgreements')?.params).toEqual({ whenToAgree: '3' });
    const record = calls.find((c) => c.url === 'AgreementLogging/LogAgreementRecords')?.body as {
      Records: Record<string, unknown>[];
    };
    expect(record.Records[0]).toMatchObject({
      AgreementType: 11339,
      NameOfTerms: 'E-Sign Consent',
      AccountNumber: '0001-734140-5',
      WhenToAgree: 3,
    });
    expect(calls.find((c) => c.url === 'AccountEStatements/SetStatementFormat')?.body).toEqual({
      AccountNumber: '0001-734140-5',
      Format: 'ElectronicOnly',
      AccountType: 0,
    });
  });

  it('declining the optional confirm leaves the switch off and saves nothing', async () => {
    const calls = setup(
      { 'GET accountEStatements/GetStatementList': list() },
      {},
      { ...on, 'eStatements.useConfirmDialogOption': 'true' },
    );
    await userEvent.click(screen.getByRole('switch'));
    const dialog = await screen.findByRole('dialog', { name: 'Electronic Statements' });
    expect(dialog).toHaveTextContent('Do you want to receive your statements electronically?');
    // A loan page dialog: 500 px (spec §9 "Dialog widths: 500 px (loan modals)").
    expect(dialog).toHaveStyle({ width: '500px' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('switch')).not.toBeChecked();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('turning off asks for the withdrawal consent, saves PaperOnly and shows a check mark', async () => {
    const calls = setup(
      { 'GET accountEStatements/GetStatementList': list(), 'POST AccountEStatements/SetStatementFormat': saved },
      { statementFormat: 'ElectronicOnly' },
      { ...on, 'eStatements.usePaperStatementsOption': 'true' },
    );
    await userEvent.click(screen.getByRole('switch', { name: 'Electronic Statements' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Withdraw Consent' })).getByRole('button', {
        name: 'Withdraw Consent',
      }),
    );
    await waitFor(() => expect(screen.getByRole('switch')).not.toBeChecked());
    expect(calls.at(-1)?.body).toMatchObject({ Format: 'PaperOnly' });
    // The check mark for the eye, the section's one live status for the ear.
    expect(document.querySelector('.e-statements__saved')).toHaveTextContent('✓');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Your statement preference was saved.'));
  });

  it("turning off records the consent to the institution's e-statement agreements as withdrawn, then saves PaperOnly", async () => {
    const calls = setup(
      {
        'GET accountEStatements/GetStatementList': list(),
        'POST AgreementLogging/LogAgreementRecords': saved,
        'POST AccountEStatements/SetStatementFormat': saved,
      },
      { statementFormat: 'ElectronicOnly' },
      {
        ...on,
        'eStatements.usePaperStatementsOption': 'true',
        'agreements.agreement1':
          'https://bank.example/terms.pdf|01/01/2024|Online Banking Agreement|registration-login',
        'agreements.agreement2': 'https://bank.example/esign.pdf|01/01/2024|E-Sign Consent|estatements',
      },
    );
    await userEvent.click(screen.getByRole('switch', { name: 'Electronic Statements' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Withdraw Consent' })).getByRole('button', {
        name: 'Withdraw Consent',
      }),
    );
    await waitFor(() => expect(screen.getByRole('switch')).not.toBeChecked());
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      'AgreementLogging/LogAgreementRecords',
      'AccountEStatements/SetStatementFormat',
    ]);
    const { Records } = calls[1]?.body as { Records: Record<string, unknown>[] };
    expect(Records).toEqual([
      expect.objectContaining({
        AgreementType: 11338,
        NameOfTerms: 'E-Sign Consent',
        AccountNumber: '0001-734140-5',
        WhenToAgree: 3,
        Withdrawn: true,
      }),
    ]);
  });

  it("a refused format change shows the server's messages (spec §8), a failed call says Error, and the switch stays", async () => {
    let answer: () => { status: number; data: unknown } = () => ({
      status: 200,
      data: {
        HasNoErrors: false,
        Errors: [{ ErrorMessage: 'Statements cannot be changed today.' }, { ErrorMessage: 'Call us.' }],
      },
    });
    setup(
      {
        'GET accountEStatements/GetStatementList': list(),
        'POST AccountEStatements/SetStatementFormat': () => answer(),
      },
      { statementFormat: 'ElectronicOnly' },
      { ...on, 'eStatements.usePaperStatementsOption': 'true' },
    );
    const withdraw = async () => {
      await userEvent.click(screen.getByRole('switch', { name: 'Electronic Statements' }));
      await userEvent.click(
        within(await screen.findByRole('dialog', { name: 'Withdraw Consent' })).getByRole('button', {
          name: 'Withdraw Consent',
        }),
      );
    };
    await withdraw();
    const refused = await screen.findByRole('alert');
    expect(
      within(refused)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Statements cannot be changed today.', 'Call us.']);
    expect(within(refused).getAllByRole('listitem')[0]).not.toHaveAttribute('lang');
    // In a Spanish page the host's English words are marked, so a screen reader reads them in English.
    await readInLanguage('es');
    expect(
      within(screen.getByRole('alert'))
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('lang')),
    ).toEqual(['en', 'en']);
    await readInLanguage('en');
    expect(screen.getByRole('switch')).toBeChecked();
    expect(screen.queryByText('✓')).toBeNull();
    answer = () => ({ status: 500, data: {} });
    await withdraw();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^Error$/));
    expect(screen.getByRole('switch')).toBeChecked();
  });

  it('with eStatements.useEStatementsOption off there is no section: no switch, no years, no list call', () => {
    const calls = setup(
      { 'GET accountEStatements/GetStatementList': list() },
      { statementFormat: 'ElectronicOnly' },
      { 'eStatements.alwaysShowToggleOption': 'true' },
    );
    expect(screen.queryByRole('heading', { name: 'E-Statements' })).toBeNull();
    expect(screen.queryByLabelText('Year')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('each save is announced, the second one too although its words are the same', async () => {
    setup(
      {
        'GET accountEStatements/GetStatementList': list(),
        'GET AgreementLogging/GetNeededAgreements': () => ({ status: 200, data: { Agreements: [] } }),
        'POST AccountEStatements/SetStatementFormat': saved,
      },
      { statementFormat: 'ElectronicOnly' },
      { ...on, 'eStatements.usePaperStatementsOption': 'true', 'eStatements.alwaysShowToggleOption': 'true' },
    );
    const status = document.querySelector<HTMLElement>('.e-statements > p[role="status"]')!;
    expect(status).toHaveTextContent('');
    await userEvent.click(screen.getByRole('switch', { name: 'Electronic Statements' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Withdraw Consent' })).getByRole('button', {
        name: 'Withdraw Consent',
      }),
    );
    await waitFor(() => expect(status.textContent).not.toBe(''));
    const first = status.firstChild;
    await userEvent.click(screen.getByRole('switch'));
    await waitFor(() => expect(screen.getByRole('switch')).toBeChecked());
    await waitFor(() => expect(status.firstChild).not.toBe(first));
    expect(status.textContent).toBe(first?.textContent);
  });

  it('while the format is saved the switch is aria-disabled, not disabled (focus can come back to it from the dialog)', async () => {
    let answer = (_: { status: number; data: unknown }) => {};
    setup(
      {
        'GET accountEStatements/GetStatementList': list(),
        'POST AccountEStatements/SetStatementFormat': () => new Promise((resolve) => (answer = resolve)),
      },
      { statementFormat: 'ElectronicOnly' },
      { ...on, 'eStatements.usePaperStatementsOption': 'true' },
    );
    await userEvent.click(screen.getByRole('switch', { name: 'Electronic Statements' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Withdraw Consent' })).getByRole('button', {
        name: 'Withdraw Consent',
      }),
    );
    await waitFor(() => expect(screen.getByRole('switch')).toHaveAttribute('aria-disabled', 'true'));
    expect(screen.getByRole('switch')).toBeEnabled();
    answer(saved());
    await waitFor(() => expect(screen.getByRole('switch')).not.toHaveAttribute('aria-disabled'));
  });

  it('without an e-mail on file it asks for one and cannot be turned on', () => {
    useSessionStore.getState().setSession({ ...testLogin, EmailAddress: '' });
    setup({ 'GET accountEStatements/GetStatementList': list() }, {}, on);
    expect(
      screen.getByText('Please provide an email address on the Profile page to receive e-statements.'),
    ).toBeVisible();
    expect(screen.getByRole('switch')).toBeDisabled();
  });

  it("opens provider 0 in the host's viewer with a passable token, and provider 4 after the redirect notice", async () => {
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    setup(
      {
        'GET accountEStatements/GetStatementList': list(
          statement('s0', 0, `${thisYear}-01-31`),
          statement('s4', 4, `${thisYear}-02-28`),
        ),
        'GET PassableToken/GetPassableToken': () => ({ status: 200, data: '"pass-1"' }),
        'GET AccountEstatements/GetAmsiveStatementUrl': () => ({
          status: 200,
          data: { StatementUrl: 'https://statements.example/s4' },
        }),
      },
      {},
      on,
    );
    await userEvent.click(await screen.findByRole('button', { name: `Statement 01/31/${thisYear}` }));
    await waitFor(() => expect(tab.location.href).toContain('/api/AccountEstatements/ViewStatement?'));
    expect(tab.location.href).toContain('Id=s0');
    expect(tab.location.href).toContain('token=pass-1');
    await userEvent.click(screen.getByRole('button', { name: `Statement 02/28/${thisYear}` }));
    const notice = await screen.findByRole('dialog', { name: 'Statement Provider' });
    expect(notice).toHaveStyle({ width: '500px' });
    await userEvent.click(within(notice).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(tab.location.href).toBe('https://statements.example/s4'));
  });

  it('opens provider 1 as a Broadridge document (passable token, id, yyyy-MM-dd date) and provider 3 at its own URL without a notice', async () => {
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const calls = setup(
      {
        'GET accountEStatements/GetStatementList': list(
          statement('s1', 1, `${thisYear}-01-31T00:00:00`),
          statement('s3', 3, `${thisYear}-02-28`),
        ),
        'GET PassableToken/GetPassableToken': () => ({ status: 200, data: '"pass-1"' }),
        'GET AccountEstatements/GetAmsiveStatementUrl': () => ({
          status: 200,
          data: { StatementUrl: 'https://statements.example/s3' },
        }),
      },
      {},
      on,
    );
    await userEvent.click(await screen.findByRole('button', { name: `Statement 01/31/${thisYear}` }));
    await waitFor(() => expect(tab.location.href).toContain('/api/AccountEStatements/GetBroadridgeDocument?'));
    const broadridge = new URL(tab.location.href, 'http://portal.test').searchParams;
    expect(Object.fromEntries(broadridge)).toEqual({ token: 'pass-1', documentId: 's1', date: `${thisYear}-01-31` });
    await userEvent.click(screen.getByRole('button', { name: `Statement 02/28/${thisYear}` }));
    await waitFor(() => expect(tab.location.href).toBe('https://statements.example/s3'));
    expect(screen.queryByRole('dialog', { name: 'Statement Provider' })).toBeNull();
    expect(calls.find((c) => c.url.includes('GetAmsiveStatementUrl'))?.params).toMatchObject({
      Id: 's3',
      Number: '0001-734140-5',
    });
  });

  it('a blank provider URL says the statement could not be opened', async () => {
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    setup(
      {
        'GET accountEStatements/GetStatementList': list(statement('s3', 3)),
        'GET AccountEstatements/GetAmsiveStatementUrl': () => ({ status: 200, data: { StatementUrl: '' } }),
      },
      {},
      on,
    );
    await userEvent.click(await screen.findByRole('button', { name: /Statement/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The statement could not be opened. Please try again.');
    expect(tab.close).toHaveBeenCalled();
  });
});
