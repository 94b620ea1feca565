/** EncryptedData tokens (table `payment_account_tokens`): handed out with payment info, checked on submit. */
import type { Database } from '../database.ts';
import { randomToken } from './random-token.ts';

/** Issues a new token for the user's account. */
export async function issueAccountToken(
  db: Database,
  userName: string,
  accountNumber: string,
  at: Date,
): Promise<string> {
  const token = randomToken('acct');
  await db.execute(
    'insert into payment_account_tokens (token, account_number, user_name, created_at) values ($1, $2, $3, $4)',
    [token, accountNumber, userName, at],
  );
  return token;
}

/** True when the token was issued to this user for this account. */
export async function isAccountToken(
  db: Database,
  userName: string,
  accountNumber: string,
  token: string,
): Promise<boolean> {
  const rows = await db.query(
    'select 1 from payment_account_tokens where token = $1 and user_name = $2 and account_number = $3',
    [token, userName, accountNumber],
  );
  return rows.length > 0;
}
