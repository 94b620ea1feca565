/** How the account screens write dates, rates and money (accounts spec §5 "Other", §9). */
import { format, isValid, parseISO } from 'date-fns';
import { formatCurrency, toCents } from '@schemas/rules/money';

/** The host's "no date" value (spec §5: 0001-01-01 means None). */
export const NO_DATE = '0001-01-01';

/** A date (yyyy-MM-dd or an ISO date-time) as MM/dd/yyyy; '' for none or unparsable. */
export function usDate(value: string | null | undefined): string {
  if (!value || value.startsWith(NO_DATE)) return '';
  // A bare day is a calendar day: parse it without a time zone shift.
  const date = parseISO(value);
  return isValid(date) ? format(date, 'MM/dd/yyyy') : '';
}

/** A date-time as MM/dd/yyyy h:mm a in the viewer's zone; '' for none. */
export function usDateTime(value: string | null | undefined): string {
  if (!value || value.startsWith(NO_DATE)) return '';
  const date = parseISO(value);
  return isValid(date) ? format(date, 'MM/dd/yyyy h:mm a') : '';
}

/** Dollars as currency ($1,234.56); '' when absent. */
export function dollars(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? formatCurrency(toCents(value)) : '';
}

/** The host's rate (6.49 = 6.49 %) as the spec shows it: divided by 100, a percent with 2 decimals. */
export function ratePercent(rate: number | null | undefined): string {
  if (typeof rate !== 'number' || !Number.isFinite(rate)) return '';
  return new Intl.NumberFormat('en-US', {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(rate / 100);
}
