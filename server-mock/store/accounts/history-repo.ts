/** The `account_history` table: transactions with the principal balance after each. */
import type { Database } from '../database.ts';

/** A history row as seeded (table account_history). */
export interface SeedHistoryRow {
  date: string;
  time: string;
  description: string;
  principal: number;
  interest: number;
  other: number;
  total: number;
  /** Principal balance after this row. */
  runningBalance: number;
}

/** Rows of an account dated on or after `fromDate` (yyyy-MM-dd), newest first. */
export async function listHistory(db: Database, accountNumber: string, fromDate: string): Promise<SeedHistoryRow[]> {
  const rows = await db.query<{
    date: string;
    time: string;
    description: string;
    principal: string;
    interest: string;
    other: string;
    total: string;
    running_balance: string;
  }>(
    `SELECT to_char(tx_date, 'YYYY-MM-DD') AS date, tx_time AS time, description, principal, interest, other, total, running_balance
     FROM account_history WHERE account_number = $1 AND tx_date >= $2::date ORDER BY tx_date DESC, id DESC`,
    [accountNumber, fromDate],
  );
  return rows.map((r) => ({
    date: r.date,
    time: r.time,
    description: r.description,
    principal: Number(r.principal),
    interest: Number(r.interest),
    other: Number(r.other),
    total: Number(r.total),
    runningBalance: Number(r.running_balance),
  }));
}

/** Inserts an account's rows (seed), oldest first so ids follow time. */
export async function insertHistory(
  db: Database,
  accountNumber: string,
  rows: readonly SeedHistoryRow[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(
    `INSERT INTO account_history (account_number, tx_date, tx_time, description, principal, interest, other, total, running_balance)
     SELECT $1, (r->>'date')::date, r->>'time', r->>'description', (r->>'principal')::numeric, (r->>'interest')::numeric,
            (r->>'other')::numeric, (r->>'total')::numeric, (r->>'runningBalance')::numeric
     FROM jsonb_array_elements($2::jsonb) WITH ORDINALITY AS t(r, n) ORDER BY n`,
    [accountNumber, JSON.stringify(rows)],
  );
}
