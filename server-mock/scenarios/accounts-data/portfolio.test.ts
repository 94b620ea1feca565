import { describe, expect, it } from 'vitest';
import { isValidAccountNumber } from '../../../schemas/src/rules/account-number.ts';
import { allScenarios } from '../all-scenarios.ts';
import { buildPortfolio, type Layouts } from './portfolio.ts';
import { buildStatements } from './statements.ts';

const NOW = new Date('2025-06-15T15:00:00.000Z');
const DEFAULT: Layouts = {
  loan: { office: 4, account: 6, checkDigit: 1 },
  deposit: { office: 4, account: 6, checkDigit: 1 },
};
const CONSUMER: Layouts = {
  loan: { office: 2, account: 8, checkDigit: 0 },
  deposit: { office: 2, account: 8, checkDigit: 0 },
};

const portfolios = (layouts: Layouts) => {
  const taken = new Set<string>();
  return allScenarios.map((s, slot) => ({ s, accounts: buildPortfolio(s, slot, NOW, layouts, taken) }));
};

describe('seeded portfolios', () => {
  it.each([
    ['default', DEFAULT],
    ['consumer-finance', CONSUMER],
  ] as const)(
    'when seeded for the %s institution then every number is unique and valid for its lengths, with the servicing branch as office',
    (_name, layouts) => {
      const all = portfolios(layouts);
      const numbers = all.flatMap((p) => p.accounts.map((a) => a.account.accountNumber));
      expect(new Set(numbers).size).toBe(numbers.length);
      for (const { s, accounts } of all) {
        for (const { account } of accounts) {
          const lengths = account.typeCode === 0 || account.typeCode === 9 ? layouts.loan : layouts.deposit;
          expect(isValidAccountNumber(account.accountNumber, lengths)).toBe(true);
          expect(Number(account.accountNumber.split('-')[0])).toBe(
            Number(s.person.servicingBranch.slice(-lengths.office)),
          );
        }
      }
    },
  );

  it('when portfolios follow the tags then no-accounts has none, deposit-only only deposits and the others a loan', () => {
    for (const { s, accounts } of portfolios(DEFAULT)) {
      const types = accounts.map((a) => a.account.typeCode);
      if (s.tags.includes('no-accounts')) expect(types).toEqual([]);
      else if (s.tags.includes('deposit-only')) expect(types.every((t) => [1, 3, 5, 6].includes(t))).toBe(true);
      else expect(types.some((t) => t === 0 || t === 9)).toBe(true);
    }
  });

  it('when every loan is built then its history runs from the disbursement to the balance, and the payoff covers the balance', () => {
    for (const { accounts } of portfolios(DEFAULT)) {
      for (const { account, history } of accounts.filter((a) => a.account.loan)) {
        let balance = 0;
        for (const row of history) {
          balance = Math.round((balance - row.principal) * 100) / 100;
          expect(row.runningBalance).toBeCloseTo(balance, 2);
        }
        expect(balance).toBeCloseTo(account.balance, 2);
        expect(account.loan!.payoffAmount).toBeGreaterThanOrEqual(account.balance);
      }
    }
  });

  it('when statements are built for a loan opened years ago then the current year and the two before have them, monthly', () => {
    const { accounts } = portfolios(DEFAULT).find((p) => p.s.tags.includes('delinquent'))!;
    const loan = accounts.find((a) => a.account.typeCode === 0)!;
    const statements = buildStatements(loan.account.accountNumber, 0, loan.account.openedOn, loan.history, NOW);
    const years = new Map<string, number>();
    for (const st of statements) years.set(st.date.slice(0, 4), (years.get(st.date.slice(0, 4)) ?? 0) + 1);
    expect(Object.fromEntries(years)).toEqual({ '2023': 12, '2024': 12, '2025': 5 });
  });

  it('when the delinquent and past-due loans are built then their days past due are 60+ and under 30', () => {
    const loanOf = (tag: string) =>
      portfolios(DEFAULT).find((p) => p.s.tags.includes(tag as never))!.accounts[0]!.account.loan!;
    expect(loanOf('delinquent')).toMatchObject({ delinquent: true, pastDue: true });
    expect(loanOf('delinquent').daysPastDue).toBeGreaterThanOrEqual(60);
    expect(loanOf('past-due')).toMatchObject({ delinquent: false, pastDue: true, daysPastDue: 12 });
  });

  it('when the many-accounts user is built then it has 50 accounts of every type and a checking account with 5,000 rows ending at its balance', () => {
    const { accounts } = portfolios(DEFAULT).find((p) => p.s.tags.includes('many-accounts'))!;
    expect(accounts).toHaveLength(50);
    expect(new Set(accounts.map((a) => a.account.typeCode))).toEqual(new Set([0, 1, 3, 5, 6, 7, 8, 9]));
    const [busy] = accounts;
    expect(busy!.account.typeCode).toBe(3);
    expect(busy!.history).toHaveLength(5000);
    expect(busy!.history.at(-1)!.runningBalance).toBe(busy!.account.balance);
    expect(busy!.account.balance).toBeGreaterThan(0);
  });
});
