/**
 * Monthly e-statements for the current year and the two before it (spec: 3 statement years), from
 * the month the account opened up to the last finished month; each closing balance is the running
 * balance of the history at the month's end.
 */
import { monthEnd, parseYmd, ymd } from '../../store/accounts/dates.ts';
import type { SeedHistoryRow } from '../../store/accounts/history-repo.ts';
import type { SeedStatement } from '../../store/accounts/statements-repo.ts';

/** Statements of one account (oldest first). */
export function buildStatements(accountNumber: string, typeCode: number, openedOn: string, history: readonly SeedHistoryRow[], now: Date): SeedStatement[] {
  const firstYear = now.getUTCFullYear() - 2;
  const opened = parseYmd(openedOn);
  const lastRowDate = history[history.length - 1]?.date ?? openedOn;
  const statements: SeedStatement[] = [];
  for (let month = new Date(Date.UTC(firstYear, 0, 1)); monthEnd(month) < now; month = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 1))) {
    const end = monthEnd(month);
    if (end < opened) continue;
    // A closed (paid-off) loan stops getting statements after its last activity.
    if (typeCode === 0 && history.at(-1)?.runningBalance === 0 && ymd(month) > lastRowDate) break;
    const endText = ymd(end);
    const rowsToEnd = history.filter((h) => h.date <= endText);
    const closingBalance = rowsToEnd.at(-1)?.runningBalance ?? history[0]?.runningBalance ?? 0;
    statements.push({
      id: `${accountNumber.replace(/-/g, '')}${endText.slice(0, 7).replace('-', '')}`,
      date: endText,
      provider: 0,
      type: typeCode === 0 || typeCode === 9 ? 'Loan' : 'Deposit',
      periodStart: ymd(month),
      periodEnd: endText,
      closingBalance,
    });
  }
  return statements;
}
