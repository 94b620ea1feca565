/**
 * The next date of a recurring payment once one occurrence has posted (payments spec section 4
 * frequencies; section 5 "Recurring date": semi-monthly pays twice a month about 14 days apart).
 * Dates are yyyy-MM-dd days of the one calendar module (date-fns underneath).
 */
import { addDays, addMonths, type IsoDay } from './calendar.ts';

/** The recurring options the host stores (contract RecurringOption). */
export type RecurringSchedule = 'Weekly' | 'BiWeekly' | 'SemiMonthly' | 'DayOfMonth' | 'DaysBeforeDue';

/** The loan's billing frequency (a days-before-due schedule follows the due dates, one per period). */
export type BillingFrequency = 'Monthly' | 'SemiMonthly' | 'BiWeekly' | 'Weekly';

/**
 * The occurrence after `date`. Semi-monthly keeps its two days of the month (the first date and the one
 * 14 days later): from the earlier day it adds 14 days, from the later one it goes to the earlier day of
 * the next month. Day-of-month and monthly days-before-due add a calendar month (date-fns clamps the
 * 31st to the month's last day); other billing periods add their length in days.
 */
export function nextRecurringDate(
  date: IsoDay,
  schedule: RecurringSchedule,
  billing: BillingFrequency = 'Monthly',
): IsoDay {
  switch (schedule) {
    case 'Weekly':
      return addDays(date, 7);
    case 'BiWeekly':
      return addDays(date, 14);
    case 'SemiMonthly': {
      const later = addDays(date, 14);
      if (later.slice(0, 7) === date.slice(0, 7)) return later;
      // The earlier day of the pair, in the next month (at most the 14th, so every month has it).
      return `${addMonths(date, 1).slice(0, 8)}${String(Number(date.slice(8)) - 14).padStart(2, '0')}`;
    }
    case 'DayOfMonth':
      return addMonths(date, 1);
    case 'DaysBeforeDue': {
      const days = { Monthly: 0, SemiMonthly: 15, BiWeekly: 14, Weekly: 7 }[billing];
      return days === 0 ? addMonths(date, 1) : addDays(date, days);
    }
  }
}
