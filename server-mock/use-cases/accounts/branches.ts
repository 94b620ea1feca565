/** The branch locator: all branches, or one by number. */
import { findBranch, listBranches } from '../../store/accounts/branches-repo.ts';
import type { AccountsContext, Schemas } from './accounts-context.ts';
import { branchView } from './account-views.ts';

/** GET /api/BranchInfo/Get. */
export async function getBranches(ctx: AccountsContext): Promise<Schemas['Branch'][]> {
  return (await listBranches(ctx.db)).map(branchView);
}

/** GET /api/BranchInfo/GetByBranchNumber; undefined when there is no such branch. */
export async function getBranch(ctx: AccountsContext, branchNumber: string): Promise<Schemas['Branch'] | undefined> {
  const b = await findBranch(ctx.db, branchNumber);
  return b && branchView(b);
}
