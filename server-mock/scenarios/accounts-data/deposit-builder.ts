/**
 * Builds a deposit or investment account with 13 months of activity after a balance-forward row,
 * so the running balances add up to the account balance. For deposits a positive PrincipalAmount
 * adds to the balance (the opposite of loans, where a payment reduces it).
 */
import type { AccountTypeCode, StoredAccount } from '../../store/accounts/stored-account.ts';
import { addDays, addMonths, monthStart, type IsoDay } from '../../../schemas/src/rules/calendar.ts';
import { roundDollars as cents } from '../../../schemas/src/rules/money.ts';
import type { SeedHistoryRow } from '../../store/accounts/history-repo.ts';

/** Terms of a seeded deposit or investment. */
export interface DepositTerms {
  base: Omit<StoredAccount, 'balance' | 'availableBalance' | 'loan' | 'openedOn' | 'comment' | 'status'> & {
    typeCode: AccountTypeCode;
  };
  openingBalance: number;
  openedOn: IsoDay;
  /** Today in the sandbox's calendar. */
  today: IsoDay;
  random: () => number;
}

/** Monthly movements per account type: [description, amount] (amount may be a range's middle). */
function movements(typeCode: AccountTypeCode, random: () => number, balance: number, rate: number): [string, number][] {
  const interest: [string, number] = [
    typeCode >= 7 ? 'Dividend reinvested' : 'Interest credit',
    cents((balance * rate) / 100 / 12),
  ];
  switch (typeCode) {
    case 3:
      return [
        ['Payroll deposit - ACME LOGISTICS', 2150],
        ['Debit card - H-E-B GROCERY', -cents(80 + random() * 140)],
        ['Check #' + (1000 + Math.floor(random() * 900)), -cents(200 + random() * 600)],
        ['Online bill pay - CITY UTILITIES', -cents(90 + random() * 70)],
        ['ATM withdrawal', -cents(40 + Math.floor(random() * 5) * 20)],
        ['Transfer to savings', -200],
        interest,
      ];
    case 1:
      return [
        ['Transfer from checking', 200],
        ...(random() < 0.2 ? [['Withdrawal - branch', -cents(150 + random() * 250)] as [string, number]] : []),
        interest,
      ];
    default:
      return [interest];
  }
}

/** The account and its history rows (oldest first). */
export function buildDeposit(t: DepositTerms): { account: StoredAccount; history: SeedHistoryRow[] } {
  const start = monthStart(addMonths(t.today, -13));
  let balance = t.openingBalance;
  const history: SeedHistoryRow[] = [
    {
      date: start,
      time: '00:01',
      description: 'Balance forward',
      principal: 0,
      interest: 0,
      other: 0,
      total: 0,
      runningBalance: balance,
    },
  ];
  for (let m = 0; m < 13; m++) {
    const firstOfMonth = addMonths(start, m);
    movements(t.base.typeCode, t.random, balance, t.base.rate).forEach(([description, amount], i) => {
      const date = addDays(firstOfMonth, Math.min(27, 2 + i * 4));
      if (date > t.today) return;
      const isInterest = /Interest|Dividend/.test(description);
      balance = cents(balance + amount);
      history.push({
        date,
        time: `${String(8 + i).padStart(2, '0')}:${String(10 + ((i * 7) % 50)).padStart(2, '0')}`,
        description,
        principal: isInterest ? 0 : amount,
        interest: isInterest ? amount : 0,
        other: 0,
        total: amount,
        runningBalance: balance,
      });
    });
  }
  const certificate = t.base.typeCode === 5 || t.base.typeCode === 6;
  return {
    account: {
      ...t.base,
      comment: '',
      status: '',
      balance,
      // Certificates are not withdrawable before maturity; checking and savings are.
      availableBalance: certificate ? 0 : balance,
      openedOn: t.openedOn,
    },
    history,
  };
}
