/**
 * Deposit and investment details (myaccount/deposits/depositDetails/{accountNumber}; design in
 * docs/decisions/220-deposit-details.md): the account's panel from the account list, then the
 * account history and e-statements sections the loan page uses. An address naming no deposit or
 * investment of the user says so and links back to the dashboard.
 */
import { Link, useParams } from 'react-router';
import { groupOf, isClosedAccount } from '@schemas/rules/account-groups';
import { useAccountListQuery } from '@/api/accounts/get-account-list';
import { useSettings } from '@/settings/use-settings';
import { ErrorBanner } from '@/ui/error-banner';
import { PageHeading } from '@/ui/page-heading';
import { DASHBOARD_PATH } from '@/ui/route-paths';
import { Spinner } from '@/ui/spinner';
import { AccountHistorySection } from '../account-history/account-history-section';
import { EStatementsSection } from '../e-statements/e-statements-section';
import { depositFields } from './deposit-fields';
import './deposit-details-page.css';

/** The deposit and investment details page. */
export function DepositDetailsPage() {
  const settings = useSettings();
  const { accountNumber = '' } = useParams();
  const list = useAccountListQuery();
  const account = list.data?.Accounts.find(
    (a) => a.Number === accountNumber && ['deposits', 'investments'].includes(groupOf(a.Type) ?? ''),
  );
  const failed = list.isError || list.data?.HasNoErrors === false;
  const back = (
    <p>
      <Link to={DASHBOARD_PATH}>{settings.text('depositDetails.backToDashboard')}</Link>
    </p>
  );

  if (list.isPending) return <Spinner variant="page" label={settings.text('shell.loadingText')} />;
  if (failed || !account) {
    return (
      <div className="page deposit-details">
        <PageHeading>{settings.text('titles.depositDetails')}</PageHeading>
        <ErrorBanner>{settings.text(failed ? 'dashboard.accountListError' : 'depositDetails.notFound')}</ErrorBanner>
        {back}
      </div>
    );
  }
  return (
    <div className="page deposit-details">
      <PageHeading subtitle={account.Description}>{settings.text('titles.depositDetails')}</PageHeading>
      <dl className="card deposit-details__fields">
        {depositFields(account, settings).map((f) => (
          <div key={f.labelKey} className="deposit-details__field">
            <dt>{settings.text(f.labelKey)}</dt>
            <dd>{f.value}</dd>
          </div>
        ))}
      </dl>
      {settings.flag('depositDetails.historyHidden') ? null : (
        <AccountHistorySection
          accountNumber={account.Number}
          heading={settings.text('depositDetails.historyHeading')}
        />
      )}
      {settings.flag('depositDetails.eStatementsHidden') ? null : (
        <EStatementsSection
          accountNumber={account.Number}
          statementFormat={account.StatementPreference}
          closed={isClosedAccount(account)}
        />
      )}
      {back}
    </div>
  );
}

export default DepositDetailsPage;
