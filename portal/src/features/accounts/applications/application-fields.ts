/**
 * The application fields (accounts spec §2 "Application details"), each hideable by its setting:
 * amounts in dollars, last modified as a long date, funds expected as a full date; 0001-01-01
 * funds expected is no date (§5).
 */
import { dateText, moneyText } from '@schemas/rules/host-format';
import type { SettingKey } from '@schemas/settings/generated/setting-key';
import type { Application } from '@/api/accounts/account-types';

/** One field row. */
export interface ApplicationField {
  labelKey: SettingKey;
  hiddenKey: SettingKey;
  /** The value as shown, dates in the borrower's `language`; '' when the application has none (the page shows None). */
  value: (a: Application, language: string) => string;
}

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
    value: (a) => moneyText(a.AmountRequested),
  },
  {
    labelKey: 'applicationDetails.amountApprovedLabel',
    hiddenKey: 'applicationDetails.amountApprovedHidden',
    value: (a) => moneyText(a.AmountApproved),
  },
  // Long date: "November 18, 2026"; full date: "Wednesday, November 18, 2026".
  {
    labelKey: 'applicationDetails.lastModifiedLabel',
    hiddenKey: 'applicationDetails.lastModifiedHidden',
    value: (a, language) => dateText(a.LastModified, language, 'long'),
  },
  {
    labelKey: 'applicationDetails.fundsExpectedLabel',
    hiddenKey: 'applicationDetails.fundsExpectedHidden',
    value: (a, language) => dateText(a.FundsExpected, language, 'full'),
  },
];
