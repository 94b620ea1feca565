/**
 * Opt out of e-mail notifications (route opt-out?token=; access spec §2, §4 "Opt-out": initial, then
 * success or error; §8 "Opt-out"). The token of the e-mailed link goes to the API as EmailAddress.
 * Without a token the page shows the error at once.
 */
import { Link, useSearchParams } from 'react-router';
import { useOptOut } from '@/api/recovery/opt-out';
import { useSettings } from '@/settings/use-settings';
import { ErrorBanner } from '@/ui/error-banner';
import { PageHeading } from '@/ui/page-heading';
import { Spinner } from '@/ui/spinner';
import './opt-out-page.css';

/** The states of spec §4. */
export type OptOutState = 'initial' | 'working' | 'success' | 'error';

/** The state of spec §4 from the mutation: no token is an error at once; a refused or failed call too. */
function optOutState(token: string, call: ReturnType<typeof useOptOut>): OptOutState {
  if (token === '') return 'error';
  if (call.isPending) return 'working';
  if (call.isSuccess) return call.data.HasNoErrors ? 'success' : 'error';
  return call.isError ? 'error' : 'initial';
}

/** The opt-out page. */
export function OptOutPage() {
  const settings = useSettings();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const optOut = useOptOut();
  const state = optOutState(token, optOut);
  const submit = () => optOut.mutate(token);

  return (
    <div className="page page--narrow opt-out-page">
      <div className="card">
        <PageHeading>{settings.text('optOut.heading')}</PageHeading>
        {state === 'success' ? (
          <p className="banner opt-out-page__success" role="status">
            {settings.text('optOut.successText')}
          </p>
        ) : null}
        {state === 'error' ? <ErrorBanner>{settings.text('optOut.errorText')}</ErrorBanner> : null}
        {token !== '' && (state === 'initial' || state === 'working' || state === 'error') ? (
          <>
            <p>{settings.text('optOut.instructions')}</p>
            <button type="button" className="button" disabled={state === 'working'} onClick={submit}>
              {settings.text('optOut.optOutButton')}
            </button>
            {state === 'working' ? <Spinner label={settings.text('optOut.workingText')} /> : null}
          </>
        ) : null}
        <p className="opt-out-page__links">
          <Link to="/home/login">{settings.text('optOut.returnToLoginLink')}</Link>
        </p>
      </div>
    </div>
  );
}

export default OptOutPage;
