import { describe, expect, it } from 'vitest';
import { displayAccountNumber, isPayableComment, payableLoans, preselectedLoan } from './payable-loans';

const acct = (Number: string, Type: number, Comment = '') => ({ Number, Type, Comment });

describe('payable loans (payments spec §2 "only accounts whose comment is empty or \'nox$\'")', () => {
  it('when the comment is empty or nox$ then the loan is payable; irso and closed are not', () => {
    expect(isPayableComment('')).toBe(true);
    expect(isPayableComment('nox$')).toBe(true);
    expect(isPayableComment(' NOX$ ')).toBe(true);
    expect(isPayableComment(undefined)).toBe(true);
    expect(isPayableComment('irso')).toBe(false);
    expect(isPayableComment('CLOSED')).toBe(false);
  });
  it('when the list mixes types then only loans (0) and lines of credit (9) with a payable comment stay, in order', () => {
    const list = [
      acct('01-1-1', 1),
      acct('01-2-2', 0),
      acct('01-3-3', 9, 'nox$'),
      acct('01-4-4', 0, 'CLOSED'),
      acct('01-5-5', 0, 'irso'),
      acct('01-6-6', 7),
    ];
    expect(payableLoans(list).map((a) => a.Number)).toEqual(['01-2-2', '01-3-3']);
  });
});

describe('account number display (branch-number-checkdigit)', () => {
  it('when remove-check-digit is on then only branch and number show', () => {
    expect(displayAccountNumber('0001-734140-5', true)).toBe('0001-734140');
    expect(displayAccountNumber('0001-734140-5', false)).toBe('0001-734140-5');
  });
  it('when the number has no check digit part then it shows as it is', () => {
    expect(displayAccountNumber('12-34567890', true)).toBe('12-34567890');
  });
});

describe('preselected account ("With exactly one account it is preselected"; /payment/{accountNumber})', () => {
  const loans = [acct('0001-100-5', 0), acct('0001-200-3', 9)];
  it('when exactly one loan exists then it is preselected', () => {
    expect(preselectedLoan([loans[0]!])?.Number).toBe('0001-100-5');
  });
  it('when several exist and no route account then none is preselected', () => {
    expect(preselectedLoan(loans)).toBeUndefined();
  });
  it('when the route names one (with or without check digit) then it is preselected', () => {
    expect(preselectedLoan(loans, '0001-200-3')?.Number).toBe('0001-200-3');
    expect(preselectedLoan(loans, '0001-200')?.Number).toBe('0001-200-3');
  });
  it('when the route names an account not in the list then the one-account rule still applies', () => {
    expect(preselectedLoan(loans, '9999-1-1')).toBeUndefined();
    expect(preselectedLoan([loans[1]!], '9999-1-1')?.Number).toBe('0001-200-3');
  });
});
