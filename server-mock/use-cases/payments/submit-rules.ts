/**
 * The host's rules for a payment submit (spec section 8 "Submit errors", section 4 scheduling and
 * recurring availability, section 5 dates and amounts). Answers the submit-error code the portal maps
 * to its texts (the portal lower-cases the first letter: 'ReachedMaxScheduledAllowed' becomes
 * 'reachedMaxScheduledAllowed'), or undefined when the payment may be made.
 */
import type { components } from '../../../schemas/api/generated/api-types.ts';
import {
  paymentAmountLimits,
  checkPaymentAmount,
  recurringAllowsExtra,
} from '../../../schemas/src/rules/payment-amount.ts';
import { addDays, bankHolidaysBetween, daysBetween, isIsoDay } from '../../../schemas/src/rules/calendar.ts';
import { recurringDayReason } from '../../../schemas/src/rules/date-availability.ts';
import { frequencySettingsFrom, recurringFrequencyOffered } from '../../../schemas/src/rules/frequency-availability.ts';
import { daysBeforeDueChoices, RECURRING_WINDOW_DAYS } from '../../../schemas/src/rules/recurring-start.ts';
import { checkPaymentDate } from '../../../schemas/src/rules/payment-dates.ts';
import type { SettingsReader } from '../../../schemas/src/settings/reader.ts';
import { NON_PAYMENT_DAYS_AHEAD } from './get-payment-info.ts';
import { quoteFor } from './get-payoff-quote.ts';
import { isAchBlocked, isCardBlocked, type LoanAccount } from './payments-context.ts';

type Schemas = components['schemas'];

/** Everything a submit is judged on. */
export interface SubmitFacts {
  kind: 'immediate' | 'scheduled' | 'recurring';
  isCard: boolean;
  account: LoanAccount;
  settings: SettingsReader;
  today: string;
  details: Schemas['SubmitDetails'];
  isPayoff: boolean;
  recurring?: Schemas['RecurringDetails'];
  activeScheduled: number;
  hasRecurring: boolean;
  singleUse: boolean;
  /** Past today's ACH cut-off time (decision 160): no immediate ACH payment. */
  pastAchCutoff?: boolean;
}

/** Recurring window (spec section 9: 31 days), the one of the shared recurring-date rule. */
const DAYS_IN_PERIOD = { Monthly: 30, SemiMonthly: 15, BiWeekly: 14, Weekly: 7 } as const;

/** The first date of a recurring schedule: the due date less the days for DaysBeforeDue, else the date sent. */
export function firstRecurringDate(facts: Pick<SubmitFacts, 'account' | 'details' | 'recurring'>): string {
  if (facts.recurring?.RecurringOption !== 'DaysBeforeDue') return facts.details.PaymentDate;
  return addDays(facts.account.loan.dueDate, -(facts.recurring.DaysBeforeDue ?? 0));
}

function blockCode(f: SubmitFacts): string | undefined {
  if (f.account.loan.payment.paymentBlocked) return 'SecurityNotAllowed';
  if (f.isCard && isCardBlocked(f.account, f.settings)) return 'SecurityNotAllowed';
  if (!f.isCard && isAchBlocked(f.account, f.settings)) return 'NoAchPayment';
  if (f.singleUse && f.kind !== 'immediate') return 'PayWithoutSaving';
  return undefined;
}

function dateCode(f: SubmitFacts, date: string, maxDaysAhead: number): string | undefined {
  const s = f.settings;
  const problem = checkPaymentDate(date, {
    today: f.today,
    maxDaysAhead,
    allowSaturday: s.flag('achPaymentOptions.allowPaymentDatesOnSaturdaysOption'),
    allowSunday: s.flag('achPaymentOptions.allowPaymentDatesOnSundaysOption'),
    ...(s.flag('generalPaymentOptions.enableSmallDollarRuleOption')
      ? { smallDollar: { mailPreference: f.account.loan.mailPreference } }
      : {}),
  });
  if (problem === 'saturday' || problem === 'sunday') return 'Weekend';
  if (problem === 'dateNotAllowed') return 'Holiday';
  return problem ? 'DateNotAllowed' : undefined;
}

function scheduledCode(f: SubmitFacts): string | undefined {
  const s = f.settings;
  const { loan } = f.account;
  const allowed = f.isCard
    ? s.flag('scheduledPaymentOptions.allowScheduledCardPaymentsOption')
    : s.flag('scheduledPaymentOptions.allowScheduledAchPaymentsOption');
  if (!allowed) return f.isCard ? 'ScheduledNotAllowedCard' : 'ScheduledNotAllowedAch';
  if (loan.payment.restrictionCode === 'InterestTooHighForDelayedPayment') return 'DateNotAllowed';
  if (loan.delinquent && !s.flag('scheduledPaymentOptions.allowScheduledPaymentsWhenDelinquentOption'))
    return 'DateNotAllowed';
  if (loan.pastDue && s.flag('scheduledPaymentOptions.blockScheduledPaymentsWhenPastDueOption'))
    return 'DateNotAllowed';
  if (f.hasRecurring) return 'DateNotAllowed';
  if (f.activeScheduled >= s.number('scheduledPaymentOptions.maxScheduledPaymentsAllowedOption'))
    return 'ReachedMaxScheduledAllowed';
  if (f.isPayoff) {
    const future = f.isCard
      ? s.flag('scheduledPaymentOptions.allowFuturePayoffbyCreditCardOption')
      : s.flag('scheduledPaymentOptions.allowFuturePayoffByACHOption');
    if (!future) return 'DateNotAllowed';
  }
  // A malformed date is refused here as the date check below would refuse it (DateNotAllowed).
  if (!isIsoDay(f.details.PaymentDate) || daysBetween(f.today, f.details.PaymentDate) < 1) return 'DateNotAllowed';
  return dateCode(f, f.details.PaymentDate, DAYS_IN_PERIOD[loan.billingFrequency]);
}

/** The portal's frequency for each recurring option the host stores; DaysBeforeDue with 0 days is On Due Date. */
const OPTION_FREQUENCY = {
  Weekly: 'Weekly',
  BiWeekly: 'TwoWeeks',
  SemiMonthly: 'SemiMonthly',
  DayOfMonth: 'MonthlyOnDate',
} as const;

/**
 * The option is one the portal offers (schemas/src/rules/frequency-availability.ts: billing, allow and force settings).
 */
function recurringOptionAllowed(f: SubmitFacts): boolean {
  const monthly = f.account.loan.billingFrequency === 'Monthly';
  const r = f.recurring!;
  const days = r.DaysBeforeDue ?? 0;
  const frequency =
    r.RecurringOption === 'DaysBeforeDue'
      ? days === 0
        ? 'OnDueDate'
        : 'DaysBeforeDue'
      : OPTION_FREQUENCY[r.RecurringOption];
  if (!recurringFrequencyOffered(frequency, monthly, frequencySettingsFrom(f.settings))) return false;
  return frequency !== 'DaysBeforeDue' || days <= (monthly ? 9 : 3);
}

function recurringCode(f: SubmitFacts): string | undefined {
  const s = f.settings;
  const { loan } = f.account;
  const allowed = f.isCard
    ? s.flag('recurringPaymentOptions.allowRecurringCardPaymentsOption')
    : s.flag('recurringPaymentOptions.allowAchRecurringOption');
  if (!allowed || !loan.payment.recurringAllowed)
    return f.isCard ? 'RecurringNotAllowedCard' : 'RecurringNotAllowedAch';
  // Spec section 3: this restriction "means only immediate payments", so no schedule either.
  if (loan.payment.restrictionCode === 'InterestTooHighForDelayedPayment') return 'DateNotAllowed';
  if (!f.recurring || !recurringOptionAllowed(f)) return 'Invalid';
  if (f.hasRecurring) return 'Invalid';
  if (f.activeScheduled > 0) return 'Scheduled';
  if (loan.delinquent && !s.flag('recurringPaymentOptions.allowRecurringPaymentsWhenDelinquentOption'))
    return 'DateNotAllowed';
  if (loan.pastDue && s.flag('recurringPaymentOptions.blockRecurringIfLoanPastDueOption')) return 'DateNotAllowed';
  if (
    f.details.AdditionalPrincipalAmount > 0 &&
    (f.isCard || !s.flag('achPaymentOptions.allowAdditionalPrincipalOnRecurringACHOption'))
  )
    return 'Invalid';
  return recurringDateCode(f);
}

/** The recurring picker's schedule for each recurring option the host stores (DaysBeforeDue has its own rule). */
const PICKER_SCHEDULE = {
  Weekly: 'Weekly',
  BiWeekly: 'TwoWeeks',
  SemiMonthly: 'SemiMonthly',
  DayOfMonth: 'MonthlyOnDate',
} as const;

/**
 * The first date by the portal's own rules (schemas/src/rules/recurring-start.ts, date-availability.ts):
 * a picked date by the recurring-date rule, a days-before-due choice by the choices rule.
 */
function recurringDateCode(f: SubmitFacts): string | undefined {
  const s = f.settings;
  const { loan } = f.account;
  const first = firstRecurringDate(f);
  if (!isIsoDay(first) || daysBetween(f.today, first) < 1) return 'DateNotAllowed';
  const option = f.recurring!.RecurringOption;
  if (option === 'DaysBeforeDue') {
    const days = f.recurring!.DaysBeforeDue ?? 0;
    // On the due date (0 days) is the due date itself; a positive count must be one of the offered choices.
    if (days === 0) return dateCode(f, first, RECURRING_WINDOW_DAYS);
    // The same non-payment days the payment info gives the portal, so both offer the same choices.
    const nonPaymentDays = bankHolidaysBetween(f.today, addDays(f.today, NON_PAYMENT_DAYS_AHEAD));
    const choices = daysBeforeDueChoices(loan.dueDate, loan.billingFrequency === 'Monthly', f.today, nonPaymentDays);
    return choices.includes(days) ? undefined : 'DateNotAllowed';
  }
  const reason = recurringDayReason(first, {
    today: f.today,
    schedule: PICKER_SCHEDULE[option],
    nonPaymentDays: bankHolidaysBetween(f.today, addDays(f.today, RECURRING_WINDOW_DAYS)),
    allowSaturday: s.flag('achPaymentOptions.allowPaymentDatesOnSaturdaysOption'),
    allowSunday: s.flag('achPaymentOptions.allowPaymentDatesOnSundaysOption'),
    ...(s.flag('generalPaymentOptions.enableSmallDollarRuleOption')
      ? { smallDollar: { mailPreference: loan.mailPreference } }
      : {}),
  });
  if (reason === 'holiday') return 'Holiday';
  if (reason === 'saturday' || reason === 'sunday') return 'Weekend';
  return reason ? 'DateNotAllowed' : undefined;
}

function amountCode(f: SubmitFacts): string | undefined {
  const s = f.settings;
  const { loan } = f.account;
  const amount = f.details.PaymentAmount;
  // A recurring line-of-credit payment of the total due is sent with amount 0 (spec section 5).
  if (f.kind === 'recurring' && f.account.typeCode === 9 && amount === 0) return undefined;
  // Any other payment moves money: a minimum capped at a payoff of 0 must not let $0.00 through.
  if (!(amount > 0)) return 'AmountMinimum';
  let payoffAmount = loan.payoffAmount;
  if (f.isPayoff) {
    const quote = quoteFor(f.account, f.today, f.details.PaymentDate);
    if ('code' in quote) return 'PayOffQuote';
    payoffAmount = quote.amount;
  }
  const limits = paymentAmountLimits({
    isCard: f.isCard,
    isRecurring: f.kind === 'recurring',
    settingMinimum: s.number(
      f.isCard
        ? 'cardPaymentOptions.minimumCardPaymentAmountOption'
        : 'achPaymentOptions.minimumAchPaymentAmountOption',
    ),
    settingMaximum: s.number(
      f.isCard
        ? 'cardPaymentOptions.maximumCardPaymentAmountOption'
        : 'achPaymentOptions.maximumAchPaymentAmountOption',
    ),
    payoffAmount,
    maxPayoffPercent: s.number('generalPaymentOptions.maxPayoffPercentOption'),
    regularPayment: loan.monthlyInstallment,
    totalDue: loan.amountDue + loan.pastDueAmount,
    allowExtraOnRecurring: recurringAllowsExtra(s),
    forceTotalDue: s.flag('generalPaymentOptions.forceTotalDueAsMinimumPaymentOption'),
    forceTotalDueDelinquent:
      loan.delinquent && s.flag('generalPaymentOptions.forceTotalDueAsMinimumPaymentWhenDelinquentOption'),
    // As the portal's amount step: a payment dated today (a days-before-due schedule has no date of its own).
    ...(s.flag('generalPaymentOptions.requireMinimumPaymentOption') &&
    (f.kind === 'immediate' || f.recurring?.RecurringOption === 'DaysBeforeDue')
      ? { requireMinimumToday: { payoffQuote: payoffAmount } }
      : {}),
  });
  const problem = checkPaymentAmount(amount, limits);
  return problem === 'amountMinimum' ? 'AmountMinimum' : problem === 'amountMaximum' ? 'AmountMaximum' : undefined;
}

/** The first rule the submit breaks, as its submit-error code. */
export function submitRefusal(f: SubmitFacts): string | undefined {
  const blocked = blockCode(f);
  if (blocked) return blocked;
  if (f.isPayoff && f.account.loan.payment.payoffLocked) return 'PayOffQuote';
  if (f.kind === 'immediate') {
    if (f.details.PaymentDate !== f.today) return 'DateNotAllowed';
    if (!f.isCard && f.settings.flag('achPaymentOptions.blockImmediateACHOption')) return 'DateNotAllowed';
    // Spec section 8: the date errors include "before cut-off time".
    if (!f.isCard && f.pastAchCutoff) return 'DateNotAllowed';
  }
  if (f.kind !== 'recurring' && f.details.AdditionalPrincipalAmount > 0) return 'Invalid';
  const timing = f.kind === 'scheduled' ? scheduledCode(f) : f.kind === 'recurring' ? recurringCode(f) : undefined;
  return timing ?? amountCode(f);
}
