/**
 * Payment submits (immediate, scheduled, recurring; card or ACH): checks the account token, the method
 * and the host's rules, then records the payment and answers its ReferenceNumber. An immediate payment
 * posts at once and lowers the loan's amount due, balance and payoff; scheduled and recurring payments
 * appear in GetPaymentInfo until deleted.
 */
import type { components } from '../../../schemas/api/generated/api-types.ts';
import { fromCents, toCents } from '../../../schemas/src/rules/money.ts';
import { sandboxToday } from '../../sandbox-clock.ts';
import { findAchDraftPreview } from '../../store/payments/ach-draft-repo.ts';
import { isAccountToken } from '../../store/payments/account-tokens-repo.ts';
import { saveAccountData } from '../../store/payments/loan-accounts-repo.ts';
import {
  insertPayment,
  listActivePayments,
  nextReferenceNumber,
  type StoredPayment,
} from '../../store/payments/payments-repo.ts';
import { randomToken } from '../../store/payments/random-token.ts';
import {
  achCutoffNow,
  findOwnedLoan,
  inNightMode,
  paymentSettings,
  type LoanAccount,
  type PaymentsContext,
} from './payments-context.ts';
import { resolveMethod } from './resolve-method.ts';
import { firstRecurringDate, submitRefusal } from './submit-rules.ts';

type Schemas = components['schemas'];
type Answer = Schemas['SubmitPaymentResponse'];

/** Which submit was called. */
export interface SubmitKind {
  kind: 'immediate' | 'scheduled' | 'recurring';
  isCard: boolean;
}

const refused = (code: string): Answer => ({
  HasNoErrors: false,
  Errors: [{ ErrorMessage: code }],
  ReferenceNumber: null,
});

/**
 * Lowers what the loan owes by a posted payment (amount due first, then the balance and payoff).
 * Worked in whole cents; the stored loan keeps dollars as the contract does.
 */
export function applyPayment(account: LoanAccount, amount: number, today: string): LoanAccount {
  const loan = { ...account.loan };
  const paid = toCents(amount);
  const pastDuePaid = Math.min(toCents(loan.pastDueAmount), paid);
  loan.pastDueAmount = fromCents(toCents(loan.pastDueAmount) - pastDuePaid);
  loan.amountDue = fromCents(Math.max(0, toCents(loan.amountDue) - (paid - pastDuePaid)));
  if (loan.pastDueAmount === 0) {
    loan.pastDue = false;
    loan.daysPastDue = 0;
  }
  loan.payoffAmount = fromCents(Math.max(0, toCents(loan.payoffAmount) - paid));
  loan.lastPaymentDate = today;
  loan.lastPaymentAmount = amount;
  if (loan.availableCredit !== undefined && loan.creditLimit !== undefined) {
    loan.availableCredit = fromCents(Math.min(toCents(loan.creditLimit), toCents(loan.availableCredit) + paid));
  }
  const balance = fromCents(Math.max(0, toCents(account.balance) - paid));
  return { ...account, balance, availableBalance: balance, loan };
}

/** Runs one submit for the signed-in user. */
export async function submitPayment(
  ctx: PaymentsContext,
  userName: string,
  which: SubmitKind,
  body: Schemas['PaymentSubmitBody'] | Schemas['RecurringPaymentSubmitBody'],
): Promise<Answer> {
  const { Payment: payment } = body;
  const accountNumber = payment.Details.LoanAccountNumber;
  if (await inNightMode(ctx)) return refused('HostNightMode');
  if (payment.LogonName.toLowerCase() !== userName) return refused('Invalid');
  const account = await findOwnedLoan(ctx, userName, accountNumber);
  if (!account || !(await isAccountToken(ctx.db, userName, accountNumber, body.EncryptedData)))
    return refused('Retrieving');
  const settings = await paymentSettings(ctx);
  const method = await resolveMethod(ctx, userName, payment.Method, which.isCard, settings);
  if ('code' in method) return refused(method.code);
  const recurring = 'RecurringDetails' in payment ? payment.RecurringDetails : undefined;
  if (which.kind === 'recurring' && !which.isCard && settings.flag('portal.requireAchDraftAgreementOption')) {
    const token = 'AchDraftAgreementToken' in payment ? payment.AchDraftAgreementToken : null;
    const preview = token ? await findAchDraftPreview(ctx.db, token) : undefined;
    if (!preview || preview.userName !== userName || preview.accountNumber !== accountNumber) return refused('Invalid');
  }
  const today = sandboxToday(ctx.clock);
  const pastAchCutoff =
    !which.isCard &&
    which.kind === 'immediate' &&
    (await achCutoffNow(ctx, account.loan.payment.achCutoffTime)).blockImmediate;
  return ctx.db.transaction(async (tx) => {
    const [scheduled, recurrings] = [
      await listActivePayments(tx, accountNumber, 'scheduled'),
      await listActivePayments(tx, accountNumber, 'recurring'),
    ];
    const facts = {
      ...which,
      account,
      settings,
      today,
      details: payment.Details,
      isPayoff: payment.IsPayoff,
      ...(recurring ? { recurring } : {}),
      activeScheduled: scheduled.length,
      hasRecurring: recurrings.length > 0,
      singleUse: method.profileId === null,
      pastAchCutoff,
    };
    const code = submitRefusal(facts);
    if (code) return refused(code);
    const immediate = which.kind === 'immediate';
    const record: StoredPayment = {
      referenceNumber: await nextReferenceNumber(tx),
      token: randomToken('pmt'),
      accountNumber,
      userName,
      kind: which.kind,
      status: immediate ? 'posted' : 'active',
      isCard: which.isCard,
      methodLastFour: method.lastFour,
      profileId: method.profileId,
      methodLabel: method.label,
      amountCents: toCents(payment.Details.PaymentAmount),
      firstPartyFeeCents: toCents(payment.Details.FirstPartyFee),
      thirdPartyFeeCents: toCents(payment.Details.ThirdPartyFee),
      additionalPrincipalCents: toCents(payment.Details.AdditionalPrincipalAmount),
      paymentDate: which.kind === 'recurring' ? firstRecurringDate(facts) : payment.Details.PaymentDate,
      recurringOption: recurring?.RecurringOption ?? null,
      daysBeforeDue: recurring?.RecurringOption === 'DaysBeforeDue' ? (recurring.DaysBeforeDue ?? 0) : null,
      isPayoff: payment.IsPayoff,
      canDelete: true,
      hasBeenPosted: immediate,
    };
    await insertPayment(tx, record, ctx.clock());
    if (immediate) await saveAccountData(tx, applyPayment(account, payment.Details.PaymentAmount, today));
    return { HasNoErrors: true, Errors: [], ReferenceNumber: record.referenceNumber };
  });
}
