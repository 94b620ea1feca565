/**
 * The payments area's view of the shared `accounts` table (owned and seeded by the accounts area):
 * a user's loan by number, and writing back the loan facts a payment changes.
 */
import type { StoredAccount } from '../accounts/stored-account.ts';
import type { Database } from '../database.ts';

/** The account if it belongs to `userName`; another user's account is as good as absent. */
export async function findOwnedAccount(
  db: Database,
  userName: string,
  accountNumber: string,
): Promise<StoredAccount | undefined> {
  const [row] = await db.query<{ data: StoredAccount }>(
    'select data from accounts where account_number = $1 and user_name = $2',
    [accountNumber, userName.toLowerCase()],
  );
  return row?.data;
}

/** The user's loans and lines of credit (type codes 0 and 9). */
export async function listLoanAccounts(db: Database, userName: string): Promise<StoredAccount[]> {
  const rows = await db.query<{ data: StoredAccount }>(
    'select data from accounts where user_name = $1 and type_code in (0, 9) order by account_number',
    [userName.toLowerCase()],
  );
  return rows.map((r) => r.data);
}

/** An account record locked for the rest of the transaction (read-modify-write of the balance). */
export async function lockAccount(tx: Database, accountNumber: string): Promise<StoredAccount | undefined> {
  const [row] = await tx.query<{ data: StoredAccount }>(
    'select data from accounts where account_number = $1 for update',
    [accountNumber],
  );
  return row?.data;
}

/** Writes back an account record (its `data`), e.g. after a payment lowered the balance. */
export async function saveAccountData(db: Database, account: StoredAccount): Promise<void> {
  await db.execute('update accounts set data = $2 where account_number = $1', [account.accountNumber, account]);
}

/** The user's deposit account numbers (type codes 1, 3, 5, 6): drafts from the lender itself must name one. */
export async function listDepositAccountNumbers(db: Database, userName: string): Promise<string[]> {
  const rows = await db.query<{ account_number: string }>(
    'select account_number from accounts where user_name = $1 and type_code in (1, 3, 5, 6)',
    [userName.toLowerCase()],
  );
  return rows.map((r) => r.account_number);
}
