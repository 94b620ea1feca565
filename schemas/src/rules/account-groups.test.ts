import { describe, expect, it } from 'vitest';
import {
  emptyListMessage,
  groupAccounts,
  groupOf,
  isClosedAccount,
  rowTone,
  shownComment,
  shownDueDate,
  shownStatus,
  showsMakePayment,
  type AccountEntry,
} from './account-groups';

const loan = (extra: Partial<AccountEntry> = {}): AccountEntry => ({
  Number: '0001-100001-1',
  Type: 0,
  Comment: '',
  LoanDueDate: '2026-12-01',
  ...extra,
});

describe('dashboard account lists (accounts spec §2, §3)', () => {
  it('type codes: 0 loan, 9 line of credit, 1 3 5 6 deposit, 7 8 investment', () => {
    expect([0, 9, 1, 3, 5, 6, 7, 8, 2].map(groupOf)).toEqual([
      'loans',
      'linesOfCredit',
      'deposits',
      'deposits',
      'deposits',
      'deposits',
      'investments',
      'investments',
      undefined,
    ]);
  });

  it('a comment containing CLOSED marks the account closed; open markers do not', () => {
    expect(isClosedAccount({ Comment: 'Loan CLOSED 2025' })).toBe(true);
    expect(isClosedAccount({ Comment: 'closed' })).toBe(true);
    for (const open of ['', '{code}', 'irso']) expect(isClosedAccount({ Comment: open })).toBe(false);
  });

  it("the value '{code}' is blanked, an empty status shows Current", () => {
    expect(shownComment('{code}')).toBe('');
    expect(shownComment('irso')).toBe('irso');
    expect(shownStatus('', 'Current')).toBe('Current');
    expect(shownStatus('Past Due', 'Current')).toBe('Past Due');
  });

  it('closed accounts have their due date cleared; past-due loans get the warning style, closed ones the closed style', () => {
    expect(shownDueDate(loan({ Comment: 'CLOSED' }))).toBeNull();
    expect(shownDueDate(loan())).toBe('2026-12-01');
    expect(rowTone(loan({ LoanPastDue: true }))).toBe('pastDue');
    expect(rowTone(loan({ LoanPastDue: true, Comment: 'CLOSED' }))).toBe('closed');
    expect(rowTone(loan())).toBe('normal');
  });

  it('a list appears only when accounts of its type exist; closed ones only with the toggle on', () => {
    const accounts = [
      loan({ Comment: 'CLOSED' }),
      { Number: 'D1', Type: 1, Comment: '' },
      { Number: 'I1', Type: 8, Comment: '' },
    ];
    expect([...groupAccounts(accounts, false).keys()]).toEqual(['deposits', 'investments']);
    expect([...groupAccounts(accounts, true).keys()]).toEqual(['loans', 'deposits', 'investments']);
  });

  it("'No Existing Accounts' without accounts; 'No open accounts.' when all are closed and hidden", () => {
    expect(emptyListMessage([], false)).toBe('noAccounts');
    expect(emptyListMessage([], true)).toBe('noAccounts');
    expect(emptyListMessage([loan({ Comment: 'CLOSED' })], false)).toBe('noOpenAccounts');
    expect(emptyListMessage([loan({ Comment: 'CLOSED' })], true)).toBeNull();
    expect(emptyListMessage([loan()], false)).toBeNull();
  });

  it('Make Payment needs a loan (or line of credit) and disableEZPayOption off', () => {
    expect(showsMakePayment([loan()], false)).toBe(true);
    expect(showsMakePayment([loan({ Type: 9 })], false)).toBe(true);
    expect(showsMakePayment([loan()], true)).toBe(false);
    expect(showsMakePayment([{ Number: 'D', Type: 1 }], false)).toBe(false);
  });

  it('Make Payment does not count a closed loan: it takes no payment (the closed-loan borrower)', () => {
    expect(showsMakePayment([loan({ Comment: 'CLOSED' }), { Number: 'D', Type: 1 }], false)).toBe(false);
    expect(showsMakePayment([loan({ Comment: 'CLOSED' }), loan({ Number: '0001-100002-9' })], false)).toBe(true);
  });
});
