/** GET /api/Profile/LoginHistory: the user's sign-ins, newest first. */
import { loginsOf } from '../../store/login-history-repo.ts';
import type { AccountsContext, Schemas } from './accounts-context.ts';

/** Login entries (Date and IP address). */
export async function getLoginHistory(ctx: AccountsContext, userName: string): Promise<Schemas['LoginHistoryEntry'][]> {
  const logins = await loginsOf(ctx.db, userName, 50);
  return logins.map((l, i) => ({
    LoginDate: new Date(l.at).toISOString(),
    IPAddress: l.ip,
    EntryKey: l.entryKey || String(i + 1),
  }));
}
