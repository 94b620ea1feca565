/**
 * One dashboard list (loans, deposits, lines of credit or investments): a table on wide screens,
 * a stack of cards on a phone (dashboard-page.css), with the row styles of spec §2.
 */
import { useId } from 'react';
import { rowTone, type AccountGroup } from '@schemas/rules/account-groups';
import type { SettingKey } from '@schemas/settings/generated/setting-key';
import type { Account } from '@/api/accounts/account-types';
import { useLanguage } from '@/settings/language';
import { useSettings } from '@/settings/use-settings';
import { columnsOf } from './account-columns';

const HEADINGS: Record<AccountGroup, SettingKey> = {
  loans: 'dashboard.loansHeading',
  deposits: 'dashboard.depositsHeading',
  linesOfCredit: 'dashboard.linesOfCreditHeading',
  investments: 'dashboard.investmentsHeading',
};

/** Props of {@link AccountListSection}. */
export interface AccountListSectionProps {
  group: AccountGroup;
  accounts: readonly Account[];
}

/** A list of accounts of one type. */
export function AccountListSection({ group, accounts }: AccountListSectionProps) {
  const settings = useSettings();
  const language = useLanguage();
  const headingId = useId();
  const columns = columnsOf(group, settings, settings.flag('portal.disableEZPayOption'), language);
  const labels = columns.map((c) => settings.text(c.labelKey));
  return (
    <section className="account-list" aria-labelledby={headingId}>
      <h2 id={headingId}>{settings.text(HEADINGS[group])}</h2>
      <table className="account-table">
        <thead>
          <tr>
            {labels.map((label, i) => (
              <th key={label} scope="col" className={columns[i]?.numeric ? 'is-numeric' : undefined}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {accounts.map((a) => (
            <tr key={a.Number} className={`account-row account-row--${rowTone(a)}`}>
              {columns.map((c, i) => (
                <td key={labels[i]} data-label={labels[i]} className={c.numeric ? 'is-numeric' : undefined}>
                  {c.cell(a)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
