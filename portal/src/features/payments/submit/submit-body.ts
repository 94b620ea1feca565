/**
 * What a confirmed payment sends (payments spec §3 "Submit body", "Wallet payment", §7) and what the
 * confirmation page receives (§2). Pure: the step data of the make-payment screen in, request bodies out.
 *
 * Submit body: EncryptedData; Payment with LogonName, Details (PaymentDate, LoanAccountNumber, Company,
 * PaymentAmount, FirstPartyFee, ThirdPartyFee, AdditionalPrincipalAmount, CurrentWithFeesDue always
 * false), AccountType, IsPayoff, Method. Recurring adds AchDraftAgreementToken and RecurringDetails
 * (RecurringOption, DaysBeforeDue; OnDueDate sends 0 days). Money travels as dollars, computed in cents.
 */
import type { components } from '@contract/api-types';
import type { AchDraftPreviewRequest } from '@/api/payments/prepare-ach-draft-preview';
import type { PaymentSubmitBody, PaymentTiming, RecurringPaymentSubmitBody } from '@/api/payments/submit-payment';
import type { WalletPaymentRequest } from '@/api/payments/submit-wallet-payment';
import { addDays, daysBetween, type IsoDay } from '@schemas/rules/calendar';
import { add, fromCents } from '@schemas/rules/money';
import type {
  ChosenMethod,
  FrequencySelection,
  PaymentConfirmationState,
  SelectedLoan,
} from '../make-payment/payment-steps';
import type { ResolvedAmount } from './resolved-amount';

type Schemas = components['schemas'];

/** §4: immediate if one-time and dated today; scheduled if one-time and dated later; otherwise recurring. */
export function paymentTiming(frequency: FrequencySelection, today: IsoDay): PaymentTiming {
  if (frequency.frequency !== 'OneTime') return 'recurring';
  return frequency.date !== null && daysBetween(today, frequency.date) > 0 ? 'scheduled' : 'immediate';
}

/** §9 "Recurring option sent to the server": DayOfMonth, DaysBeforeDue, SemiMonthly, BiWeekly, Weekly. */
export function recurringOption(frequency: FrequencySelection['frequency']): Schemas['RecurringOption'] {
  switch (frequency) {
    case 'Weekly':
      return 'Weekly';
    case 'TwoWeeks':
      return 'BiWeekly';
    case 'SemiMonthly':
      return 'SemiMonthly';
    case 'MonthlyOnDate':
      return 'DayOfMonth';
    default:
      return 'DaysBeforeDue';
  }
}

/** The date the payment (or the first one of a schedule) is made: the chosen date, else the due date less the days. */
export function payDateOf(frequency: FrequencySelection, dueDate: IsoDay | null | undefined, today: IsoDay): IsoDay {
  if (frequency.date) return frequency.date;
  if (dueDate) return addDays(dueDate, -(frequency.numDays ?? 0));
  return today;
}

/** The method as the submit names it: a saved method by last four and profile, a single-use one whole. */
export function submitMethod(method: Exclude<ChosenMethod, { kind: 'wallet' }>): Schemas['SubmitMethod'] {
  if (method.kind === 'card')
    return method.source === 'saved'
      ? { IsCard: true, CardInfo: method.card }
      : { IsCard: true, SingleUseCard: method.card };
  return method.source === 'saved'
    ? { IsCard: false, AchInfo: method.ach }
    : { IsCard: false, SingleUseAch: method.ach };
}

/** Everything a card or ACH submit is made of. */
export interface SubmitInput {
  loan: SelectedLoan;
  method: Exclude<ChosenMethod, { kind: 'wallet' }>;
  frequency: FrequencySelection;
  amount: ResolvedAmount;
  logonName: string;
  today: IsoDay;
  /** The prepared draft agreement's token (recurring ACH with requireAchDraftAgreementOption), else null. */
  achDraftToken: string | null;
}

/** The body of the submit and which endpoint takes it. */
export type BuiltSubmit =
  | { timing: 'immediate' | 'scheduled'; isCard: boolean; body: PaymentSubmitBody }
  | { timing: 'recurring'; isCard: boolean; body: RecurringPaymentSubmitBody };

/** Builds the submit (§3 "Submit body"). */
export function buildSubmit(input: SubmitInput): BuiltSubmit {
  const { loan, method, frequency, amount } = input;
  const timing = paymentTiming(frequency, input.today);
  const company = loan.info.PaymentDetails?.Company;
  const payment = {
    LogonName: input.logonName,
    Details: {
      PaymentDate: payDateOf(frequency, loan.info.DueDate, input.today),
      LoanAccountNumber: loan.accountNumber,
      ...(company === undefined ? {} : { Company: company }),
      PaymentAmount: fromCents(amount.amount),
      FirstPartyFee: fromCents(amount.firstPartyFee),
      ThirdPartyFee: fromCents(amount.thirdPartyFee),
      AdditionalPrincipalAmount: fromCents(amount.additionalPrincipal),
      CurrentWithFeesDue: false as const,
    },
    AccountType: loan.accountType as Schemas['AccountType'],
    IsPayoff: frequency.payoff.isPayoff,
    Method: submitMethod(method),
  };
  const isCard = method.kind === 'card';
  const EncryptedData = loan.info.EncryptedData ?? '';
  if (timing !== 'recurring') return { timing, isCard, body: { EncryptedData, Payment: payment } };
  const option = recurringOption(frequency.frequency);
  return {
    timing,
    isCard,
    body: {
      EncryptedData,
      Payment: {
        ...payment,
        AchDraftAgreementToken: input.achDraftToken,
        RecurringDetails:
          option === 'DaysBeforeDue'
            ? { RecurringOption: option, DaysBeforeDue: frequency.numDays ?? 0 }
            : { RecurringOption: option },
      },
    },
  };
}

/** The wallet submit's body (§3 "Wallet payment": AmountPaid, WalletTypePayment, LoanAccountNumber, Fees). */
export function buildWalletBody(
  loan: SelectedLoan,
  wallet: Extract<ChosenMethod, { kind: 'wallet' }>,
  amount: ResolvedAmount,
): WalletPaymentRequest {
  return {
    AmountPaid: fromCents(amount.amount),
    WalletTypePayment: wallet.wallet,
    LoanAccountNumber: loan.accountNumber,
    Fees: fromCents(add(amount.firstPartyFee, amount.thirdPartyFee)),
  };
}

/** The draft agreement preview's body (§7): the loan, the saved bank account, the amounts, the local offset. */
export function achDraftRequest(
  loan: SelectedLoan,
  ach: Schemas['AchInfo'],
  amount: ResolvedAmount,
  frequency: FrequencySelection,
): AchDraftPreviewRequest {
  return {
    LoanAccountNumber: loan.accountNumber,
    AchInfo: ach,
    Amount: fromCents(amount.amount),
    AdditionalPrincipal: fromCents(amount.additionalPrincipal),
    // Minutes east of UTC, as the server reads it (getTimezoneOffset counts west).
    LocalTimeOffset: -new Date().getTimezoneOffset(),
    daysBeforeDue: frequency.numDays ?? 0,
  };
}

const lastFourOf = (digits: string) => digits.replace(/\D/g, '').slice(-4);

/** The confirmation route's state for a submit the server accepted (§2, §3 "Confirmation data"). */
export function confirmationState(input: SubmitInput, referenceNumber: string): PaymentConfirmationState {
  const { loan, method, frequency, amount } = input;
  const methodInfo: PaymentConfirmationState['submission']['method'] =
    method.kind === 'card'
      ? { isCard: true, cardType: method.card.CardType, lastFour: lastFourOf(method.card.CardNumber) }
      : { isCard: false, lastFour: lastFourOf(method.ach.AccountNumber), achAccountType: method.ach.AccountType };
  return {
    referenceNumber,
    payDate: payDateOf(frequency, loan.info.DueDate, input.today),
    dueDate: loan.info.DueDate ?? null,
    isRecurringLOCPayingTotalDue: amount.locPaysTotalDue,
    submission: {
      accountNumber: loan.accountNumber,
      amount: amount.amount,
      additionalPrincipalAmount: amount.additionalPrincipal,
      fees: { firstParty: amount.firstPartyFee, thirdParty: amount.thirdPartyFee },
      method: methodInfo,
      frequencyInfo: { frequency: frequency.frequency, numDays: frequency.numDays },
    },
  };
}
