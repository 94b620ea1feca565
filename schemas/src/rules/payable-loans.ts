/**
 * Which accounts the make-payment screen offers and how it names them (payments spec §2 "Loan account
 * selector", §3 account list entry): loans (type 0) and lines of credit (type 9) whose comment is empty
 * or 'nox$'; account numbers are branch-number-checkdigit, shown without the check digit when the
 * institution's remove-check-digit option is on.
 */

/** The account list fields these rules read. */
export interface AccountEntryFacts {
  Number: string;
  Type: number;
  Comment: string;
}

/** Type codes of accounts that are paid through the payment screen: 0 loan, 9 line of credit. */
export const PAYABLE_TYPES: readonly number[] = [0, 9];

/** Comments (status codes) the payment screen accepts; 'irso' is open but not payable online. */
const PAYABLE_COMMENTS = ['', 'nox$'];

/** True when the comment is empty or 'nox$' (compared without surrounding spaces and case). */
export function isPayableComment(comment: string | null | undefined): boolean {
  return PAYABLE_COMMENTS.includes((comment ?? '').trim().toLowerCase());
}

/** The accounts the payment screen lists, in the list's order. */
export function payableLoans<A extends AccountEntryFacts>(accounts: readonly A[]): A[] {
  return accounts.filter((a) => PAYABLE_TYPES.includes(a.Type) && isPayableComment(a.Comment));
}

/** The account number as shown: 'branch-number-checkdigit', or 'branch-number' with `removeCheckDigit`. */
export function displayAccountNumber(accountNumber: string, removeCheckDigit: boolean): string {
  const parts = accountNumber.split('-');
  return removeCheckDigit && parts.length >= 3 ? parts.slice(0, 2).join('-') : accountNumber;
}

/**
 * The account chosen before the user acts: the one the route names (myaccount/payment/{accountNumber},
 * with or without its check digit), else the only payable account, else none.
 */
export function preselectedLoan<A extends AccountEntryFacts>(
  loans: readonly A[],
  routeAccountNumber?: string,
): A | undefined {
  if (routeAccountNumber) {
    const named = loans.find(
      (a) => a.Number === routeAccountNumber || displayAccountNumber(a.Number, true) === routeAccountNumber,
    );
    if (named) return named;
  }
  return loans.length === 1 ? loans[0] : undefined;
}
