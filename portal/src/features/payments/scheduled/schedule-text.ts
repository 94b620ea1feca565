/**
 * How the recurring payment panel and the scheduled list write a payment (payments spec §2 "Recurring
 * payment info panel", "Scheduled payment list"). Pure apart from the settings reader it is given.
 */
import type { components } from '@contract/api-types';
import type { SettingKey } from '@schemas/settings/generated/setting-key';
import type { SettingsReader } from '@schemas/settings/reader';
import { dateText } from '@schemas/rules/host-format';

type RecurringPayment = components['schemas']['RecurringPayment'];

/** The frequency label of a recurring option, as the frequency dropdown names it. */
function optionLabel(payment: RecurringPayment): SettingKey {
  switch (payment.RecurringOption) {
    case 'Weekly':
      return 'paymentFrequency.weeklyLabel';
    case 'BiWeekly':
      return 'paymentFrequency.twoWeeksLabel';
    case 'SemiMonthly':
      return 'paymentFrequency.semiMonthlyLabel';
    case 'DayOfMonth':
      return 'paymentFrequency.monthlyOnDateLabel';
    default:
      return payment.NumberOfDays ? 'paymentFrequency.daysBeforeDueLabel' : 'paymentFrequency.onDueDateLabel';
  }
}

/**
 * The schedule text: the frequency, then the days before due (days-before-due schedules) or the date
 * of the next payment (the others), in the borrower's `language`. On the due date needs no detail.
 */
export function scheduleText(payment: RecurringPayment, settings: SettingsReader, language: string): string {
  const label = settings.text(optionLabel(payment));
  if (payment.RecurringOption === 'DaysBeforeDue')
    return payment.NumberOfDays ? `${label}: ${payment.NumberOfDays}` : label;
  return payment.Date ? `${label}: ${dateText(payment.Date, language)}` : label;
}

/** The pay-from text: 'Card Ending In 1234' for a card, 'x' plus the account number for a bank account. */
export function payFromText(isCard: boolean, lastFour: string | undefined, settings: SettingsReader): string {
  return isCard ? `${settings.text('payment.cardEndingIn')} ${lastFour ?? ''}`.trim() : `x${lastFour ?? ''}`;
}
