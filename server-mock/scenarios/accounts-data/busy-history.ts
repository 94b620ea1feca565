/**
 * A checking account with a long, busy history (the `many-accounts` scenario): `count` rows over
 * the last years, several a day, ending at the account's balance. It is what "All" on an old
 * account returns, for the history table's responsiveness bench (5,000 rows).
 */
import { addDays, type IsoDay } from '../../../schemas/src/rules/calendar.ts';
import { roundDollars as cents } from '../../../schemas/src/rules/money.ts';
import type { SeedHistoryRow } from '../../store/accounts/history-repo.ts';
import type { StoredAccount } from '../../store/accounts/stored-account.ts';

const PAYEES = [
  'Debit card - H-E-B GROCERY',
  'Debit card - SHELL OIL',
  'Online bill pay - CITY UTILITIES',
  'ATM withdrawal',
  'Debit card - CAFÉ OLÉ',
  'Zelle to Núñez',
];

/** One seeded account with its history. */
export interface SeededAccount {
  account: StoredAccount;
  history: SeedHistoryRow[];
}

/** Replaces the account's history with `count` rows ending today; balance and available balance follow. */
export function withBusyHistory(
  seeded: SeededAccount,
  count: number,
  today: IsoDay,
  random: () => number,
): SeededAccount {
  const perDay = 4;
  const firstDay = addDays(today, -Math.ceil(count / perDay));
  let balance = 2500;
  const history: SeedHistoryRow[] = [];
  for (let i = 0; i < count; i++) {
    const date = addDays(firstDay, Math.floor(i / perDay));
    const payday = i % 40 === 0;
    // About +0 a pay cycle: 39 card payments averaging $55 against one $2,150 payroll.
    const amount = payday ? 2150 : -cents(5 + random() * 100);
    const description = payday ? 'Payroll deposit - ACME LOGISTICS' : PAYEES[i % PAYEES.length]!;
    balance = cents(balance + amount);
    const slot = i % perDay;
    history.push({
      date,
      time: `${String(8 + slot * 3).padStart(2, '0')}:${String((i * 7) % 60).padStart(2, '0')}`,
      description,
      principal: amount,
      interest: 0,
      other: 0,
      total: amount,
      runningBalance: balance,
    });
  }
  return { account: { ...seeded.account, balance, availableBalance: balance, openedOn: firstDay }, history };
}
