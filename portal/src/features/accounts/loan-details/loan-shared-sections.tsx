import type { LoanInformation } from '@/api/accounts/get-account-details';
import { useSettings } from '@/settings/use-settings';
import { AccountHistorySection } from '../account-history/account-history-section';
import { EStatementsSection } from '../e-statements/e-statements-section';

/** Props of {@link LoanSharedSections}. */
export interface LoanSharedSectionsProps {
  accountNumber: string;
  info: LoanInformation;
  closed: boolean;
}

/**
 * The sections the loan page shares with the deposit details page (accounts spec §2 "Loan details page"):
 * loan history unless `loanDetails.loanHistoryHidden`, e-statements unless `loanDetails.eStatementsHidden`
 * (the section itself hides for a closed loan that is not electronic-only). No `pendingAgreement` is
 * passed: neither the loan details answer nor any other call carries one (docs/decisions/243).
 */
export function LoanSharedSections({ accountNumber, info, closed }: LoanSharedSectionsProps) {
  const settings = useSettings();
  return (
    <>
      {settings.flag('loanDetails.loanHistoryHidden') ? null : (
        <AccountHistorySection accountNumber={accountNumber} daysSinceOpened={info.DaysSinceOpened} />
      )}
      {settings.flag('loanDetails.eStatementsHidden') ? null : (
        <EStatementsSection accountNumber={accountNumber} statementFormat={info.StatementFormat} closed={closed} />
      )}
    </>
  );
}
