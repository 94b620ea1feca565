/**
 * The fields of the deposit and investment details panel (docs/decisions/220-deposit-details.md):
 * what an account holder expects to check at a glance. Each returns '' when the account lacks it,
 * and the panel then leaves the row out.
 */
import { withoutCheckDigit } from '@schemas/rules/account-number';
import { groupOf, shownComment, shownStatus } from '@schemas/rules/account-groups';
import type { SettingKey } from '@schemas/settings/generated/setting-key';
import type { SettingsReader } from '@schemas/settings/reader';
import type { Account } from '@/api/accounts/account-types';
import { moneyText, rateText } from '@schemas/rules/host-format';

/** One label / value row. */
export interface DepositField {
  labelKey: SettingKey;
  value: string;
}

function statementPreference(value: string | undefined, settings: SettingsReader): string {
  if (value === 'ElectronicOnly') return settings.text('depositDetails.electronicText');
  if (value === 'PaperOnly') return settings.text('depositDetails.paperText');
  return value ?? '';
}

/** The rows of the panel, in order; empty values left out. */
export function depositFields(account: Account, settings: SettingsReader): DepositField[] {
  const o = settings.institution;
  const number = withoutCheckDigit(account.Number, {
    office: o.DepositOfficeLength,
    account: o.DepositAccountLength,
    checkDigit: o.DepositCheckDigitLength,
  });
  const rows: DepositField[] = [
    { labelKey: 'depositDetails.accountNumberLabel', value: number },
    { labelKey: 'depositDetails.balanceLabel', value: moneyText(account.Balance) },
    { labelKey: 'depositDetails.availableBalanceLabel', value: moneyText(account.AvailableBalance) },
    { labelKey: 'depositDetails.rateLabel', value: rateText(account.Rate) },
    {
      labelKey: 'depositDetails.statusLabel',
      value: shownStatus(account.Status, settings.text('dashboard.currentStatus')),
    },
    {
      labelKey: 'depositDetails.statementPreferenceLabel',
      value: statementPreference(account.StatementPreference, settings),
    },
    { labelKey: 'depositDetails.commentLabel', value: shownComment(account.Comment) },
  ];
  if (groupOf(account.Type) === 'investments')
    rows.push({ labelKey: 'depositDetails.nameOnAccountLabel', value: account.NameOnAcct ?? '' });
  return rows.filter((r) => r.value !== '');
}
