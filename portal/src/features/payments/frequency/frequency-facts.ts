/**
 * The facts the frequency step decides on, read once from the earlier steps' data (payments spec §3
 * "Loan info input to the frequency step") and the settings. Pure, so the step and its tests agree.
 */
import type { SettingsReader } from '@schemas/settings/reader';
import { type IsoDay } from '@schemas/rules/calendar';
import type { FrequencyFacts } from '@schemas/rules/frequency-availability';
import type { PaymentDateRules } from '@schemas/rules/payment-dates';
import type { ChosenMethod, SelectedLoan } from '../make-payment/payment-steps';

/** The method as the fee and date rules see it. */
export function methodKind(method: ChosenMethod): 'card' | 'ach' | 'wallet' {
  return method.kind;
}

/** True for a credit card (the credit-card fee); debit is the default type (§5 "Card form"). */
export function isCreditCard(method: ChosenMethod): boolean {
  return method.kind === 'card' && method.card.DebitCreditType === 'CreditCard';
}

/** Venmo and PayPal skip the fee lookup and use fee 0 (§4 "Frequency step"). */
export function skipsFeeLookup(method: ChosenMethod): boolean {
  return method.kind === 'wallet' && (method.wallet === 'Venmo' || method.wallet === 'PayPal');
}

/** The availability facts (frequency-availability.ts); past due means the due date has gone by unpaid. */
export function frequencyFactsOf(
  loan: SelectedLoan,
  method: ChosenMethod,
  today: IsoDay,
  isPayoff: boolean,
): FrequencyFacts {
  const info = loan.info;
  return {
    method: methodKind(method),
    singleUse: method.kind !== 'wallet' && method.source === 'singleUse',
    monthlyBilling: (info.LoanBillingFrequency ?? 'Monthly') === 'Monthly',
    delinquent: info.Delinquent === true,
    pastDue: !!info.DueDate && info.DueDate < today,
    scheduledCount: (info.ScheduledPayments ?? []).filter((p) => !p.HasBeenPosted).length,
    hasRecurring: !!info.RecurringPayment,
    recurringAllowedByHost: info.PaymentOptions?.RecurringAllowed === true,
    onlyImmediate: info.RestrictionCode === 'InterestTooHighForDelayedPayment',
    isPayoff,
  };
}

/**
 * The day immediate ACH cannot use: today, when blockImmediateACHOption is on or the host says the
 * cut-off has passed (BlockImmediateACHPaymentsAfterCutoffTime). Cards are never blocked this way.
 */
export function blockedImmediateDate(
  loan: SelectedLoan,
  method: ChosenMethod,
  settings: SettingsReader,
  today: IsoDay,
): IsoDay | undefined {
  if (method.kind !== 'ach') return undefined;
  const blocked =
    settings.flag('achPaymentOptions.blockImmediateACHOption') ||
    loan.info.BlockImmediateACHPaymentsAfterCutoffTime === true;
  return blocked ? today : undefined;
}

/** The lender's non-payment days: NonPaymentDays, and NonSchedulablePaymentDays for any day after today. */
export function nonPaymentDaysOf(loan: SelectedLoan): IsoDay[] {
  return [...(loan.info.NonPaymentDays ?? []), ...(loan.info.NonSchedulablePaymentDays ?? [])];
}

/** The one-time date rules (§5 "One-time date") for this loan and method. */
export function oneTimeDateRules(
  loan: SelectedLoan,
  method: ChosenMethod,
  settings: SettingsReader,
  today: IsoDay,
): PaymentDateRules {
  const blockedDate = blockedImmediateDate(loan, method, settings, today);
  return {
    today,
    maxDaysAhead: loan.info.PaymentOptions?.NumberDaysInPeriod ?? 30,
    allowSaturday: settings.flag('achPaymentOptions.allowPaymentDatesOnSaturdaysOption'),
    allowSunday: settings.flag('achPaymentOptions.allowPaymentDatesOnSundaysOption'),
    nonPaymentDays: nonPaymentDaysOf(loan),
    ...(blockedDate ? { blockedDate } : {}),
    ...(settings.flag('generalPaymentOptions.enableSmallDollarRuleOption')
      ? { smallDollar: { mailPreference: loan.info.MailPreference ?? 1 } }
      : {}),
  };
}
