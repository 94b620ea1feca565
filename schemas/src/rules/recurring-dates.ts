/**
 * The next date of a recurring payment once one occurrence has posted (payments spec section 4
 * frequencies; section 5 "Recurring date": semi-monthly pays twice a month about 14 days apart).
 * Dates are yyyy-MM-dd; arithmetic is date-fns on local calendar dates, so no time zone shifts a day.
 */
import { addDays, addMonths, format, getDate, isSameMonth, parseISO, setDate } from 'date-fns';

/** The recurring options the host stores (contract RecurringOption). */
export type RecurringSchedule = 'Weekly' | 'BiWeekly' | 'SemiMonthly' | 'DayOfMonth' | 'DaysBeforeDue';

/** The loan's billing frequency (a days-before-due schedule follows the due dates, one per period). */
export type BillingFrequency = 'Monthly' | 'SemiMonthly' | 'BiWeekly' | 'Weekly';

const iso = (d: Date) => format(d, 'yyyy-MM-dd');

/**
 * The occurrence after `date`. Semi-monthly keeps its two days of the month (the first date and the one
 * 14 days later): from the earlier day it adds 14 days, from the later one it goes to the earlier day of
 * the next month. Day-of-month and monthly days-before-due add a calendar month (date-fns clamps the
 * 31st to the month's last day); other billing periods add their length in days.
 */
export function nextRecurringDate(date: string, schedule: RecurringSchedule, billing: BillingFrequency = 'Monthly'): string {
  const d = parseISO(date);
  switch (schedule) {
    case 'Weekly':
      return iso(addDays(d, 7));
    case 'BiWeekly':
      return iso(addDays(d, 14));
    case 'SemiMonthly': {
      const later = addDays(d, 14);
      if (isSameMonth(later, d)) return iso(later);
      return iso(setDate(addMonths(d, 1), getDate(d) - 14));
    }
    case 'DayOfMonth':
      return iso(addMonths(d, 1));
    case 'DaysBeforeDue': {
      const days = { Monthly: 0, SemiMonthly: 15, BiWeekly: 14, Weekly: 7 }[billing];
      return iso(days === 0 ? addMonths(d, 1) : addDays(d, days));
    }
  }
}
