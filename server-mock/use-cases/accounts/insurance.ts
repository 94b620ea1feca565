/** POST /api/Insurance/GetInsuranceInformation: insurance rows of the user's loan. */
import { findOwnedAccount } from '../../store/accounts/accounts-repo.ts';
import { listInsurance } from '../../store/accounts/alerts-repo.ts';
import { NOT_YOURS, type AccountsContext, type Schemas } from './accounts-context.ts';

/** The insurance answer (designed envelope with Insurances). */
export async function getInsurance(
  ctx: AccountsContext,
  userName: string,
  accountNumber: string,
): Promise<Schemas['InsuranceResponse']> {
  const account = await findOwnedAccount(ctx.db, userName, accountNumber);
  if (!account) return { HasNoErrors: false, Errors: [{ ErrorMessage: NOT_YOURS }], Insurances: [] };
  const rows = (await listInsurance(ctx.db, account.accountNumber)) as Schemas['InsuranceRow'][];
  return { HasNoErrors: true, Errors: [], Insurances: rows };
}
