/**
 * How the recurring payment panel and the scheduled list write a payment (payments spec §2 "Recurring
 * payment info panel", "Scheduled payment list"). Pure apart from the settings reader it is given.
 */
import type { components } from '@contract/api-types';
import type { SettingKey } from '@schemas/settings/generated/setting-key';
import type { SettingsReader } from '@schemas/settings/reader';

type RecurringPayment = components['schemas']['RecurringPayment'];

/** yyyy-MM-dd as MM/dd/yyyy. */
export function usDay(iso: string | undefined): string {
  const [y, m, d] = (iso ?? '').split('-');
  return y && m && d ? `${m}/${d}/${y}` : (iso ?? '');
}

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
 * of the next payment (the others). On the due date needs no detail.
 */
export function scheduleText(payment: RecurringPayment, settings: SettingsReader): string {
  const label = settings.text(optionLabel(payment));
  if (payment.RecurringOption === 'DaysBeforeDue')
    return payment.NumberOfDays ? `${label}: ${payment.NumberOfDays}` : label;
  return payment.Date ? `${label}: ${usDay(payment.Date)}` : label;
}

/** The pay-from text: 'Card Ending In 1234' for a card, 'x' plus the account number for a bank account. */
export function payFromText(isCard: boolean, lastFour: string | undefined, settings: SettingsReader): string {
  return isCard ? `${settings.text('payment.cardEndingIn')} ${lastFour ?? ''}`.trim() : `x${lastFour ?? ''}`;
}
