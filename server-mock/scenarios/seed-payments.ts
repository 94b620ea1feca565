/**
 * Seed of the payments area (runs after accounts): saved methods (a card as last four + token, a
 * checking account) for the payments users and the basic user, the recurring payment of has-recurring,
 * the scheduled payment of has-scheduled, and the blocks and locks on the loans of the payments users.
 * The date scenarios change loan facts: `holiday` moves the due date onto the next weekday bank holiday,
 * `cutoff` gives the loan its own ACH cut-off of 00:00 (always past it), `small-dollar` sets mail
 * preference 2 (the 7-day small-dollar window).
 */
import {
  addDays,
  addMonths,
  isWeekend,
  nextBusinessDay,
  usFederalHolidays,
  type IsoDay,
} from '../../schemas/src/rules/calendar.ts';
import { toCents } from '../../schemas/src/rules/money.ts';
import { sandboxToday } from '../sandbox-clock.ts';
import type { StoredAccount } from '../store/accounts/stored-account.ts';
import type { Database } from '../store/database.ts';
import { listLoanAccounts, saveAccountData } from '../store/payments/loan-accounts-repo.ts';
import {
  insertPaymentMethod,
  setDefaultMethod,
  type StoredPaymentMethod,
} from '../store/payments/payment-methods-repo.ts';
import { insertPayment, nextReferenceNumber, type StoredPayment } from '../store/payments/payments-repo.ts';
import { randomToken } from '../store/payments/random-token.ts';
import { paymentsScenarios } from './payments-scenarios.ts';
import type { Scenario } from './scenario-types.ts';
import type { SeedContext } from './seed-context.ts';

/** Users who get saved methods besides the payments users. */
const ALSO_WITH_METHODS = ['basic.user'];

function methodsFor(s: Scenario, slot: number): StoredPaymentMethod[] {
  const userName = s.username.toLowerCase();
  const holder = `${s.person.firstName} ${s.person.lastName}`;
  const brands = [
    ['visa', '1111'],
    ['master', '4444'],
    ['discover', '1117'],
    ['amex', '0005'],
  ] as const;
  const [brand, cardLastFour] = brands[slot % brands.length]!;
  return [
    {
      profileId: randomToken('card'),
      userName,
      isCard: true,
      lastFour: cardLastFour,
      cardType: brand,
      debitCreditType: 'DebitCard',
      expirationDate: `${String((slot % 12) + 1).padStart(2, '0')}/${29 + (slot % 3)}`,
      achAccountType: null,
      routingNumber: null,
      holderName: holder,
    },
    {
      profileId: randomToken('ach'),
      userName,
      isCard: false,
      lastFour: s.tags.includes('has-recurring') ? '6789' : String(4321 + slot * 111).slice(-4),
      cardType: null,
      debitCreditType: null,
      expirationDate: null,
      achAccountType: 'Checking',
      routingNumber: ['021000021', '121000248', '026009593', '061000104'][slot % 4]!,
      holderName: holder,
    },
  ];
}

function basePayment(
  account: StoredAccount,
  method: StoredPaymentMethod,
): Omit<StoredPayment, 'referenceNumber' | 'kind' | 'paymentDate'> {
  return {
    token: randomToken('pmt'),
    accountNumber: account.accountNumber,
    userName: account.userName,
    status: 'active',
    isCard: method.isCard,
    methodLastFour: method.lastFour,
    profileId: method.profileId,
    methodLabel: method.cardType ?? method.achAccountType ?? '',
    amountCents: toCents(account.loan?.monthlyInstallment ?? 100),
    firstPartyFeeCents: 0,
    thirdPartyFeeCents: 0,
    additionalPrincipalCents: 0,
    recurringOption: null,
    daysBeforeDue: null,
    isPayoff: false,
    canDelete: true,
    hasBeenPosted: false,
  };
}

/** The next date after `today` falling on `day` of a month. */
function nextDayOfMonth(today: IsoDay, day: number): IsoDay {
  // Callers pass a day of 28 or less, so every month has it and addMonths never clamps.
  const candidate = `${today.slice(0, 8)}${String(day).padStart(2, '0')}`;
  return candidate > today ? candidate : addMonths(candidate, 1);
}

/** The first bank holiday after `today` that falls on a weekday (a Saturday holiday is not observed). */
export function nextWeekdayHoliday(today: string): string {
  const year = Number(today.slice(0, 4));
  return [...usFederalHolidays(year), ...usFederalHolidays(year + 1)].find((d) => d > today && !isWeekend(d))!;
}

/** The loan facts a date scenario tag sets (see the file comment). */
function withDateFacts(account: StoredAccount, tags: readonly string[], today: string): StoredAccount {
  if (!account.loan) return account;
  let loan = account.loan;
  if (tags.includes('holiday')) loan = { ...loan, dueDate: nextWeekdayHoliday(today) };
  if (tags.includes('small-dollar')) loan = { ...loan, mailPreference: 2 };
  if (tags.includes('cutoff')) loan = { ...loan, payment: { ...loan.payment, achCutoffTime: '00:00' } };
  return { ...account, loan };
}

/** The host flags a payments tag sets on the user's loans. */
function withTagFlags(account: StoredAccount, tags: readonly string[]): StoredAccount {
  if (!account.loan) return account;
  const payment = {
    ...account.loan.payment,
    payoffLocked: account.loan.payment.payoffLocked || tags.includes('payoff-locked'),
    blockCardPayment: account.loan.payment.blockCardPayment || tags.includes('card-blocked'),
    blockAchPayment: account.loan.payment.blockAchPayment || tags.includes('ach-blocked'),
    recurringAllowed: account.loan.payment.recurringAllowed || tags.includes('has-recurring'),
  };
  return { ...account, loan: { ...account.loan, payment } };
}

/** Adds the payments area's data for the payments users (and saved methods for a few more). */
export async function seedPayments(db: Database, scenarios: readonly Scenario[], ctx: SeedContext): Promise<void> {
  const today = sandboxToday(() => ctx.now);
  const owned = new Set(paymentsScenarios.map((s) => s.username.toLowerCase()));
  // The slot counts only the users who get methods, so a scenario user added to another area does not
  // change which card brand (and last four) each payments user is seeded with.
  let slot = -1;
  for (const s of scenarios) {
    const userName = s.username.toLowerCase();
    if (!owned.has(userName) && !ALSO_WITH_METHODS.includes(userName)) continue;
    slot += 1;
    const loans = (await listLoanAccounts(db, userName)).filter(
      (a) => a.loan && !a.comment.toUpperCase().includes('CLOSED'),
    );
    if (loans.length === 0) continue;
    const [card, checking] = methodsFor(s, slot);
    for (const method of [card!, checking!]) await insertPaymentMethod(db, method, ctx.now);
    const tagged = (account: StoredAccount) => withDateFacts(withTagFlags(account, s.tags), s.tags, today);
    const loan = owned.has(userName) ? tagged(loans[0]!) : loans[0]!;
    if (owned.has(userName)) for (const account of loans) await saveAccountData(db, tagged(account));
    await setDefaultMethod(
      db,
      loan.accountNumber,
      s.tags.includes('card-blocked') ? checking!.profileId : card!.profileId,
    );
    if (s.tags.includes('has-recurring')) {
      const first = nextDayOfMonth(today, Math.min(Number(loan.loan!.dueDate.slice(8)), 28));
      await insertPayment(
        db,
        {
          ...basePayment(loan, checking!),
          referenceNumber: await nextReferenceNumber(db),
          kind: 'recurring',
          paymentDate: first,
          recurringOption: 'DayOfMonth',
        },
        ctx.now,
      );
    }
    if (s.tags.includes('has-scheduled')) {
      const date = nextBusinessDay(addDays(today, 5));
      await insertPayment(
        db,
        {
          ...basePayment(loan, card!),
          referenceNumber: await nextReferenceNumber(db),
          kind: 'scheduled',
          paymentDate: date,
        },
        ctx.now,
      );
    }
  }
}
