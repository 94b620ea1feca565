/**
 * The columns of each dashboard list (accounts spec §2, §3 Account): loans and lines of credit show
 * what is due, deposits what is available, investments whose name the account is in. The first
 * cell carries the row link.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  isLoanLike,
  rowTone,
  shownComment,
  shownDueDate,
  shownStatus,
  type AccountGroup,
} from '@schemas/rules/account-groups';
import { displayAccountNumber } from '@schemas/rules/payable-loans';
import type { SettingKey } from '@schemas/settings/generated/setting-key';
import type { SettingsReader } from '@schemas/settings/reader';
import { dateText, moneyText, rateText } from '@schemas/rules/host-format';
import type { Account } from '@/api/accounts/account-types';

/** One column of a dashboard list. */
export interface AccountColumn {
  labelKey: SettingKey;
  numeric?: boolean;
  cell: (account: Account) => ReactNode;
}

/** Where a row leads: loan details for loans (unless disableEZPayOption), deposit details otherwise. */
export function accountLink(account: Account, disableEZPay: boolean): string | null {
  const number = encodeURIComponent(account.Number);
  if (isLoanLike(account.Type)) return disableEZPay ? null : `/myaccount/loanDetails/${number}`;
  return `/myaccount/deposits/depositDetails/${number}`;
}

/**
 * The first cell: the name (the row link), the number (without its check digit with access.removeCheckDigit,
 * as in payments) and the host's comment ('{code}' blanked, spec §3).
 */
function accountCell(account: Account, disableEZPay: boolean, removeCheckDigit: boolean): ReactNode {
  const to = accountLink(account, disableEZPay);
  const name = account.Description?.trim() || account.Number;
  const comment = shownComment(account.Comment);
  return (
    <span className="account-cell">
      {to ? (
        <Link to={to} className="account-cell__name">
          {name}
        </Link>
      ) : (
        <span className="account-cell__name">{name}</span>
      )}
      <span className="account-cell__number">{displayAccountNumber(account.Number, removeCheckDigit)}</span>
      {comment ? <span className="account-cell__comment">{comment}</span> : null}
    </span>
  );
}

function statusCell(account: Account, settings: SettingsReader): ReactNode {
  const tone = rowTone(account);
  const status = shownStatus(account.Status, settings.text('dashboard.currentStatus'));
  const tag =
    tone === 'normal' ? null : settings.text(tone === 'pastDue' ? 'dashboard.pastDueLabel' : 'dashboard.closedLabel');
  // A host status that already says "Past Due" or "Closed" becomes the marker itself, not "Closed (Closed)".
  const statusIsTag = tag !== null && status.trim().toLowerCase() === tag.trim().toLowerCase();
  return (
    <span className="status-cell">
      {statusIsTag ? null : status}
      {tag ? <span className={`tag tag--${tone === 'pastDue' ? 'warning' : 'closed'}`}>{tag}</span> : null}
    </span>
  );
}

/** The columns of one list. */
export function columnsOf(
  group: AccountGroup,
  settings: SettingsReader,
  disableEZPay: boolean,
  language: string,
): AccountColumn[] {
  const removeCheckDigit = settings.flag('access.removeCheckDigit');
  const account: AccountColumn = {
    labelKey: 'dashboard.accountColumn',
    cell: (a) => accountCell(a, disableEZPay, removeCheckDigit),
  };
  const balance: AccountColumn = {
    labelKey: 'dashboard.balanceColumn',
    numeric: true,
    cell: (a) => moneyText(a.Balance),
  };
  const status: AccountColumn = { labelKey: 'dashboard.statusColumn', cell: (a) => statusCell(a, settings) };
  const rate: AccountColumn = { labelKey: 'dashboard.rateColumn', numeric: true, cell: (a) => rateText(a.Rate) };
  if (group === 'loans' || group === 'linesOfCredit') {
    return [
      account,
      balance,
      { labelKey: 'dashboard.amountDueColumn', numeric: true, cell: (a) => moneyText(a.LoanAmountDue) },
      { labelKey: 'dashboard.dueDateColumn', cell: (a) => dateText(shownDueDate(a), language) },
      status,
    ];
  }
  const available: AccountColumn = {
    labelKey: 'dashboard.availableBalanceColumn',
    numeric: true,
    cell: (a) => moneyText(a.AvailableBalance),
  };
  if (group === 'investments')
    return [
      account,
      { labelKey: 'dashboard.nameOnAccountColumn', cell: (a) => a.NameOnAcct ?? '' },
      balance,
      rate,
      status,
    ];
  return [account, balance, available, rate, status];
}
