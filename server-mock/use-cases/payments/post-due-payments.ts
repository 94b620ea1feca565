/**
 * Scheduled and recurring payments post when the sandbox clock reaches their date (issue "Payments,
 * part 2", sandbox gaps): the loan's balance drops, a history row appears, a scheduled payment leaves
 * the list and a recurring one moves to its next date. Lazy, not a timer: the signed-in calls of the
 * accounts and payments areas run it first, so whatever the clock says when the borrower looks is
 * already true. See decision 161.
 *
 * Posting once, even with several processes on one database: each loan is posted in one transaction
 * that locks the account row (the balance is read, changed and written back) and the due payments; each
 * occurrence is recorded by a conditional update (`status = 'active'`, or the recurring date still the
 * one being posted), and the loan changes only when that update hit a row.
 */
import { nextRecurringDate } from '../../../schemas/src/rules/recurring-dates.ts';
import { add, fromCents } from '../../../schemas/src/rules/money.ts';
import { insertHistory } from '../../store/accounts/history-repo.ts';
import type { Database } from '../../store/database.ts';
import { lockAccount, saveAccountData } from '../../store/payments/loan-accounts-repo.ts';
import {
  accountsWithDuePayments,
  advanceRecurring,
  lockDuePayments,
  markScheduledPosted,
  type StoredPayment,
} from '../../store/payments/payments-repo.ts';
import { type LoanAccount, type PaymentsContext } from './payments-context.ts';
import { applyPayment } from './submit-payment.ts';
import { sandboxToday } from '../../sandbox-clock.ts';

/** Hard stop for a clock moved years ahead: a weekly payment posts at most this many times per call. */
const MAX_OCCURRENCES = 520;

/**
 * What one occurrence takes off the loan: the amount plus extra principal; a line of credit's 0 means its amount due.
 */
function amountOf(payment: StoredPayment, account: LoanAccount): number {
  if (payment.amountCents === 0 && account.typeCode === 9) return account.loan.amountDue;
  return fromCents(add(payment.amountCents, payment.additionalPrincipalCents));
}

/** Applies one occurrence to the loan and writes its history row. */
async function postOccurrence(
  tx: Database,
  account: LoanAccount,
  payment: StoredPayment,
  date: string,
): Promise<LoanAccount> {
  const amount = amountOf(payment, account);
  const paid = applyPayment(account, amount, date);
  const label = payment.kind === 'recurring' ? 'Recurring payment' : 'Scheduled payment';
  await insertHistory(tx, account.accountNumber, [
    {
      date,
      time: '06:00',
      description: `${label} - thank you (ref ${payment.referenceNumber})`,
      principal: amount,
      interest: 0,
      other: 0,
      total: amount,
      runningBalance: paid.balance,
    },
  ]);
  return paid;
}

/** Posts the due payments of one loan; answers how many occurrences posted. */
async function postLoan(ctx: PaymentsContext, accountNumber: string, today: string): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const stored = await lockAccount(tx, accountNumber);
    if (!stored?.loan) return 0;
    let account = stored as LoanAccount;
    let posted = 0;
    for (const payment of await lockDuePayments(tx, accountNumber, today)) {
      if (payment.kind === 'scheduled') {
        if (!(await markScheduledPosted(tx, payment.referenceNumber))) continue;
        account = await postOccurrence(tx, account, payment, payment.paymentDate);
        posted++;
        continue;
      }
      let date = payment.paymentDate;
      for (let n = 0; date <= today && n < MAX_OCCURRENCES; n++) {
        const next = nextRecurringDate(date, payment.recurringOption ?? 'DayOfMonth', account.loan.billingFrequency);
        if (!(await advanceRecurring(tx, payment.referenceNumber, date, next))) break;
        account = await postOccurrence(tx, account, payment, date);
        posted++;
        date = next;
      }
    }
    if (posted > 0) await saveAccountData(tx, account);
    return posted;
  });
}

/** Posts every scheduled or recurring payment of the user dated today or earlier; answers the count. */
export async function postDuePayments(ctx: PaymentsContext, userName: string): Promise<number> {
  const today = sandboxToday(ctx.clock);
  let posted = 0;
  for (const accountNumber of await accountsWithDuePayments(ctx.db, userName.toLowerCase(), today))
    posted += await postLoan(ctx, accountNumber, today);
  return posted;
}
