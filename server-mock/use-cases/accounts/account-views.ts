/** How stored accounts and branches appear in API answers. */
import { NO_HOST_DATE } from '../../../schemas/src/rules/host-format.ts';
import type { BranchRecord } from '../../store/accounts/branches-repo.ts';
import type { StoredAccount } from '../../store/accounts/stored-account.ts';
import { isClosed, isLoan, type Schemas } from './accounts-context.ts';

/** An account list entry (spec §3 Account). Closed accounts have their due date cleared. */
export function accountListEntry(a: StoredAccount): Schemas['Account'] {
  const loan = a.loan;
  const entry: Schemas['Account'] = {
    Number: a.accountNumber,
    Type: a.typeCode,
    Description: a.description,
    Balance: a.balance,
    AvailableBalance: a.availableBalance,
    Rate: a.rate,
    Comment: a.comment,
    Status: a.status,
    StatementPreference: a.statementPreference,
    LoanPastDue: loan?.pastDue ?? false,
    LoanDueDate: loan && !isClosed(a) && loan.dueDate !== NO_HOST_DATE ? loan.dueDate : null,
  };
  if (loan) {
    entry.MonthlyInstallment = loan.monthlyInstallment;
    entry.FeesDue = loan.feesDue;
    entry.LoanAmountDue = loan.amountDue;
  }
  if (!isLoan(a)) entry.NameOnAcct = a.nameOnAccount;
  return entry;
}

/** A branch (spec §3 Branch). */
export function branchView(b: BranchRecord): Schemas['Branch'] {
  return { ...b };
}

/** The API address shape of a stored address. */
export function addressView(a: StoredAccount['address']): Schemas['Address'] {
  return { Address1: a.address1, City: a.city, State: a.state, ZipCode: a.zipCode };
}
