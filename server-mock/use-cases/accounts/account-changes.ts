/**
 * Changes to one account: its address (read-only once closed), hiding it from the web, its alert
 * preferences and its statement format. Each answers the standard envelope; another user's
 * account answers `Error` and changes nothing.
 */
import { findOwnedAccount, saveAccount } from '../../store/accounts/accounts-repo.ts';
import { saveAlerts } from '../../store/accounts/alerts-repo.ts';
import {
  NOT_YOURS,
  isClosed,
  isLoan,
  ok,
  refused,
  type AccountsContext,
  type Envelope,
  type Schemas,
} from './accounts-context.ts';
import { addressView } from './account-views.ts';
import { ZIP_CITY_NO_MATCH, zipMatchesAddress } from './zip-state.ts';

/** Shown when a closed loan's address is saved (the portal disables the form; the API refuses too). */
export const CLOSED_LOAN_READ_ONLY = 'This loan is closed; its address cannot be changed.';

/**
 * POST /api/Account/UpdateAddress: lengths and formats are checked by the contract; here ownership, closed loans and
 * ZIP/city/state.
 */
export async function updateAddress(
  ctx: AccountsContext,
  userName: string,
  body: Schemas['UpdateAddressRequest'],
): Promise<Schemas['UpdateAddressResponse']> {
  const account = await findOwnedAccount(ctx.db, userName, body.AccountNumber);
  if (!account) return { ...refused(NOT_YOURS), Address: null };
  if (isClosed(account)) return { ...refused(CLOSED_LOAN_READ_ONLY), Address: addressView(account.address) };
  const a = body.Address;
  if (!(await zipMatchesAddress(a.ZipCode, a.City, a.State)))
    return { ...refused(ZIP_CITY_NO_MATCH), Address: addressView(account.address) };
  const address = { address1: a.Address1.trim(), city: a.City.trim(), state: a.State, zipCode: a.ZipCode };
  await saveAccount(ctx.db, { ...account, address });
  return { ...ok(), Address: addressView(address) };
}

/** POST /api/Account/ShowHideAccount: hides the account; only the institution shows it again (spec §8). */
export async function hideAccount(ctx: AccountsContext, userName: string, accountNumber: string): Promise<Envelope> {
  const account = await findOwnedAccount(ctx.db, userName, accountNumber);
  if (!account) return refused(NOT_YOURS);
  await saveAccount(ctx.db, { ...account, hidden: true });
  return ok();
}

/** POST /api/AccountAlerts: alert preferences of an open loan (closed loans have none, spec §6). */
export async function saveAccountAlerts(
  ctx: AccountsContext,
  userName: string,
  body: Schemas['AccountAlertsRequest'],
): Promise<Envelope> {
  const account = await findOwnedAccount(ctx.db, userName, body.AccountNumber);
  if (!account || !isLoan(account)) return refused(NOT_YOURS);
  if (isClosed(account)) return refused('Alert preferences are not available for a closed loan.');
  const email = { ...body.EmailAlerts } as Record<string, boolean | number | null>;
  // A ticked due-date alert without days defaults to 15 days before the due date (spec §4 alerts).
  for (const n of [1, 2, 3, 4]) {
    if (email[`AlertLoanDueDate${n}`] === true && (email[`AlertLoanDueDate${n}Days`] ?? null) === null) {
      email[`AlertLoanDueDate${n}Days`] = 15;
      email[`AlertLoanDueDate${n}Before`] = true;
    }
  }
  await saveAlerts(ctx.db, account.accountNumber, { TextAlerts: { ...body.TextAlerts }, EmailAlerts: email });
  return ok();
}

/** POST /api/AccountEStatements/SetStatementFormat: ElectronicOnly or PaperOnly. */
export async function setStatementFormat(
  ctx: AccountsContext,
  userName: string,
  body: Schemas['SetStatementFormatRequest'],
): Promise<Envelope> {
  const account = await findOwnedAccount(ctx.db, userName, body.AccountNumber);
  if (!account) return refused(NOT_YOURS);
  // A closed loan's section is hidden unless already electronic; it cannot be switched on again.
  if (isClosed(account) && body.Format === 'ElectronicOnly' && account.statementPreference !== 'ElectronicOnly') {
    return refused('Statement format cannot be changed for a closed loan.');
  }
  await saveAccount(ctx.db, { ...account, statementPreference: body.Format });
  return ok();
}
