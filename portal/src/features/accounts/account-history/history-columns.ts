/**
 * The eight account history columns (accounts spec §2 "Account history section"), how each sorts
 * and how its cells read. Money arrives in dollars and is shown through the money module.
 */
import type { SettingKey } from '@schemas/settings/generated/setting-key';
import { dateText, moneyText } from '@schemas/rules/host-format';
import type { SortKind } from '@schemas/rules/table-sort';
import type { HistoryRow } from '@/api/accounts/account-types';

/** A column of the history table. */
export interface HistoryColumn {
  field: keyof HistoryRow;
  labelKey: SettingKey;
  kind: SortKind;
  /** Right-aligned amounts. */
  numeric: boolean;
  /** The cell's text; dates in the borrower's `language`. */
  cell: (row: HistoryRow, language: string) => string;
}

/** The fields that hold an amount in dollars. */
type MoneyField = {
  [F in keyof HistoryRow]-?: NonNullable<HistoryRow[F]> extends number ? F : never;
}[keyof HistoryRow];

/** A right-aligned amount column that sorts by number. */
function moneyColumn(field: MoneyField, labelKey: SettingKey): HistoryColumn {
  return { field, labelKey, kind: 'number', numeric: true, cell: (r) => moneyText(r[field]) };
}

/** The columns in the spec's order. */
export const HISTORY_COLUMNS: readonly HistoryColumn[] = [
  {
    field: 'TransactionDate',
    labelKey: 'accountHistory.dateColumn',
    kind: 'date',
    numeric: false,
    cell: (r, language) => dateText(r.TransactionDate, language),
  },
  {
    field: 'TransactionTime',
    labelKey: 'accountHistory.timeColumn',
    kind: 'string',
    numeric: false,
    cell: (r) => r.TransactionTime ?? '',
  },
  {
    field: 'TransactionDescription',
    labelKey: 'accountHistory.descriptionColumn',
    kind: 'string',
    numeric: false,
    cell: (r) => r.TransactionDescription,
  },
  moneyColumn('PrincipalAmount', 'accountHistory.principalColumn'),
  moneyColumn('InterestAmount', 'accountHistory.interestColumn'),
  moneyColumn('OtherAmount', 'accountHistory.otherColumn'),
  moneyColumn('TotalPaymentAmount', 'accountHistory.totalColumn'),
  moneyColumn('RunningPrincipalBalance', 'accountHistory.balanceColumn'),
];

/**
 * The value a column sorts by. The date column takes the time too, so rows of one day keep the
 * order they happened in.
 */
export function sortValue(row: HistoryRow, field: keyof HistoryRow): unknown {
  if (field === 'TransactionDate')
    return row.TransactionTime ? `${row.TransactionDate}T${row.TransactionTime}` : row.TransactionDate;
  return row[field];
}
