/** The frequency dropdown's labels and the one-time date chosen first (payments spec §2, §4). */
import type { SettingKey } from '@schemas/settings/generated/setting-key';
import { addDays, type IsoDay } from '@schemas/rules/calendar';
import type { Frequency } from '@schemas/rules/frequency-availability';
import { checkPaymentDate, type PaymentDateRules } from '@schemas/rules/payment-dates';

/** The catalogue text of each frequency. */
export const FREQUENCY_LABEL_KEYS: Readonly<Record<Frequency, SettingKey>> = {
  OneTime: 'paymentFrequency.oneTimeLabel',
  Weekly: 'paymentFrequency.weeklyLabel',
  TwoWeeks: 'paymentFrequency.twoWeeksLabel',
  SemiMonthly: 'paymentFrequency.semiMonthlyLabel',
  MonthlyOnDate: 'paymentFrequency.monthlyOnDateLabel',
  DaysBeforeDue: 'paymentFrequency.daysBeforeDueLabel',
  OnDueDate: 'paymentFrequency.onDueDateLabel',
};

/**
 * The date a one-time payment starts on: today ("pay now"); when today is blocked for immediate ACH,
 * the host's adjusted ACH date, else the first allowed day of the window; null when none is allowed.
 */
export function defaultOneTimeDate(rules: PaymentDateRules, adjustedAchDate: IsoDay | null): IsoDay | null {
  if (!checkPaymentDate(rules.today, rules)) return rules.today;
  if (adjustedAchDate && !checkPaymentDate(adjustedAchDate, rules)) return adjustedAchDate;
  for (let ahead = 1; ahead <= rules.maxDaysAhead; ahead++) {
    const day = addDays(rules.today, ahead);
    if (!checkPaymentDate(day, rules)) return day;
  }
  return null;
}
