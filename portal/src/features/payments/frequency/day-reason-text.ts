/**
 * The words the calendar uses for why a day cannot be chosen: the spec's date messages (§5 "Payment
 * date", "Recurring date") from the catalogue, and two calendar texts of our own for the reasons the
 * spec words only as "not allowed" (a lender non-payment day of the one-time picker, a day past the 30th or 28th).
 */
import type { DayReason } from '@schemas/rules/date-availability';
import type { SettingsReader } from '@schemas/settings/reader';

/** A one-time day's reason; `windowDays` fills 'cannot be scheduled over this many days: {n}'. */
export function oneTimeReasonText(reason: DayReason, settings: SettingsReader, windowDays: number): string {
  switch (reason) {
    case 'past':
      return settings.text('paymentAmount.dateInPast');
    case 'beyondWindow':
      return settings.text('paymentAmount.dateTooFar', { n: windowDays });
    case 'immediateAch':
      return settings.text('paymentAmount.immediateAchNotAllowed');
    case 'smallDollar':
      return settings.text('paymentAmount.dateSmallDollar');
    default:
      return sharedReasonText(reason, settings);
  }
}

/** A first recurring day's reason; `lastDay` is 30 (monthly on date) or 28 (semi-monthly). */
export function recurringReasonText(reason: DayReason, settings: SettingsReader, lastDay: number): string {
  switch (reason) {
    case 'past':
      return settings.text('paymentFrequency.recurringInFuture');
    case 'beyondWindow':
      return settings.text('paymentFrequency.recurringWithin30Days');
    case 'dayOfMonth':
      return settings.text('paymentFrequency.calendarDayOfMonth', { n: lastDay });
    case 'smallDollar':
      return settings.text('paymentFrequency.smallDollarDate');
    case 'nonPaymentDay':
      // §5 "Recurring date": non-payment dates are excluded with 'That date is not allowed.'
      return settings.text('paymentFrequency.dateNotAllowed');
    default:
      return sharedReasonText(reason, settings);
  }
}

/** Weekend, holiday and non-payment day read the same for both pickers. */
function sharedReasonText(reason: DayReason, settings: SettingsReader): string {
  switch (reason) {
    case 'saturday':
      return settings.text('paymentAmount.dateSaturday');
    case 'sunday':
      return settings.text('paymentAmount.dateSunday');
    case 'holiday':
      return settings.text('paymentAmount.dateHoliday');
    case 'nonPaymentDay':
      return settings.text('paymentFrequency.calendarNonPaymentDay');
    default:
      return settings.text('paymentFrequency.dateNotAllowed');
  }
}
