/**
 * The dashboard's account lists (accounts spec §2 Dashboard, §3 Account): which list an account
 * belongs to by type code, when it counts as closed, how its status and due date read, and which
 * message shows when nothing is listed. Pure.
 */

/** The four account lists of the dashboard, in their order. */
export type AccountGroup = 'loans' | 'deposits' | 'linesOfCredit' | 'investments';

/** Display order of the lists. */
export const ACCOUNT_GROUPS: readonly AccountGroup[] = ['loans', 'deposits', 'linesOfCredit', 'investments'];

/** The fields of an account list entry these rules read. */
export interface AccountEntry {
  Number: string;
  Type: number;
  Comment?: string | null;
  Status?: string | null;
  LoanDueDate?: string | null;
  LoanPastDue?: boolean | null;
}

/** Type codes (spec §3): 0 loan, 9 line of credit, 1, 3, 5, 6 deposit, 7, 8 investment; undefined for others. */
export function groupOf(typeCode: number): AccountGroup | undefined {
  if (typeCode === 0) return 'loans';
  if (typeCode === 9) return 'linesOfCredit';
  if ([1, 3, 5, 6].includes(typeCode)) return 'deposits';
  if (typeCode === 7 || typeCode === 8) return 'investments';
  return undefined;
}

/** True for loans and lines of credit: their rows lead to the loan details page. */
export function isLoanLike(typeCode: number): boolean {
  const group = groupOf(typeCode);
  return group === 'loans' || group === 'linesOfCredit';
}

/** A comment containing CLOSED (any case) marks the account closed (spec §3). */
export function isClosedAccount(account: Pick<AccountEntry, 'Comment'>): boolean {
  return (account.Comment ?? '').toUpperCase().includes('CLOSED');
}

/** The comment as shown: the open marker '{code}' is blanked (spec §3). */
export function shownComment(comment: string | null | undefined): string {
  const text = (comment ?? '').trim();
  return text === '{code}' ? '' : text;
}

/** The status as shown: empty shows the "Current" text (spec §3). */
export function shownStatus(status: string | null | undefined, currentText: string): string {
  const text = (status ?? '').trim();
  return text === '' ? currentText : text;
}

/** The due date as shown: cleared when the account is closed (spec §2). */
export function shownDueDate(account: AccountEntry): string | null {
  return isClosedAccount(account) ? null : account.LoanDueDate || null;
}

/** The row style a loan or line of credit gets (spec §2): closed wins over past due. */
export function rowTone(account: AccountEntry): 'closed' | 'pastDue' | 'normal' {
  if (isClosedAccount(account)) return 'closed';
  if (isLoanLike(account.Type) && account.LoanPastDue === true) return 'pastDue';
  return 'normal';
}

/** The accounts shown, by list, in the list's order; closed ones only when `showClosed`. Empty lists are left out. */
export function groupAccounts<A extends AccountEntry>(
  accounts: readonly A[],
  showClosed: boolean,
): Map<AccountGroup, A[]> {
  const groups = new Map<AccountGroup, A[]>();
  for (const group of ACCOUNT_GROUPS) {
    const members = accounts.filter((a) => groupOf(a.Type) === group && (showClosed || !isClosedAccount(a)));
    if (members.length > 0) groups.set(group, members);
  }
  return groups;
}

/** Which message replaces the lists (spec §2): none at all, or only closed ones while they are hidden. */
export function emptyListMessage(
  accounts: readonly AccountEntry[],
  showClosed: boolean,
): 'noAccounts' | 'noOpenAccounts' | null {
  const known = accounts.filter((a) => groupOf(a.Type) !== undefined);
  if (known.length === 0) return 'noAccounts';
  if (!showClosed && known.every(isClosedAccount)) return 'noOpenAccounts';
  return null;
}

/**
 * Make Payment shows only without disableEZPayOption and with at least one loan account (spec §2). A closed
 * loan takes no payment (spec §6), and the payment screen lists none (payable-loans.ts): a borrower whose
 * only loan is closed would be sent to a screen with nothing to pay, so closed loans do not count
 * (decision 270).
 */
export function showsMakePayment(accounts: readonly AccountEntry[], disableEZPay: boolean): boolean {
  return !disableEZPay && accounts.some((a) => isLoanLike(a.Type) && !isClosedAccount(a));
}
