/**
 * Monthly e-statements for the current year and the two before it (spec: 3 statement years), from
 * the month the account opened up to the last finished month; each closing balance is the running
 * balance of the history at the month's end.
 */
import { addMonths, monthEnd, type IsoDay } from '../../../schemas/src/rules/calendar.ts';
import { sandboxToday } from '../../sandbox-clock.ts';
import type { SeedHistoryRow } from '../../store/accounts/history-repo.ts';
import type { SeedStatement } from '../../store/accounts/statements-repo.ts';

/** Statements of one account (oldest first). */
export function buildStatements(
  accountNumber: string,
  typeCode: number,
  openedOn: string,
  history: readonly SeedHistoryRow[],
  now: Date,
): SeedStatement[] {
  const today = sandboxToday(() => now);
  const firstYear = Number(today.slice(0, 4)) - 2;
  const lastRowDate = history[history.length - 1]?.date ?? openedOn;
  const statements: SeedStatement[] = [];
  // A month ending today counts as finished: the statement run happens during its last day.
  for (let month: IsoDay = `${firstYear}-01-01`; monthEnd(month) <= today; month = addMonths(month, 1)) {
    const endText = monthEnd(month);
    if (endText < openedOn) continue;
    // A closed (paid-off) loan stops getting statements after its last activity.
    if (typeCode === 0 && history.at(-1)?.runningBalance === 0 && month > lastRowDate) break;
    const rowsToEnd = history.filter((h) => h.date <= endText);
    const closingBalance = rowsToEnd.at(-1)?.runningBalance ?? history[0]?.runningBalance ?? 0;
    statements.push({
      id: `${accountNumber.replace(/-/g, '')}${endText.slice(0, 7).replace('-', '')}`,
      date: endText,
      provider: 0,
      type: typeCode === 0 || typeCode === 9 ? 'Loan' : 'Deposit',
      periodStart: month,
      periodEnd: endText,
      closingBalance,
    });
  }
  return statements;
}
