/**
 * Builds an installment loan from its terms by amortizing it month by month up to "now", so the
 * balance, the history's running balances, the last payment, year-to-date interest and the
 * past-due state all agree with each other.
 */
import type { StoredAccount, StoredLoanFacts } from '../../store/accounts/stored-account.ts';
import { addMonths, daysBetween, type IsoDay } from '../../../schemas/src/rules/calendar.ts';
import { roundDollars as cents } from '../../../schemas/src/rules/money.ts';
import type { SeedHistoryRow } from '../../store/accounts/history-repo.ts';

/** Terms of a seeded loan. */
export interface LoanTerms {
  base: Omit<StoredAccount, 'balance' | 'availableBalance' | 'loan' | 'openedOn' | 'comment' | 'status'>;
  original: number;
  termMonths: number;
  /** Origination date. */
  openedOn: IsoDay;
  /** Payments missed at the end (1 past due, 3 delinquent). */
  missed: number;
  /** Paid in full: comment CLOSED, balance 0. */
  closed: boolean;
  /** Today in the sandbox's calendar. */
  today: IsoDay;
  payment: StoredLoanFacts['payment'];
}

/** The monthly installment of an amortizing loan. */
export function installmentOf(original: number, ratePct: number, termMonths: number): number {
  const r = ratePct / 100 / 12;
  return cents((original * r) / (1 - (1 + r) ** -termMonths));
}

/** The loan account and its history rows (oldest first). */
export function buildLoan(t: LoanTerms): { account: StoredAccount; history: SeedHistoryRow[] } {
  const r = t.base.rate / 100 / 12;
  const installment = installmentOf(t.original, t.base.rate, t.termMonths);
  const history: SeedHistoryRow[] = [
    {
      date: t.openedOn,
      time: '10:15',
      description: 'Loan disbursement',
      principal: -t.original,
      interest: 0,
      other: 0,
      total: -t.original,
      runningBalance: t.original,
    },
  ];
  let balance = t.original;
  let k = 1;
  const dueDates: IsoDay[] = [];
  for (; k <= t.termMonths; k++) {
    const due = addMonths(t.openedOn, k);
    if (due > t.today) break;
    dueDates.push(due);
  }
  const paidCount = t.closed ? dueDates.length : Math.max(0, dueDates.length - t.missed);
  for (let i = 0; i < paidCount && balance > 0; i++) {
    const interest = cents(balance * r);
    const last = t.closed && i === paidCount - 1;
    const principal = last ? balance : Math.min(balance, cents(installment - interest));
    balance = cents(balance - principal);
    const date = dueDates[i] as IsoDay;
    history.push({
      date,
      time: '09:02',
      description: last ? 'Payoff payment' : 'Payment - thank you',
      principal,
      interest,
      other: 0,
      total: cents(principal + interest),
      runningBalance: balance,
    });
  }
  const lastRow = history[history.length - 1] as SeedHistoryRow;
  const firstUnpaid = t.closed ? undefined : (dueDates[paidCount] ?? addMonths(t.openedOn, dueDates.length + 1));
  const daysPastDue = firstUnpaid && firstUnpaid < t.today ? daysBetween(firstUnpaid, t.today) : 0;
  const missed = t.closed ? 0 : dueDates.length - paidCount;
  const lateChargesDue = cents(missed * 25);
  const miscFees = missed >= 3 ? 15 : 0;
  const totalLoanFees = cents(lateChargesDue + miscFees);
  const accrued = cents((balance * (t.base.rate / 100) * daysBetween(lastRow.date, t.today)) / 365);
  const payoffAmount = t.closed ? 0 : cents(balance + accrued + totalLoanFees);
  const year = Number(t.today.slice(0, 4));
  const interestIn = (y: number) =>
    cents(history.filter((h) => h.date.startsWith(String(y))).reduce((s, h) => s + h.interest, 0));
  const loan: StoredLoanFacts = {
    monthlyInstallment: installment,
    amountDue: t.closed ? 0 : cents(Math.max(1, missed) * installment + totalLoanFees),
    dueDate: firstUnpaid ?? '0001-01-01',
    pastDue: daysPastDue > 0,
    pastDueAmount: cents(missed * installment),
    daysPastDue,
    delinquent: daysPastDue >= 60,
    feesDue: totalLoanFees,
    lateChargesDue,
    totalLoanFees,
    payoffAmount,
    originalAmount: t.original,
    originationDate: t.openedOn,
    maturityDate: addMonths(t.openedOn, t.termMonths),
    lastPaymentDate: history.length > 1 ? lastRow.date : '0001-01-01',
    lastPaymentAmount: history.length > 1 ? lastRow.total : 0,
    currentYearToDateInterest: interestIn(year),
    lastYearToDateInterest: interestIn(year - 1),
    billingFrequency: 'Monthly',
    mailPreference: 1,
    payment: t.payment,
  };
  const status = t.closed ? 'Closed' : daysPastDue >= 60 ? 'Delinquent' : daysPastDue > 0 ? 'Past Due' : '';
  const account: StoredAccount = {
    ...t.base,
    comment: t.closed ? 'CLOSED' : '',
    status,
    balance,
    availableBalance: payoffAmount,
    openedOn: t.openedOn,
    loan,
  };
  return { account, history };
}
