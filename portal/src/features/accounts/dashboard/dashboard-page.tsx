/**
 * The account dashboard (accounts spec §2 "Dashboard"): banner and info text, the no-e-mail notice,
 * Make Payment and Apply for a loan, the closed-accounts toggle, the four account lists, the
 * applications and the footer with the previous login.
 */
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { emptyListMessage, groupAccounts, showsMakePayment } from '@schemas/rules/account-groups';
import { useApplyForLoanOffered } from '@/api/accounts/get-apply-for-loan-availability';
import { useAccountListQuery } from '@/api/accounts/get-account-list';
import { openDialog } from '@/session/dialog-store';
import { useSessionStore } from '@/session/session-store';
import { useSettings } from '@/settings/use-settings';
import { ErrorBanner } from '@/ui/error-banner';
import { PageHeading } from '@/ui/page-heading';
import { RichText } from '@/ui/rich-text';
import { Spinner } from '@/ui/spinner';
import { AccountListSection } from './account-list-section';
import { ApplicationListSection } from './application-list-section';
import { LastLoginFooter } from './last-login-footer';
import './dashboard-page.css';

/** The dashboard page. */
export function DashboardPage() {
  const settings = useSettings();
  const user = useSessionStore((s) => s.user);
  // The route's loader asked for the list already (app/dashboard-prefetch.ts, decision 274).
  const list = useAccountListQuery(true);
  const [showClosed, setShowClosed] = useState(false);
  // An account page that could not load its account sends the borrower here with this flag (spec §4).
  const accountError = (useLocation().state as { accountError?: string } | null)?.accountError === 'Error';
  const failed = list.isError || list.data?.HasNoErrors === false;
  const accounts = failed ? [] : (list.data?.Accounts ?? []);
  const banner = settings.image('dashboard.bannerImage');
  const info = settings.richText('dashboard.infoText');
  // The same rule as the menu's Apply For Loan entry: the settings and the loan-application service.
  const applyForLoan = useApplyForLoanOffered(user !== null);
  const makePayment = list.isSuccess && showsMakePayment(accounts, settings.flag('portal.disableEZPayOption'));
  const empty = list.isSuccess && !failed ? emptyListMessage(accounts, showClosed) : null;
  const groups = groupAccounts(accounts, showClosed);

  return (
    <div className="page dashboard">
      {banner ? (
        <img
          className="dashboard__banner"
          src={banner}
          alt={settings.text('dashboard.bannerImageAlt')}
          fetchPriority="high"
        />
      ) : null}
      <PageHeading>{settings.text('titles.dashboard')}</PageHeading>
      {info.trim() !== '' ? <RichText className="dashboard__info" html={info} /> : null}
      {accountError ? <ErrorBanner>{settings.text('loanDetails.loadError')}</ErrorBanner> : null}
      {user && !user.hasEmailAddress ? (
        <p className="banner dashboard__notice" role="note">
          {settings.text('dashboard.noEmailNotice')}
        </p>
      ) : null}
      {/* While the list loads only its spinner stands here. What depends on the list (Make Payment) or sits below it
          appears with it: growing the list under a painted page would push it down (layout shift, decision 274). */}
      {list.isPending ? (
        <div className="card dashboard__accounts dashboard__accounts--loading">
          <Spinner label={settings.text('shell.loadingText')} />
        </div>
      ) : (
        <>
          <div className="dashboard__actions">
            {makePayment ? (
              <Link className="button" to="/myaccount/payment">
                {settings.text('dashboard.makePaymentButton')}
              </Link>
            ) : null}
            {applyForLoan ? (
              <button
                type="button"
                className="button button--secondary"
                onClick={() => openDialog({ kind: 'applyForLoan' })}
              >
                {settings.text('dashboard.applyForLoanButton')}
              </button>
            ) : null}
            <label className="dashboard__closed-toggle">
              <input type="checkbox" checked={showClosed} onChange={(e) => setShowClosed(e.target.checked)} />
              {settings.text('dashboard.showClosedLabel')}
            </label>
          </div>
          <div className="card dashboard__accounts">
            {failed ? <ErrorBanner>{settings.text('dashboard.accountListError')}</ErrorBanner> : null}
            {empty ? (
              <p className="account-list__empty">
                {settings.text(empty === 'noAccounts' ? 'dashboard.noAccounts' : 'dashboard.noOpenAccounts')}
              </p>
            ) : null}
            {[...groups].map(([group, members]) => (
              <AccountListSection key={group} group={group} accounts={members} />
            ))}
          </div>
          <div className="card dashboard__applications">
            <ApplicationListSection />
          </div>
          <LastLoginFooter />
        </>
      )}
    </div>
  );
}

export default DashboardPage;
