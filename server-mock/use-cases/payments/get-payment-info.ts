/**
 * `GET /api/PaymentInformation/GetPaymentInfo`: the loan as the payment screen uses it, built from the
 * shared account record, the institution's settings, the host fee schedule and the payments table.
 * Refusals come as the spec's payment-info codes (section 8) in Errors, with HasNoErrors false.
 */
import type { components } from '../../../schemas/api/generated/api-types.ts';
import { addDays, bankHolidaysBetween } from '../../../schemas/src/rules/calendar.ts';
import { addDollars, roundDollars } from '../../../schemas/src/rules/money.ts';
import { sandboxToday } from '../../sandbox-clock.ts';
import { issueAccountToken } from '../../store/payments/account-tokens-repo.ts';
import { listActivePayments } from '../../store/payments/payments-repo.ts';
import { HOST_FEES } from './fee-schedule.ts';
import {
  achCutoffNow,
  findOwnedLoan,
  inNightMode,
  paymentSettings,
  type LoanAccount,
  type PaymentsContext,
} from './payments-context.ts';
import { recurringPaymentView, scheduledPaymentView } from './payment-views.ts';

type PaymentInfo = components['schemas']['PaymentInfo'];

/** Days a one-time payment may be dated ahead, by billing frequency. */
const DAYS_IN_PERIOD = { Monthly: 30, SemiMonthly: 15, BiWeekly: 14, Weekly: 7 } as const;

/** Days past due from which the host refuses online payments with the Delinquent code (sandbox rule). */
export const DELINQUENT_REFUSAL_DAYS = 90;

const failed = (code: string): PaymentInfo => ({ HasNoErrors: false, Errors: [{ ErrorMessage: code }] });

/** The payment-info codes that apply to a loan (empty when it can be paid). */
export function paymentInfoErrors(account: LoanAccount): string[] {
  const { loan } = account;
  const codes: string[] = [];
  if (loan.payment.paymentBlocked) codes.push('PaymentBlocked');
  if (loan.payment.restrictionCode === 'BlockedOnPendingRecurring') codes.push('BlockedOnPendingRecurring');
  if (loan.delinquent && loan.daysPastDue >= DELINQUENT_REFUSAL_DAYS) codes.push('Delinquent');
  if (account.typeCode === 9 && account.balance <= 0) codes.push('NoPaymentNeeded');
  return codes;
}

/**
 * How far ahead the host lists its non-payment days (the bank holidays): 120 days, long enough to reach
 * the next due date even across the longest gap between weekday holidays (February to late May).
 */
export const NON_PAYMENT_DAYS_AHEAD = 120;

/** Payment info of one of the user's loans. */
export async function getPaymentInfo(
  ctx: PaymentsContext,
  userName: string,
  accountNumber: string,
): Promise<PaymentInfo> {
  if (await inNightMode(ctx)) return failed('NiteMode');
  const account = await findOwnedLoan(ctx, userName, accountNumber);
  if (!account) return failed('Generic');
  const settings = await paymentSettings(ctx);
  const { loan } = account;
  const today = sandboxToday(ctx.clock);
  const cardHolds = settings.list('cardPaymentOptions.blockCardOnHoldCodesOption').map(Number);
  const achHolds = settings.list('achPaymentOptions.blockAchOnHoldCodesOption').map(Number);
  const [scheduled, recurring] = await Promise.all([
    listActivePayments(ctx.db, accountNumber, 'scheduled'),
    listActivePayments(ctx.db, accountNumber, 'recurring'),
  ]);
  const cutoff = await achCutoffNow(ctx, loan.payment.achCutoffTime);
  const allowCards = loan.payment.allowCards && settings.flag('generalPaymentOptions.allowCardPaymentsOption');
  const errors = paymentInfoErrors(account);
  // Past the cut-off with a payment already scheduled and no card to fall back on, nothing can be paid today (spec
  // section 8).
  if (cutoff.blockImmediate && scheduled.length > 0 && !allowCards) errors.push('DisabledPaymentsAfterCutoffTime');
  return {
    HasNoErrors: errors.length === 0,
    Errors: errors.map((code) => ({ ErrorMessage: code })),
    EncryptedData: await issueAccountToken(ctx.db, userName, accountNumber, ctx.clock()),
    DueDate: loan.dueDate,
    PaymentDetails: {
      LoanAccountNumber: accountNumber,
      Company: 0,
      PaymentAmount: roundDollars(loan.monthlyInstallment),
      PaymentDate: today,
    },
    PaymentOptions: {
      AllowCards: allowCards,
      AllowACH: loan.payment.allowAch && !settings.flag('generalPaymentOptions.hidePaymentByACHOption'),
      RecurringAllowed: loan.payment.recurringAllowed,
      NumberDaysInPeriod: DAYS_IN_PERIOD[loan.billingFrequency],
      FirstPartyFees: { ...HOST_FEES },
    },
    ScheduledPayments: scheduled.map(scheduledPaymentView),
    RecurringPayment: recurring[0] ? recurringPaymentView(recurring[0]) : null,
    BlockImmediateACHPaymentsAfterCutoffTime: cutoff.blockImmediate,
    AdjustedACHPaymentDateAfterCutoffTime: cutoff.adjustedDate,
    Delinquent: loan.delinquent,
    TotalAmountDue: addDollars(loan.amountDue, loan.pastDueAmount),
    PayOffAmount: roundDollars(loan.payoffAmount),
    CurrentWithFeesDue: addDollars(loan.amountDue, loan.feesDue, loan.lateChargesDue),
    FeesAndCharges: addDollars(loan.feesDue, loan.lateChargesDue),
    LoanBillingFrequency: loan.billingFrequency,
    NonPaymentDays: bankHolidaysBetween(today, addDays(today, NON_PAYMENT_DAYS_AHEAD)),
    NonSchedulablePaymentDays: [],
    MailPreference: loan.mailPreference,
    RestrictionCode: loan.payment.restrictionCode || null,
    blockCardPayment: loan.payment.blockCardPayment || loan.payment.holdCodes.some((c) => cardHolds.includes(c)),
    blockAchPayment: loan.payment.blockAchPayment || loan.payment.holdCodes.some((c) => achHolds.includes(c)),
  };
}
