import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HistoryRow } from '@/api/accounts/account-types';
import { installFakeApi, type FakeRoutes } from '@/api/testing/fake-api-adapter';
import { readInLanguage, renderShell, resetShellState } from '@/testing/render-shell';
import { AccountHistorySection } from './account-history-section';

let restore = () => {};
afterEach(() => {
  restore();
  resetShellState();
  vi.restoreAllMocks();
});

const row = (date: string, description: string, total: number, extra: Partial<HistoryRow> = {}): HistoryRow => ({
  TransactionDate: date,
  TransactionTime: '09:30',
  TransactionDescription: description,
  PrincipalAmount: total - 10,
  InterestAmount: 10,
  OtherAmount: 0,
  TotalPaymentAmount: total,
  RunningPrincipalBalance: 5000 - total,
  ...extra,
});

const ROWS = [
  row('2026-11-01', 'Payment', 350),
  row('2026-10-01', 'Late charge', 25),
  row('2026-11-15', 'Advance', 1200.5),
];
const ok = (List: HistoryRow[]) => () => ({ status: 200, data: { HasNoErrors: true, List, Errors: [] } });

function setup(routes: FakeRoutes, settings: Record<string, string> = {}, props: { daysSinceOpened?: number } = {}) {
  const fake = installFakeApi(routes);
  restore = fake.restore;
  renderShell([{ path: 'x', element: <AccountHistorySection accountNumber="0001-734140-5" {...props} /> }], '/x', {
    settings,
  });
  return fake.calls;
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const firstCells = () => bodyRows().map((r) => within(r).getAllByRole('cell')[2]?.textContent);

// Rendering a table of 5,000 rows in jsdom is slow on a busy machine: these tests get 20 s.
describe('account history section', { timeout: 20_000 }, () => {
  it('asks for 30 days by default and shows the eight columns, newest date first', async () => {
    const calls = setup({ 'GET AccountHistory': ok(ROWS) });
    await screen.findByRole('table');
    expect(calls[0]?.params).toEqual({ accountNumber: '0001-734140-5', days: '30', downloadCSV: 'false' });
    expect(screen.getByRole('radio', { name: '30 Days' })).toBeChecked();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼]/g, ''));
    expect(headers).toEqual([
      'Date',
      'Time',
      'Description',
      'Principal',
      'Interest',
      'Other',
      'Total Payment',
      'Principal Balance',
    ]);
    expect(firstCells()).toEqual(['Advance', 'Payment', 'Late charge']);
    expect(within(bodyRows()[0]!).getAllByRole('cell')[0]).toHaveTextContent('11/15/2026');
    expect(within(bodyRows()[0]!).getAllByRole('cell')[6]).toHaveTextContent('$1,200.50');
    expect(screen.getByRole('columnheader', { name: /Date/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('a header click sorts by that column (number, string), a second click reverses it', async () => {
    setup({ 'GET AccountHistory': ok(ROWS) });
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: /Total Payment/ }));
    expect(firstCells()).toEqual(['Advance', 'Payment', 'Late charge']);
    await userEvent.click(screen.getByRole('button', { name: /Total Payment/ }));
    expect(firstCells()).toEqual(['Late charge', 'Payment', 'Advance']);
    expect(screen.getByRole('columnheader', { name: /Total Payment/ })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(screen.getByRole('button', { name: /Description/ }));
    expect(firstCells()).toEqual(['Payment', 'Late charge', 'Advance']);
  });

  it('60, 90 and All ask for their days; All asks for the days since opening', async () => {
    const calls = setup({ 'GET AccountHistory': ok(ROWS) }, {}, { daysSinceOpened: 1234 });
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('radio', { name: '90 Days' }));
    await userEvent.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(calls.map((c) => c.params.days)).toEqual(['30', '90', '1234']));
  });

  it('hidden options are left out; without 30 the first shown option is the default', async () => {
    const calls = setup(
      { 'GET AccountHistory': ok(ROWS) },
      { 'accountHistory.days30Hidden': 'true', 'accountHistory.allHidden': 'TRUE' },
    );
    await screen.findByRole('table');
    expect(screen.getAllByRole('radio').map((r) => r.parentElement?.textContent)).toEqual(['60 Days', '90 Days']);
    expect(calls[0]?.params.days).toBe('60');
  });

  it('no rows shows the empty text', async () => {
    setup({ 'GET AccountHistory': ok([]) });
    expect(await screen.findByText('No account history found.')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it.each([
    [
      'SecurityNotAllowed',
      { status: 200, data: { HasNoErrors: false, List: [], Errors: [{ ErrorMessage: 'SecurityNotAllowed' }] } },
      'Unable to get account history due to security reasons',
    ],
    [
      'an Error key',
      { status: 200, data: { HasNoErrors: false, List: [], Errors: [{ ErrorMessage: 'Error' }] } },
      'An error occurred trying to retrieve the account history',
    ],
    ['a failed call', { status: 400, data: {} }, 'An error occurred trying to retrieve the account history'],
  ])('%s shows its error text', async (_name, answer, text) => {
    setup({ 'GET AccountHistory': () => answer });
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('a download asks for a token with the period and type, and opens the file with it in a new tab', async () => {
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const calls = setup({
      'GET AccountHistory': ok(ROWS),
      'POST AccountHistory/RetrieveDownloadToken': () => ({ status: 200, data: 'tok-1' }),
    });
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() =>
      expect(tab.location.href).toMatch(/\/api\/AccountHistory\/DownloadAccountHistory\?token=tok-1$/),
    );
    expect(calls.at(-1)?.body).toEqual({ AccountNumber: '0001-734140-5', DaysOfHistory: 30, DownloadType: 1 });
    expect(tab.opener).toBeNull();
  });

  it('when the borrower reads Spanish then the table dates are es-US and the file is asked for in Spanish', async () => {
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const calls = setup({
      'GET AccountHistory': ok(ROWS),
      'POST AccountHistory/RetrieveDownloadToken': () => ({ status: 200, data: 'tok-1' }),
    });
    await screen.findByRole('table');
    await readInLanguage('es');
    expect(screen.getByRole('columnheader', { name: /Fecha/ })).toBeInTheDocument();
    expect(bodyRows().map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toContain('15/11/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Descargar CSV' }));
    await waitFor(() => expect(tab.location.href).toMatch(/token=tok-1$/));
    expect(calls.at(-1)?.body).toEqual({
      AccountNumber: '0001-734140-5',
      DaysOfHistory: 30,
      DownloadType: 0,
      Language: 'es',
    });
  });

  it('while a file is on its way the buttons are aria-disabled, not disabled (focus stays on the pressed one)', async () => {
    vi.spyOn(window, 'open').mockReturnValue({
      opener: {},
      location: { href: '' },
      close: vi.fn(),
    } as unknown as Window);
    let answer = (_: { status: number; data: unknown }) => {};
    setup({
      'GET AccountHistory': ok(ROWS),
      'POST AccountHistory/RetrieveDownloadToken': () => new Promise((resolve) => (answer = resolve)),
    });
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Download CSV' })).toHaveAttribute('aria-disabled', 'true'),
    );
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toHaveAttribute('aria-disabled', 'true');
    answer({ status: 200, data: 'tok-2' });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Download CSV' })).not.toHaveAttribute('aria-disabled'),
    );
  });

  it('a blocked pop-up and a failed token call each say so', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    setup({
      'GET AccountHistory': ok(ROWS),
      'POST AccountHistory/RetrieveDownloadToken': () => ({ status: 400, data: {} }),
    });
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The new tab was blocked. Please enable pop-ups for this site and try again.',
    );
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    open.mockReturnValue(tab as unknown as Window);
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('The download could not be started. Please try again.'),
    );
    expect(tab.close).toHaveBeenCalled();
  });

  it('5,000 rows render only a window of rows, and sorting reorders the whole list', async () => {
    // jsdom has no layout: the scroll box is 480 px high, as in a browser.
    const box = (el: HTMLElement) => (el.classList.contains('history-table') ? 480 : 41);
    vi.spyOn(Element.prototype, 'clientHeight', 'get').mockImplementation(function (this: Element) {
      return box(this as HTMLElement);
    });
    vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(960);
    const many = Array.from({ length: 5000 }, (_, i) => row('2020-01-01', `Row ${String(i).padStart(4, '0')}`, i));
    setup({ 'GET AccountHistory': ok(many) });
    await screen.findByRole('table');
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(5));
    expect(bodyRows().length).toBeLessThan(60);
    await userEvent.click(screen.getByRole('button', { name: /Total Payment/ }));
    expect(firstCells()[0]).toBe('Row 4999');
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '5001');
  });
});
