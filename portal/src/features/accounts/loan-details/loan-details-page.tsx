import { useCallback, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { isClosedAccount } from '@schemas/rules/account-groups';
import { loadFlagsOf, type LoanLoadFlag } from '@schemas/rules/loan-details';
import type { SettingKey } from '@schemas/settings/generated/setting-key';
import { useAccountDetails } from '@/api/accounts/get-account-details';
import { useAccountListQuery } from '@/api/accounts/get-account-list';
import { useUnsavedChanges } from '@/session/unsaved-store';
import { useSettings } from '@/settings/use-settings';
import { ErrorBanner } from '@/ui/error-banner';
import { PageHeading } from '@/ui/page-heading';
import { DASHBOARD_PATH } from '@/ui/route-paths';
import { Spinner } from '@/ui/spinner';
import { AlertPreferencesSection } from '../alert-preferences/alert-preferences-section';
import { AccountDocuments } from './account-documents';
import { AccountInfoPanel } from './account-info-panel';
import { LoanButtons } from './loan-buttons';
import { LoanSharedSections } from './loan-shared-sections';
import { PaymentPlans } from './payment-plans';
import './loan-details.css';

/**
 * Navigation state the dashboard receives when the loan could not be shown (spec §4: "redirected to the
 * dashboard with an error flag"); the dashboard shows `loanDetails.loadError` for it.
 */
export const LOAN_DETAILS_ERROR_STATE = { accountError: 'Error' } as const;

const FLAG_TEXT: Record<LoanLoadFlag, SettingKey> = {
  Error: 'loanDetails.loadError',
  LoanLockedPayoff: 'loanDetails.loanLockedPayoff',
  Dispute: 'loanDetails.dispute',
  NoPaymentOnline: 'loanDetails.noPaymentOnline',
  NoAchPayment: 'loanDetails.noAchPayment',
  NightError: 'loanDetails.nightError',
};

const toDashboard = <Navigate to={DASHBOARD_PATH} replace state={LOAN_DETAILS_ERROR_STATE} />;

/** Route myaccount/loanDetails/:accountNumber. Without an account number the dashboard opens with the error flag. */
export function LoanDetailsPage() {
  const { accountNumber = '' } = useParams();
  if (accountNumber.trim() === '') return toDashboard;
  // A new account number is a new page: no state of the previous loan carries over.
  return <LoanDetails key={accountNumber} accountNumber={accountNumber} />;
}

/**
 * The loan details page (accounts spec §2 "Loan details page", §4 "Loan details load"): the load flags as
 * banners, the buttons, the account information panel, the shared history and e-statement sections and the
 * alert preferences (not on closed loans), each section hideable by its setting.
 */
function LoanDetails({ accountNumber }: { accountNumber: string }) {
  const settings = useSettings();
  const t = settings.text;
  const details = useAccountDetails(accountNumber);
  const list = useAccountListQuery();
  // Address and alerts each report unsaved changes; either one raises the shared flag (spec §4).
  const [dirty, setDirty] = useState({ address: false, alerts: false });
  const onAddressDirty = useCallback((address: boolean) => setDirty((d) => ({ ...d, address })), []);
  const onAlertsDirty = useCallback((alerts: boolean) => setDirty((d) => ({ ...d, alerts })), []);
  useUnsavedChanges(dirty.address || dirty.alerts);
  if (details.isPending || list.isPending) return <Spinner variant="page" label={t('loanDetails.loadingLabel')} />;
  // A failed call, or an answer without the loan (not the user's account), cannot show a page.
  if (details.isError || !details.data.AccountNumber) return toDashboard;

  const info = details.data;
  const flags = info.HasNoErrors ? [] : loadFlagsOf(info.Errors);
  const entry = list.data?.Accounts.find((a) => a.Number === accountNumber);
  // Only the account list says whether a loan is closed (spec §4). Without it the page cannot know, so it
  // shows the list error and offers no more than a closed loan: no payment, no address edit, no alerts
  // (docs/decisions/321-loan-closed-unknown.md).
  const listFailed = list.isError || list.data?.HasNoErrors === false;
  const closed = entry ? isClosedAccount(entry) : listFailed;

  return (
    <div className="loan-details">
      <PageHeading subtitle={entry?.Description}>{t('titles.loanDetails')}</PageHeading>
      {flags.map((flag) => (
        <ErrorBanner key={flag}>{t(FLAG_TEXT[flag])}</ErrorBanner>
      ))}
      {listFailed ? <ErrorBanner>{t('dashboard.accountListError')}</ErrorBanner> : null}
      {closed && !listFailed ? <p className="banner loan-details__closed">{t('loanDetails.closedNotice')}</p> : null}
      <LoanButtons accountNumber={accountNumber} closed={closed} maturityDate={info.OriginalMaturityDate} />
      {settings.flag('loanDetails.accountInformationHidden') ? null : (
        <AccountInfoPanel accountNumber={accountNumber} info={info} closed={closed} onAddressDirty={onAddressDirty} />
      )}
      <PaymentPlans payment={info.PaymentInformation} />
      <LoanSharedSections accountNumber={accountNumber} info={info} closed={closed} />
      {settings.flag('access.useFileServices') && !settings.flag('loanDetails.accountDocumentsHidden') ? (
        <AccountDocuments documents={info.Documents} />
      ) : null}
      {closed || settings.flag('loanDetails.alertPreferencesHidden') ? null : (
        <AlertPreferencesSection accountNumber={accountNumber} alerts={info.Alerts} onDirtyChange={onAlertsDirty} />
      )}
    </div>
  );
}
