/**
 * Which frequencies and timings a payment may take (payments spec §4 "Frequency step", "Scheduling and
 * recurring availability", §9 settings). Pure: the loan's facts and the settings' values are passed in,
 * so the portal's frequency dropdown and the sandbox's submit check decide alike (decision 210).
 */
import type { SettingsReader } from '../settings/reader.ts';
import type { IsoDay } from './calendar.ts';

/** The frequencies of the dropdown (§3 "Frequency values"). */
export type Frequency =
  | 'OneTime'
  | 'Weekly'
  | 'TwoWeeks'
  | 'SemiMonthly'
  | 'MonthlyOnDate'
  | 'DaysBeforeDue'
  | 'OnDueDate';

/** The recurring frequencies in the spec's order. */
export const RECURRING_FREQUENCIES = [
  'Weekly',
  'TwoWeeks',
  'SemiMonthly',
  'MonthlyOnDate',
  'DaysBeforeDue',
  'OnDueDate',
] as const;

/** The settings that decide availability (§9 "Scheduled", "Recurring"). */
export interface FrequencySettings {
  allowScheduledCard: boolean;
  allowScheduledAch: boolean;
  allowScheduledWhenDelinquent: boolean;
  blockScheduledWhenPastDue: boolean;
  maxScheduled: number;
  allowFuturePayoffCard: boolean;
  allowFuturePayoffAch: boolean;
  allowRecurringCard: boolean;
  allowRecurringAch: boolean;
  allowRecurringWhenDelinquent: boolean;
  blockRecurringIfPastDue: boolean;
  allow: Readonly<Record<(typeof RECURRING_FREQUENCIES)[number], boolean>>;
  forceOnDueDate: boolean;
  forceDaysBeforeDue: boolean;
}

/** Reads the availability settings by their catalogue keys (one place for the portal and the sandbox). */
export function frequencySettingsFrom(s: SettingsReader): FrequencySettings {
  return {
    allowScheduledCard: s.flag('scheduledPaymentOptions.allowScheduledCardPaymentsOption'),
    allowScheduledAch: s.flag('scheduledPaymentOptions.allowScheduledAchPaymentsOption'),
    allowScheduledWhenDelinquent: s.flag('scheduledPaymentOptions.allowScheduledPaymentsWhenDelinquentOption'),
    blockScheduledWhenPastDue: s.flag('scheduledPaymentOptions.blockScheduledPaymentsWhenPastDueOption'),
    maxScheduled: s.number('scheduledPaymentOptions.maxScheduledPaymentsAllowedOption'),
    allowFuturePayoffCard: s.flag('scheduledPaymentOptions.allowFuturePayoffbyCreditCardOption'),
    allowFuturePayoffAch: s.flag('scheduledPaymentOptions.allowFuturePayoffByACHOption'),
    allowRecurringCard: s.flag('recurringPaymentOptions.allowRecurringCardPaymentsOption'),
    allowRecurringAch: s.flag('recurringPaymentOptions.allowAchRecurringOption'),
    allowRecurringWhenDelinquent: s.flag('recurringPaymentOptions.allowRecurringPaymentsWhenDelinquentOption'),
    blockRecurringIfPastDue: s.flag('recurringPaymentOptions.blockRecurringIfLoanPastDueOption'),
    allow: {
      Weekly: s.flag('recurringPaymentOptions.allowWeeklyOption'),
      TwoWeeks: s.flag('recurringPaymentOptions.allowTwoWeeksOption'),
      SemiMonthly: s.flag('recurringPaymentOptions.allowSemiMonthlyOption'),
      MonthlyOnDate: s.flag('recurringPaymentOptions.allowMonthlyOnDateOption'),
      DaysBeforeDue: s.flag('recurringPaymentOptions.allowDaysBeforeDueOption'),
      OnDueDate: s.flag('recurringPaymentOptions.allowOnDueDateOption'),
    },
    forceOnDueDate: s.flag('recurringPaymentOptions.forceOnDueDateOption'),
    forceDaysBeforeDue: s.flag('recurringPaymentOptions.forceDaysBeforeDueOption'),
  };
}

/** The loan and method facts availability depends on. */
export interface FrequencyFacts {
  method: 'card' | 'ach' | 'wallet';
  /** A single-use method (not saved): only an immediate payment (§8 payWithoutSaving). */
  singleUse: boolean;
  monthlyBilling: boolean;
  delinquent: boolean;
  pastDue: boolean;
  scheduledCount: number;
  hasRecurring: boolean;
  recurringAllowedByHost: boolean;
  /** RestrictionCode InterestTooHighForDelayedPayment. */
  onlyImmediate: boolean;
  isPayoff: boolean;
}

/** Why scheduling is not possible (the first reason of §4's list), or undefined when it is. */
export type ScheduleBlock =
  | 'delinquent'
  | 'pastDue'
  | 'quota'
  | 'method'
  | 'futurePayoff'
  | 'hasRecurring'
  | 'onlyImmediate';

/** §4: scheduling is possible only when none of the listed conditions hold. */
export function scheduleBlock(f: FrequencyFacts, s: FrequencySettings): ScheduleBlock | undefined {
  if (f.delinquent && !s.allowScheduledWhenDelinquent) return 'delinquent';
  if (f.pastDue && s.blockScheduledWhenPastDue) return 'pastDue';
  if (f.scheduledCount >= s.maxScheduled) return 'quota';
  const methodAllows = f.method === 'card' ? s.allowScheduledCard : f.method === 'ach' ? s.allowScheduledAch : false;
  if (!methodAllows || f.singleUse) return 'method';
  if (f.isPayoff && !(f.method === 'card' ? s.allowFuturePayoffCard : s.allowFuturePayoffAch)) return 'futurePayoff';
  if (f.hasRecurring) return 'hasRecurring';
  if (f.onlyImmediate) return 'onlyImmediate';
  return undefined;
}

/**
 * §4: recurring is hidden when any of the listed conditions holds, and for a loan that takes only
 * immediate payments (§3 RestrictionCode InterestTooHighForDelayedPayment): a schedule is not immediate.
 */
export function recurringAvailable(f: FrequencyFacts, s: FrequencySettings): boolean {
  if (!f.recurringAllowedByHost || f.onlyImmediate) return false;
  if (f.delinquent && !s.allowRecurringWhenDelinquent) return false;
  if (f.pastDue && s.blockRecurringIfPastDue) return false;
  if (f.scheduledCount > 0) return false;
  const methodAllows = f.method === 'card' ? s.allowRecurringCard : f.method === 'ach' ? s.allowRecurringAch : false;
  if (!methodAllows || f.singleUse) return false;
  return !f.hasRecurring;
}

/**
 * True when a recurring frequency is offered (§4 display rules): with a force option on, only the forced
 * frequency (both on: either one), even when its own allow setting is off — forcing is the stronger
 * instruction; otherwise its billing rule and its allow setting. The sandbox's submit check asks here too.
 */
export function recurringFrequencyOffered(
  frequency: (typeof RECURRING_FREQUENCIES)[number],
  monthlyBilling: boolean,
  s: FrequencySettings,
): boolean {
  if (s.forceOnDueDate || s.forceDaysBeforeDue)
    return (frequency === 'DaysBeforeDue' && s.forceDaysBeforeDue) || (frequency === 'OnDueDate' && s.forceOnDueDate);
  if (!s.allow[frequency]) return false;
  if (frequency === 'Weekly' || frequency === 'TwoWeeks') return !monthlyBilling;
  if (frequency === 'SemiMonthly' || frequency === 'MonthlyOnDate') return monthlyBilling;
  return true;
}

/**
 * The frequencies the dropdown offers: One Time always, then the recurring ones offered when recurring is available.
 */
export function offeredFrequencies(f: FrequencyFacts, s: FrequencySettings): Frequency[] {
  if (!recurringAvailable(f, s)) return ['OneTime'];
  return [
    'OneTime',
    ...RECURRING_FREQUENCIES.filter((frequency) => recurringFrequencyOffered(frequency, f.monthlyBilling, s)),
  ];
}

/** §4: immediate if one-time and dated today; scheduled if one-time and dated later; otherwise recurring. */
export function paymentTiming(
  frequency: Frequency,
  date: IsoDay | null,
  today: IsoDay,
): 'immediate' | 'scheduled' | 'recurring' {
  if (frequency !== 'OneTime') return 'recurring';
  return date === null || date <= today ? 'immediate' : 'scheduled';
}

/** The option the submit call names a frequency by (§9); OnDueDate is DaysBeforeDue with 0 days. */
export function recurringOptionOf(
  frequency: Exclude<Frequency, 'OneTime'>,
): 'Weekly' | 'BiWeekly' | 'SemiMonthly' | 'DayOfMonth' | 'DaysBeforeDue' {
  const map = {
    Weekly: 'Weekly',
    TwoWeeks: 'BiWeekly',
    SemiMonthly: 'SemiMonthly',
    MonthlyOnDate: 'DayOfMonth',
    DaysBeforeDue: 'DaysBeforeDue',
    OnDueDate: 'DaysBeforeDue',
  } as const;
  return map[frequency];
}
