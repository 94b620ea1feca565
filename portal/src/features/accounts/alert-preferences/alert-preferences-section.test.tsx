import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, type FakeRoutes } from '@/api/testing/fake-api-adapter';
import { readInLanguage, renderShell, resetShellState } from '@/testing/render-shell';
import { LOAN_NUMBER } from '../testing/loan-fixtures';
import { AlertPreferencesSection } from './alert-preferences-section';

const ALERTS = {
  TextAlerts: { AlertLoanDelinquent: false, EstatementAlert: true },
  EmailAlerts: {
    AlertLoanDelinquent: true,
    AlertLoanDueDate3: true,
    AlertLoanDueDate3Before: false,
    AlertLoanDueDate3Days: 2,
  },
};

let restore = () => {};
afterEach(() => {
  restore();
  resetShellState();
});

function renderSection(routes: FakeRoutes = {}) {
  const fake = installFakeApi(routes);
  restore = fake.restore;
  const onDirty = vi.fn();
  renderShell(
    [
      {
        path: 'loan',
        element: <AlertPreferencesSection accountNumber={LOAN_NUMBER} alerts={ALERTS} onDirtyChange={onDirty} />,
      },
    ],
    '/loan',
  );
  return { calls: fake.calls, onDirty };
}

const group = (name: string) => screen.getByRole('group', { name });
const reminder = (n: number) => screen.getAllByRole('checkbox', { name: `Due Date Reminder ${n}` })[0]!;

describe('alert preferences (accounts spec §2, §4 Alerts, §8, §9)', () => {
  it('when loaded then text and e-mail alerts and the due-date alerts show the saved choices; days inputs have max lengths 3, 3, 20, 20', () => {
    renderSection();
    expect(screen.getByRole('heading', { name: 'Generated Alerts' })).toBeInTheDocument();
    expect(group('Text Alerts')).toBeInTheDocument();
    expect(
      screen.getAllByRole('checkbox', { name: 'Loan Delinquent' }).map((c) => (c as HTMLInputElement).checked),
    ).toEqual([false, true]);
    expect(
      screen.getAllByRole('checkbox', { name: 'E-Statement Available' }).map((c) => (c as HTMLInputElement).checked),
    ).toEqual([true, false]);
    expect(reminder(3)).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Due Date Reminder 3: When' })).toHaveValue('after');
    expect(screen.getByRole('textbox', { name: 'Due Date Reminder 3: Days' })).toHaveValue('2');
    expect(
      [1, 2, 3, 4].map((n) =>
        screen.getByRole('textbox', { name: `Due Date Reminder ${n}: Days` }).getAttribute('maxlength'),
      ),
    ).toEqual(['3', '3', '20', '20']);
    // The unit is written next to each number, not only in its accessible name.
    expect(screen.getByRole('textbox', { name: 'Due Date Reminder 3: Days' }).parentElement).toHaveTextContent(
      /^Days$/,
    );
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('when a due-date alert with empty days is ticked then it reads 15 days before; Save and Reset appear, Reset restores', async () => {
    const { onDirty } = renderSection();
    await userEvent.click(reminder(1));
    expect(screen.getByRole('combobox', { name: 'Due Date Reminder 1: When' })).toHaveValue('before');
    expect(screen.getByRole('textbox', { name: 'Due Date Reminder 1: Days' })).toHaveValue('15');
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(onDirty).toHaveBeenLastCalledWith(true);
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(reminder(1)).not.toBeChecked();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    // Reset left with the changes: focus is on the first alert, not lost to the page's start.
    expect(screen.getAllByRole('checkbox', { name: 'Loan Delinquent' })[0]).toHaveFocus();
    expect(onDirty).toHaveBeenLastCalledWith(false);
  });

  it('when saved then AccountAlerts gets the account and every alert, and a check mark shows', async () => {
    const { calls } = renderSection({
      'POST AccountAlerts': () => ({ status: 200, data: { HasNoErrors: true, Errors: [] } }),
    });
    await userEvent.click(reminder(2));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Alert preferences saved')).toBeInTheDocument();
    const body = calls.find((c) => c.url === 'AccountAlerts')?.body as Record<string, Record<string, unknown>>;
    expect(body.AccountNumber).toBe(LOAN_NUMBER);
    expect(body.TextAlerts).toEqual({ AlertLoanDelinquent: false, EstatementAlert: true });
    expect(body.EmailAlerts).toMatchObject({
      AlertLoanDelinquent: true,
      AlertLoanDueDate2: true,
      AlertLoanDueDate2Before: true,
      AlertLoanDueDate2Days: 15,
      AlertLoanDueDate3Days: 2,
      AlertLoanDueDate1Days: null,
    });
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    await waitFor(() => expect(screen.getAllByRole('checkbox', { name: 'Loan Delinquent' })[0]).toHaveFocus());
  });

  it("when the server refuses then its errors show; when the call fails then 'Error'", async () => {
    let answer: { status: number; data: unknown } = {
      status: 200,
      data: { HasNoErrors: false, Errors: [{ ErrorMessage: 'Alert days are out of range.' }] },
    };
    renderSection({ 'POST AccountAlerts': () => answer });
    await userEvent.click(reminder(4));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Alert days are out of range.');
    // In a Spanish page the host's English words are marked; the portal's own text is not.
    await readInLanguage('es');
    expect(within(screen.getByRole('alert')).getByRole('listitem')).toHaveAttribute('lang', 'en');
    await readInLanguage('en');
    answer = { status: 500, data: {} };
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^Error$/));
    expect(within(screen.getByRole('alert')).getByRole('listitem')).not.toHaveAttribute('lang');
    await readInLanguage('es');
    expect(within(screen.getByRole('alert')).getByRole('listitem')).not.toHaveAttribute('lang');
  });
});
