/**
 * Which accounts a scenario user has, by tag: the default portfolio (a current installment loan and
 * savings, plus a rotating extra so every type code appears), business accounts, the loan states
 * (past due, delinquent, closed, line of credit), none, or deposits only.
 */
import type { AccountNumberLengths } from '../../../schemas/src/rules/masks.ts';
import { composeAccountNumber } from '../../../schemas/src/rules/account-number.ts';
import type { Scenario } from '../scenario-types.ts';
import type { AccountTypeCode, StoredAccount, StoredLoanFacts } from '../../store/accounts/stored-account.ts';
import { addDays, addMonths } from '../../../schemas/src/rules/calendar.ts';
import { sandboxToday } from '../../sandbox-clock.ts';
import { buildDeposit } from './deposit-builder.ts';
import { hashText, seededRandom } from './seeded-random.ts';
import { buildLine } from './line-builder.ts';
import { buildLoan } from './loan-builder.ts';
import { withBusyHistory, type SeededAccount } from './busy-history.ts';

/** Account-number layouts of the institution. */
export interface Layouts {
  loan: AccountNumberLengths;
  deposit: AccountNumberLengths;
}

type Kind = 'loan' | 'line' | 'deposit';
interface Plan {
  kind: Kind;
  typeCode: AccountTypeCode;
  description: string;
  rate: number;
  amount: number;
  monthsOpen: number;
  term?: number;
  missed?: number;
  closed?: boolean;
}

const DEPOSIT_RATES: Record<number, [string, number]> = {
  1: ['Regular Savings', 0.35],
  3: ['Everyday Checking', 0.05],
  5: ['24-Month Share Certificate', 4.15],
  6: ['IRA Certificate', 3.9],
  7: ['Balanced Mutual Fund', 0],
  8: ['Brokerage Account', 0],
};
const dep = (typeCode: AccountTypeCode, amount: number, monthsOpen = 62): Plan => {
  const [description, rate] = DEPOSIT_RATES[typeCode] ?? ['Deposit', 0];
  return { kind: 'deposit', typeCode, description, rate: typeCode >= 7 ? 5.2 : rate, amount, monthsOpen };
};
const autoLoan = (extra: Partial<Plan> = {}): Plan => ({
  kind: 'loan',
  typeCode: 0,
  description: 'Auto Loan',
  rate: 6.49,
  amount: 24500,
  monthsOpen: 38,
  term: 72,
  ...extra,
});

/** 50 accounts of every type (the dashboard bench): 14 loans, 3 lines of credit, 23 deposits, 10 investments. */
function manyPlans(): Plan[] {
  const plans: Plan[] = [dep(3, 2500)];
  for (let i = 0; i < 14; i++)
    plans.push(
      autoLoan({
        description: i % 2 ? `Personal Loan ${i + 1}` : `Auto Loan ${i + 1}`,
        amount: 6000 + i * 1500,
        monthsOpen: 6 + i * 3,
        missed: i === 3 ? 1 : 0,
        closed: i === 13,
      }),
    );
  for (let i = 0; i < 3; i++)
    plans.push({
      kind: 'line',
      typeCode: 9,
      description: `Line of Credit ${i + 1}`,
      rate: 11.9,
      amount: 5000 + i * 2500,
      monthsOpen: 30,
    });
  const depositTypes: AccountTypeCode[] = [1, 3, 5, 6];
  for (let i = 0; i < 22; i++) plans.push(dep(depositTypes[i % 4]!, 1000 + i * 730));
  for (let i = 0; i < 10; i++) plans.push(dep(i % 2 ? 8 : 7, 5000 + i * 2100));
  return plans;
}

/** The plans for one user; `slot` rotates the extra accounts of default users. */
function plansFor(s: Scenario, slot: number): Plan[] {
  const has = (tag: string) => s.tags.includes(tag as never);
  if (has('no-accounts')) return [];
  if (has('many-accounts')) return manyPlans();
  if (has('deposit-only')) return [dep(1, 8200), dep(3, 2600), dep(5, 15000), dep(6, 22000)];
  if (has('business')) {
    return [
      {
        kind: 'loan',
        typeCode: 0,
        description: 'Commercial Equipment Loan',
        rate: 7.25,
        amount: 86000,
        monthsOpen: 40,
        term: 84,
      },
      { ...dep(3, 18400), description: 'Business Checking' },
      { ...dep(1, 42000), description: 'Business Savings' },
    ];
  }
  const plans: Plan[] = [];
  if (has('line-of-credit'))
    plans.push({
      kind: 'line',
      typeCode: 9,
      description: 'Personal Line of Credit',
      rate: 11.9,
      amount: 5000,
      monthsOpen: 30,
    });
  if (has('closed-loan'))
    plans.push(autoLoan({ description: 'Used Auto Loan', amount: 14200, term: 36, monthsOpen: 50, closed: true }));
  else if (has('delinquent')) plans.push(autoLoan({ missed: 3 }));
  else if (has('small-dollar'))
    plans.push({
      kind: 'loan',
      typeCode: 0,
      description: 'Small-Dollar Loan',
      rate: 24.9,
      amount: 600,
      monthsOpen: 2,
      term: 6,
    });
  else if (has('past-due'))
    plans.push({
      kind: 'loan',
      typeCode: 0,
      description: 'Personal Loan',
      rate: 9.99,
      amount: 8000,
      monthsOpen: 37,
      term: 48,
      missed: 1,
    });
  else if (!has('line-of-credit')) plans.push(autoLoan());
  plans.push(dep(1, 1250 + (slot % 5) * 310));
  if (has('line-of-credit')) plans.push(dep(7, 12500), dep(8, 30400));
  else if (slot % 3 === 0) plans.push(dep(3, 1900));
  else if (slot % 3 === 1) plans.push(dep(5, 10000), dep(7, 6400));
  else plans.push(dep(6, 18000), dep(8, 9100));
  return plans;
}

function paymentFlags(s: Scenario): StoredLoanFacts['payment'] {
  return {
    allowCards: true,
    allowAch: true,
    blockCardPayment: s.tags.includes('card-blocked'),
    blockAchPayment: s.tags.includes('ach-blocked'),
    recurringAllowed: true,
    payoffLocked: s.tags.includes('payoff-locked'),
    restrictionCode: '',
    holdCodes: [],
    paymentBlocked: false,
  };
}

/** The accounts of one scenario user. `taken` holds numbers already used (serials are probed past collisions). */
export function buildPortfolio(
  s: Scenario,
  slot: number,
  now: Date,
  layouts: Layouts,
  taken: Set<string>,
): SeededAccount[] {
  const random = seededRandom(hashText(s.username));
  const person = s.person;
  let serial = 100000 + (hashText(s.username) % 89000) * 10;
  const nextNumber = (lengths: AccountNumberLengths): string => {
    for (;;) {
      const candidate = composeAccountNumber(lengths, person.servicingBranch, serial++);
      if (!taken.has(candidate)) {
        taken.add(candidate);
        return candidate;
      }
    }
  };
  // Due dates fall 12 days before "now" so past-due and delinquent day counts are stable.
  const today = sandboxToday(() => now);
  const anchor = addDays(today, -12);
  const seeded = plansFor(s, slot).map((p) => {
    const lengths = p.kind === 'deposit' ? layouts.deposit : layouts.loan;
    const base = {
      accountNumber: nextNumber(lengths),
      userName: s.username.toLowerCase(),
      typeCode: p.typeCode,
      description: p.description,
      hidden: false,
      rate: p.rate,
      statementPreference: (p.kind === 'deposit' || slot % 2 === 0
        ? 'ElectronicOnly'
        : 'PaperOnly') as StoredAccount['statementPreference'],
      nameOnAccount: `${person.firstName} ${person.lastName}`,
      address: { address1: person.address1, city: person.city, state: person.state, zipCode: person.zipCode },
    };
    const openedOn = addMonths(anchor, -p.monthsOpen);
    if (p.kind === 'loan') {
      return buildLoan({
        base,
        original: p.amount,
        termMonths: p.term ?? 60,
        openedOn,
        missed: p.missed ?? 0,
        closed: p.closed ?? false,
        today,
        payment: paymentFlags(s),
      });
    }
    if (p.kind === 'line') return buildLine({ base, creditLimit: p.amount, openedOn, today, payment: paymentFlags(s) });
    return buildDeposit({ base, openingBalance: p.amount, openedOn, today, random });
  });
  // The first account of the many-accounts user is a checking account with 5,000 history rows.
  if (s.tags.includes('many-accounts') && seeded[0])
    seeded[0] = withBusyHistory(seeded[0], MANY_HISTORY_ROWS, today, random);
  return seeded;
}

/** History rows of the many-accounts user's busy checking account. */
export const MANY_HISTORY_ROWS = 5000;
