/**
 * Forced password change (route home/forcePasswordChange/:enc; access spec §2, §4, §8 "Reset password
 * codes"): the link of a recovery e-mail or of a login that must change its password. Without a token
 * it goes to login; an expired token shows 'The Password Reset Token Has Expired.'; success signs the
 * user in and opens the dashboard. 'Back to Login' is always there.
 */
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { toApiFailure } from '@/api/api-failure';
import { useResetPassword } from '@/api/recovery/reset-password';
import { firstErrorCode, type ResetPasswordResponse } from '@/api/recovery/recovery-types';
import { useSessionStore } from '@/session/session-store';
import { useSettings } from '@/settings/use-settings';
import { ErrorBanner } from '@/ui/error-banner';
import { PageHeading } from '@/ui/page-heading';
import { DASHBOARD_PATH } from '@/ui/route-paths';
import { Spinner } from '@/ui/spinner';
import { NewPasswordForm } from './new-password-form';
import { resetErrorKey, resetFailureCode } from '@/forms/password/reset-password-errors';
import { useResetToken } from './use-reset-token';
import './password-reset.css';

/** The forced password change page. */
export function ForcedPasswordChangePage() {
  const { enc = '' } = useParams();
  if (enc.trim() === '') return <Navigate to="/home/login" replace />;
  return <ForcedPasswordChange token={enc} />;
}

function ForcedPasswordChange({ token }: { token: string }) {
  const settings = useSettings();
  const navigate = useNavigate();
  const setSession = useSessionStore((s) => s.setSession);
  const tokenState = useResetToken(token);
  const reset = useResetPassword();
  const logon = tokenState.status === 'valid' ? tokenState.logon : undefined;
  const busy = reset.isPending;
  // A refused password answers 200 with a code; a failed call is the mutation's error. Both have reset texts.
  const errorKey =
    reset.data && !reset.data.HasNoErrors
      ? resetErrorKey(firstErrorCode(reset.data))
      : reset.error
        ? resetErrorKey(resetFailureCode(toApiFailure(reset.error)))
        : null;

  const changed = (answer: ResetPasswordResponse) => {
    if (!answer.HasNoErrors) return;
    if (answer.IsLoggedIn && answer.UserToken) {
      setSession({
        IsLoggedIn: true,
        UserToken: answer.UserToken,
        UserName: logon ?? '',
        BiometricsTokenExpiration: answer.BiometricsTokenExpiration ?? null,
      });
      return void navigate(DASHBOARD_PATH, { replace: true });
    }
    // Changed, but not signed in (a restricted login): the login page explains the rest.
    void navigate('/home/login', { replace: true });
  };
  const submit = (password: string) => reset.mutate({ Enc: token, Password: password }, { onSuccess: changed });

  return (
    <div className="page page--narrow password-reset-page">
      <div className="card">
        <PageHeading>{settings.text('passwordChange.forcedHeading')}</PageHeading>
        {tokenState.status === 'checking' ? (
          <Spinner label={settings.text('resetPasswordErrors.checkingLink')} />
        ) : null}
        {tokenState.status === 'expired' ? (
          <ErrorBanner>{settings.text('passwordChange.tokenExpired')}</ErrorBanner>
        ) : null}
        {tokenState.status === 'failed' ? (
          <ErrorBanner>{settings.text('resetPasswordErrors.generic')}</ErrorBanner>
        ) : null}
        {errorKey ? <ErrorBanner>{settings.text(errorKey)}</ErrorBanner> : null}
        {tokenState.status === 'valid' ? (
          <NewPasswordForm token={token} logon={logon} busy={busy} onSubmit={submit} />
        ) : null}
        <p className="password-reset-page__links">
          <Link to="/home/login">{settings.text('passwordChange.backToLoginLink')}</Link>
        </p>
      </div>
    </div>
  );
}

export default ForcedPasswordChangePage;
