/** The `account_alerts` table: alert preferences per loan (spec §3 Alerts), as the API shapes them. */
import type { Database } from '../database.ts';

/** Text and e-mail alerts of one account (the contract's `Alerts`). */
export interface AccountAlerts {
  TextAlerts: { AlertLoanDelinquent?: boolean; EstatementAlert?: boolean };
  EmailAlerts: Record<string, boolean | number | null>;
}

/** Defaults before the borrower saves anything: the first due-date e-mail alert, 15 days before (spec §9). */
export function defaultAlerts(): AccountAlerts {
  return {
    TextAlerts: { AlertLoanDelinquent: false, EstatementAlert: false },
    EmailAlerts: {
      AlertLoanDelinquent: true,
      EstatementAlert: true,
      AlertLoanDueDate1: true,
      AlertLoanDueDate1Before: true,
      AlertLoanDueDate1Days: 15,
      AlertLoanDueDate2: false,
      AlertLoanDueDate2Before: true,
      AlertLoanDueDate2Days: null,
      AlertLoanDueDate3: false,
      AlertLoanDueDate3Before: true,
      AlertLoanDueDate3Days: null,
      AlertLoanDueDate4: false,
      AlertLoanDueDate4Before: true,
      AlertLoanDueDate4Days: null,
    },
  };
}

/** The saved alerts of an account, else the defaults. */
export async function findAlerts(db: Database, accountNumber: string): Promise<AccountAlerts> {
  const rows = await db.query<{ data: AccountAlerts }>('SELECT data FROM account_alerts WHERE account_number = $1', [
    accountNumber,
  ]);
  return rows[0]?.data ?? defaultAlerts();
}

/** Saves an account's alerts. */
export async function saveAlerts(db: Database, accountNumber: string, alerts: AccountAlerts): Promise<void> {
  await db.execute(
    `INSERT INTO account_alerts (account_number, data) VALUES ($1, $2::jsonb)
     ON CONFLICT (account_number) DO UPDATE SET data = excluded.data`,
    [accountNumber, JSON.stringify(alerts)],
  );
}

/** Insurance rows of an account (table account_insurance). */
export async function listInsurance(db: Database, accountNumber: string): Promise<Record<string, unknown>[]> {
  const rows = await db.query<{ data: Record<string, unknown> }>(
    'SELECT data FROM account_insurance WHERE account_number = $1 ORDER BY id',
    [accountNumber],
  );
  return rows.map((r) => r.data);
}

/** Inserts insurance rows (seed). */
export async function insertInsurance(
  db: Database,
  accountNumber: string,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  for (const row of rows)
    await db.execute('INSERT INTO account_insurance (account_number, data) VALUES ($1, $2::jsonb)', [
      accountNumber,
      JSON.stringify(row),
    ]);
}
