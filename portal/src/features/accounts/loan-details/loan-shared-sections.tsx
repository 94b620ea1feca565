import type { LoanInformation } from '@/api/accounts/get-account-details';

/** Props of {@link LoanSharedSections}. */
export interface LoanSharedSectionsProps {
  accountNumber: string;
  info: LoanInformation;
  closed: boolean;
}

/**
 * The sections the loan page shares with the deposit details page: loan history (unless
 * loanDetails.loanHistoryHidden) and e-statements (unless loanDetails.eStatementsHidden; closed loans only
 * when already electronic-only). PLACE FOR acc-dash's AccountHistorySection and EStatementsSection
 * (features/accounts/account-history, e-statements): rendered here once that branch is merged.
 */
export function LoanSharedSections(props: LoanSharedSectionsProps) {
  void props;
  return null;
}
