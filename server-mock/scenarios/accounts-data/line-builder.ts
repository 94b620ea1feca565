/**
 * Builds a line of credit (type 9): an opening advance, monthly payments, two later advances, so
 * the balance, available credit and the history's running balances agree.
 */
import type { StoredAccount, StoredLoanFacts } from '../../store/accounts/stored-account.ts';
import { addDays, addMonths, daysBetween, monthStart, type IsoDay } from '../../../schemas/src/rules/calendar.ts';
import { roundDollars as cents } from '../../../schemas/src/rules/money.ts';
import type { SeedHistoryRow } from '../../store/accounts/history-repo.ts';

/** Terms of a seeded line of credit. */
export interface LineTerms {
  base: Omit<StoredAccount, 'balance' | 'availableBalance' | 'loan' | 'openedOn' | 'comment' | 'status'>;
  creditLimit: number;
  openedOn: IsoDay;
  /** Today in the sandbox's calendar. */
  today: IsoDay;
  payment: StoredLoanFacts['payment'];
}

/** Advances (month index → amount) after the opening draw. */
const ADVANCES: Record<number, number> = { 9: 900, 19: 650 };

/** The line of credit and its history rows (oldest first). */
export function buildLine(t: LineTerms): { account: StoredAccount; history: SeedHistoryRow[] } {
  const r = t.base.rate / 100 / 12;
  let balance = 2500;
  const history: SeedHistoryRow[] = [
    {
      date: t.openedOn,
      time: '11:40',
      description: 'Advance - online transfer',
      principal: -2500,
      interest: 0,
      other: 0,
      total: -2500,
      runningBalance: balance,
    },
  ];
  let m = 1;
  for (; ; m++) {
    const due = addMonths(t.openedOn, m);
    if (due > t.today) break;
    const advance = ADVANCES[m];
    if (advance) {
      balance = cents(balance + advance);
      history.push({
        date: addDays(monthStart(due), 2),
        time: '15:20',
        description: 'Advance - online transfer',
        principal: -advance,
        interest: 0,
        other: 0,
        total: -advance,
        runningBalance: balance,
      });
    }
    const interest = cents(balance * r);
    const principal = Math.min(balance, 60);
    balance = cents(balance - principal);
    history.push({
      date: due,
      time: '08:45',
      description: 'Payment - thank you',
      principal,
      interest,
      other: 0,
      total: cents(principal + interest),
      runningBalance: balance,
    });
  }
  const minimum = cents(Math.max(35, balance * 0.03));
  const last = history[history.length - 1] as SeedHistoryRow;
  const accrued = cents((balance * (t.base.rate / 100) * daysBetween(last.date, t.today)) / 365);
  const year = Number(t.today.slice(0, 4));
  const interestIn = (y: number) =>
    cents(history.filter((h) => h.date.startsWith(String(y))).reduce((s, h) => s + h.interest, 0));
  const loan: StoredLoanFacts = {
    monthlyInstallment: minimum,
    amountDue: minimum,
    dueDate: addMonths(t.openedOn, m),
    pastDue: false,
    pastDueAmount: 0,
    daysPastDue: 0,
    delinquent: false,
    feesDue: 0,
    lateChargesDue: 0,
    totalLoanFees: 0,
    payoffAmount: cents(balance + accrued),
    originalAmount: t.creditLimit,
    originationDate: t.openedOn,
    maturityDate: addMonths(t.openedOn, 120),
    lastPaymentDate: last.date,
    lastPaymentAmount: last.total,
    currentYearToDateInterest: interestIn(year),
    lastYearToDateInterest: interestIn(year - 1),
    billingFrequency: 'Monthly',
    mailPreference: 1,
    creditLimit: t.creditLimit,
    availableCredit: cents(t.creditLimit - balance),
    payment: t.payment,
  };
  return {
    account: {
      ...t.base,
      comment: '',
      status: '',
      balance,
      availableBalance: cents(balance + accrued),
      openedOn: t.openedOn,
      loan,
    },
    history,
  };
}
