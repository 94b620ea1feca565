/**
 * Application details (accounts spec §2 "Application details", §8): the borrower's name and the
 * application's fields (each hideable), from the dashboard row's data when it was passed along,
 * else fetched; the documents panel when file services are on.
 */
import { Link, useLocation, useParams } from 'react-router';
import type { SettingKey } from '@schemas/settings/generated/setting-key';
import type { Application } from '@/api/accounts/account-types';
import { useApplicationQuery } from '@/api/accounts/get-application';
import { toApiFailure } from '@/api/api-failure';
import { useSessionStore } from '@/session/session-store';
import { useLanguage } from '@/settings/language';
import { useSettings } from '@/settings/use-settings';
import { ErrorBanner } from '@/ui/error-banner';
import { PageHeading } from '@/ui/page-heading';
import { DASHBOARD_PATH } from '@/ui/route-paths';
import { Spinner } from '@/ui/spinner';
import { ApplicationDocuments } from './application-documents';
import { APPLICATION_FIELDS } from './application-fields';
import './application-details-page.css';

/**
 * Server error codes → messages (spec §8 "server errors are mapped to messages"); any other reads as the generic error.
 */
const ERROR_TEXT: Readonly<Record<string, SettingKey>> = {
  ApplicationNotFound: 'applicationDetails.notFoundError',
};

/** The application passed along by the dashboard row, when it is the one in the address. */
function passedApplication(state: unknown, applicationNumber: string): Application | null {
  const app = (state as { application?: Application } | null)?.application;
  return app && app.ApplicationNumber === applicationNumber ? app : null;
}

/** The application details page. */
export function ApplicationDetailsPage() {
  const settings = useSettings();
  const language = useLanguage();
  const { applicationNumber = '' } = useParams();
  const location = useLocation();
  const name = useSessionStore((s) => s.user?.personalName ?? '');
  const passed = passedApplication(location.state, applicationNumber);
  const fetched = useApplicationQuery(applicationNumber, passed === null);
  const application = passed ?? (fetched.data?.HasNoErrors ? (fetched.data.Application ?? null) : null);
  // A connection failure has its own text; a refusal by the server its mapped message, else the generic error.
  const noAnswer = fetched.isError && toApiFailure(fetched.error).kind === 'network';
  const failed = passed === null && (fetched.isError || (fetched.isSuccess && application === null));
  const code = fetched.data?.Errors[0]?.ErrorMessage ?? '';
  const errorKey: SettingKey = noAnswer
    ? 'applicationDetails.connectionError'
    : (ERROR_TEXT[code] ?? 'applicationDetails.error');

  return (
    <div className="page application-details">
      <PageHeading subtitle={name || undefined}>{settings.text('applicationDetails.heading')}</PageHeading>
      {passed === null && fetched.isPending ? <Spinner label={settings.text('shell.loadingText')} /> : null}
      {failed ? <ErrorBanner>{settings.text(errorKey)}</ErrorBanner> : null}
      {application ? (
        <dl className="card application-details__fields">
          {APPLICATION_FIELDS.filter((f) => !settings.flag(f.hiddenKey)).map((f) => (
            <div key={f.labelKey} className="application-details__field">
              <dt>{settings.text(f.labelKey)}</dt>
              <dd>{f.value(application, language) || settings.text('applicationDetails.noneText')}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {application && settings.flag('access.useFileServices') ? (
        <ApplicationDocuments applicationNumber={application.ApplicationNumber} />
      ) : null}
      <p>
        <Link to={DASHBOARD_PATH}>{settings.text('applicationDetails.backToDashboard')}</Link>
      </p>
    </div>
  );
}

export default ApplicationDetailsPage;
