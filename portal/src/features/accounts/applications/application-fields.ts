/**
 * The application fields (accounts spec §2 "Application details"), each hideable by its setting:
 * amounts in dollars, last modified as a long date, funds expected as a full date; 0001-01-01
 * funds expected is no date (§5).
 */
import { format, isValid, parseISO } from 'date-fns';
import type { SettingKey } from '@schemas/settings/generated/setting-key';
import type { Application } from '@/api/accounts/account-types';
import { dollars, NO_DATE } from '../account-format';

/** One field row. */
export interface ApplicationField {
  labelKey: SettingKey;
  hiddenKey: SettingKey;
  /** The value as shown; '' when the application has none (the page then shows the None text). */
  value: (a: Application) => string;
}

const dated = (value: string | null | undefined, pattern: string): string => {
  if (!value || value.startsWith(NO_DATE)) return '';
  const date = parseISO(value);
  return isValid(date) ? format(date, pattern) : '';
};

/** The fields in the spec's order. */
export const APPLICATION_FIELDS: readonly ApplicationField[] = [
  {
    labelKey: 'applicationDetails.applicationNumberLabel',
    hiddenKey: 'applicationDetails.applicationNumberHidden',
    value: (a) => a.ApplicationNumber,
  },
  { labelKey: 'applicationDetails.statusLabel', hiddenKey: 'applicationDetails.statusHidden', value: (a) => a.Status },
  {
    labelKey: 'applicationDetails.amountRequestedLabel',
    hiddenKey: 'applicationDetails.amountRequestedHidden',
    value: (a) => dollars(a.AmountRequested),
  },
  {
    labelKey: 'applicationDetails.amountApprovedLabel',
    hiddenKey: 'applicationDetails.amountApprovedHidden',
    value: (a) => dollars(a.AmountApproved),
  },
  // Long date: "November 18, 2026"; full date: "Wednesday, November 18, 2026".
  {
    labelKey: 'applicationDetails.lastModifiedLabel',
    hiddenKey: 'applicationDetails.lastModifiedHidden',
    value: (a) => dated(a.LastModified, 'MMMM d, yyyy'),
  },
  {
    labelKey: 'applicationDetails.fundsExpectedLabel',
    hiddenKey: 'applicationDetails.fundsExpectedHidden',
    value: (a) => dated(a.FundsExpected, 'EEEE, MMMM d, yyyy'),
  },
];
