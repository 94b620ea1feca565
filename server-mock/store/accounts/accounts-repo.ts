/**
 * The `accounts` table: one row per account, the StoredAccount in `data` (shared with payments).
 * `hidden` and `type_code` are copied out of `data` so lists can filter without opening the JSON.
 */
import type { Database } from '../database.ts';
import type { StoredAccount } from './stored-account.ts';

interface Row {
  data: StoredAccount;
}

/** The user's accounts in a stable order (loans first, then by number); hidden ones only when asked. */
export async function listAccounts(db: Database, userName: string, includeHidden = false): Promise<StoredAccount[]> {
  const rows = await db.query<Row>(
    `SELECT data FROM accounts WHERE user_name = $1 AND ($2 OR NOT hidden)
     ORDER BY CASE WHEN type_code IN (0, 9) THEN 0 ELSE 1 END, account_number`,
    [userName.toLowerCase(), includeHidden],
  );
  return rows.map((r) => r.data);
}

/** One account of the user; undefined when it does not exist or belongs to someone else. */
export async function findOwnedAccount(
  db: Database,
  userName: string,
  accountNumber: string,
): Promise<StoredAccount | undefined> {
  const rows = await db.query<Row>('SELECT data FROM accounts WHERE account_number = $1 AND user_name = $2', [
    accountNumber,
    userName.toLowerCase(),
  ]);
  return rows[0]?.data;
}

/** Inserts accounts (seed). */
export async function insertAccounts(db: Database, accounts: readonly StoredAccount[]): Promise<void> {
  if (accounts.length === 0) return;
  await db.execute(
    `INSERT INTO accounts (account_number, user_name, type_code, hidden, data)
     SELECT a->>'accountNumber', a->>'userName', (a->>'typeCode')::int, (a->>'hidden')::bool, a
     FROM jsonb_array_elements($1::jsonb) AS a`,
    [JSON.stringify(accounts)],
  );
}

/** Replaces an account's record (keeps the copied columns in step). */
export async function saveAccount(db: Database, account: StoredAccount): Promise<void> {
  await db.execute('UPDATE accounts SET data = $2::jsonb, hidden = $3, type_code = $4 WHERE account_number = $1', [
    account.accountNumber,
    JSON.stringify(account),
    account.hidden,
    account.typeCode,
  ]);
}
