/** GET /api/accountList: the user's accounts, hidden ones omitted. */
import { listAccounts } from '../../store/accounts/accounts-repo.ts';
import type { AccountsContext, Schemas } from './accounts-context.ts';
import { accountListEntry } from './account-views.ts';

/** The account list answer. */
export async function getAccountList(ctx: AccountsContext, userName: string): Promise<Schemas['AccountListResponse']> {
  const accounts = await listAccounts(ctx.db, userName);
  return { Accounts: accounts.map(accountListEntry), HasNoErrors: true, Errors: [] };
}
