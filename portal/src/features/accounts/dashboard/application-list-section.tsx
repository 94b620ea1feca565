/**
 * The application status list of the dashboard (accounts spec §2): each row leads to the
 * application details with the row's data passed along (keyed by application number), 'No
 * Applications Found.' when empty, a generic Error when the list fails (§8).
 */
import { useId } from 'react';
import { Link } from 'react-router';
import { dateText, moneyText } from '@schemas/rules/host-format';
import { useApplicationListQuery } from '@/api/accounts/get-application-list';
import { useLanguage } from '@/settings/language';
import { useSettings } from '@/settings/use-settings';
import { ErrorBanner } from '@/ui/error-banner';
import { Spinner } from '@/ui/spinner';

/** The applications section; hidden with dashboard.applicationsHidden. */
export function ApplicationListSection() {
  const settings = useSettings();
  const language = useLanguage();
  const headingId = useId();
  const hidden = settings.flag('dashboard.applicationsHidden');
  // The dashboard's route loader asked for the list already (app/dashboard-prefetch.ts, decision 274).
  const list = useApplicationListQuery(!hidden, true);
  if (hidden) return null;
  const failed = list.isError || list.data?.HasNoErrors === false;
  const apps = failed ? [] : (list.data?.Applications ?? []);
  const labels = [
    settings.text('dashboard.applicationNumberColumn'),
    settings.text('dashboard.applicationStatusColumn'),
    settings.text('dashboard.amountRequestedColumn'),
    settings.text('dashboard.lastModifiedColumn'),
  ];
  return (
    <section className="account-list" aria-labelledby={headingId}>
      <h2 id={headingId}>{settings.text('dashboard.applicationsHeading')}</h2>
      {list.isPending ? <Spinner label={settings.text('shell.loadingText')} /> : null}
      {failed ? <ErrorBanner>{settings.text('dashboard.applicationsError')}</ErrorBanner> : null}
      {list.isSuccess && !failed && apps.length === 0 ? (
        <p className="account-list__empty">{settings.text('dashboard.noApplications')}</p>
      ) : null}
      {apps.length > 0 ? (
        <table className="account-table">
          <thead>
            <tr>
              {labels.map((label, i) => (
                <th key={label + String(i)} scope="col" className={i === 2 ? 'is-numeric' : undefined}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {apps.map((app) => (
              <tr key={app.ApplicationNumber} className="account-row account-row--normal">
                <td data-label={labels[0]}>
                  <Link
                    to={`/myaccount/applicationdetails/${encodeURIComponent(app.ApplicationNumber)}`}
                    state={{ application: app }}
                  >
                    {app.ApplicationNumber}
                  </Link>
                </td>
                <td data-label={labels[1]}>{app.Status}</td>
                <td data-label={labels[2]} className="is-numeric">
                  {moneyText(app.AmountRequested)}
                </td>
                <td data-label={labels[3]}>{dateText(app.LastModified, language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
