/**
 * GET /api/AccountDetails: the loan data of spec §3 (Information) with its branch (looked up by the
 * office part, the first 4 characters of the number), alerts, statement format, documents and
 * this year's e-statements. Payment information comes from the payments area's tables.
 * Another user's account answers the `Error` flag and no data.
 */
import { daysBetween } from '../../../schemas/src/rules/calendar.ts';
import { NO_HOST_DATE } from '../../../schemas/src/rules/host-format.ts';
import { sandboxToday } from '../../sandbox-clock.ts';
import { findOwnedAccount } from '../../store/accounts/accounts-repo.ts';
import { findAlerts } from '../../store/accounts/alerts-repo.ts';
import { findBranch } from '../../store/accounts/branches-repo.ts';
import { listDocuments } from '../../store/accounts/documents-repo.ts';
import type { StoredAccount } from '../../store/accounts/stored-account.ts';
import { listStatements } from '../../store/accounts/statements-repo.ts';
import { findDefaultMethod, findPaymentMethod } from '../../store/payments/payment-methods-repo.ts';
import { listActivePayments } from '../../store/payments/payments-repo.ts';
import { recurringPaymentView, scheduledPaymentView } from '../payments/payment-views.ts';
import { NOT_YOURS, type AccountsContext, type Schemas } from './accounts-context.ts';
import { addressView, branchView } from './account-views.ts';
import { documentView } from './document-views.ts';
import { statementView } from './statement-views.ts';

/** Load flags the portal maps to banners (spec §4 loan details load). */
function loadFlags(a: StoredAccount): string[] {
  const p = a.loan?.payment;
  if (!p) return [];
  return [
    p.payoffLocked && 'LoanLockedPayoff',
    p.paymentBlocked && 'NoPaymentOnline',
    p.blockAchPayment && 'NoAchPayment',
  ].filter((f): f is string => Boolean(f));
}

async function paymentInformation(
  ctx: AccountsContext,
  userName: string,
  a: StoredAccount,
): Promise<Schemas['LoanPaymentInformation']> {
  const [scheduled, recurring, defaultId] = await Promise.all([
    listActivePayments(ctx.db, a.accountNumber, 'scheduled'),
    listActivePayments(ctx.db, a.accountNumber, 'recurring'),
    findDefaultMethod(ctx.db, a.accountNumber),
  ]);
  const method = defaultId ? await findPaymentMethod(ctx.db, userName, defaultId) : undefined;
  return {
    TotalAmountDue: a.loan?.amountDue ?? 0,
    RecurringPayment: recurring[0] ? recurringPaymentView(recurring[0]) : null,
    DefaultPaymentMethod: method ? { IsCard: method.isCard, LastFour: method.lastFour } : null,
    ScheduledPayments: scheduled.map(scheduledPaymentView),
  };
}

/** The loan details answer. */
export async function getAccountDetails(
  ctx: AccountsContext,
  userName: string,
  accountNumber: string,
): Promise<Schemas['AccountDetailsResponse']> {
  const a = await findOwnedAccount(ctx.db, userName, accountNumber);
  if (!a) return { Information: { HasNoErrors: false, Errors: [{ ErrorMessage: NOT_YOURS }] } };
  const loan = a.loan;
  const now = ctx.clock();
  const [branch, alerts, documents, statements, payment] = await Promise.all([
    findBranch(ctx.db, a.accountNumber.slice(0, 4).replace(/-.*$/, '')),
    findAlerts(ctx.db, a.accountNumber),
    listDocuments(ctx.db, userName, 'account', a.accountNumber),
    listStatements(ctx.db, a.accountNumber, now.getUTCFullYear()),
    paymentInformation(ctx, userName, a),
  ]);
  const flags = loadFlags(a);
  return {
    Information: {
      HasNoErrors: flags.length === 0,
      Errors: flags.map((ErrorMessage) => ({ ErrorMessage })),
      AccountNumber: a.accountNumber,
      DaysSinceOpened: Math.max(0, daysBetween(a.openedOn, sandboxToday(ctx.clock))),
      Name: a.nameOnAccount,
      Address: addressView(a.address),
      NextPaymentDate: loan?.dueDate ?? NO_HOST_DATE,
      NextPaymentAmount: loan?.amountDue ?? 0,
      InterestRate: a.rate,
      CurrentYearToDateInterest: loan?.currentYearToDateInterest ?? 0,
      AvailableCredit: loan?.availableCredit ?? 0,
      LoanOriginationDate: loan?.originationDate ?? a.openedOn,
      LateChargesDue: loan?.lateChargesDue ?? 0,
      TotalLoanFees: loan?.totalLoanFees ?? 0,
      OriginalMaturityDate: loan?.maturityDate ?? NO_HOST_DATE,
      LastPaymentDate: loan?.lastPaymentDate ?? NO_HOST_DATE,
      LastPaymentAmount: loan?.lastPaymentAmount ?? 0,
      LastYearToDateInterest: loan?.lastYearToDateInterest ?? 0,
      PaymentInformation: payment,
      Alerts: { TextAlerts: alerts.TextAlerts, EmailAlerts: alerts.EmailAlerts as Schemas['EmailAlerts'] },
      StatementFormat: a.statementPreference,
      Documents: documents.map(documentView),
      EStatements: statements.map(statementView),
      ...(branch ? { BranchInfo: branchView(branch) } : {}),
    },
  };
}
