/**
 * The single sign-on landing (route home/sso/{token}; access spec §2, §4 "SSO"): a spinner while it
 * signs in. SSO on with a token: the token sign-in; IsLoggedIn true goes to the login page with the
 * login response (the login process runs there), false goes to the SSO login with reason notLoggedIn,
 * a failure with reason error (as `code=` only when portal.ssoAppendCodeParameter is on). SSO on without a token:
 * home/login with the unauthorized error. SSO off:
 * home/login. When the SSO login address is unusable: 'No SSO URL defined!'.
 */
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { isSsoInUse, ssoLoginAddress, type SsoReason } from '@schemas/rules/sso-login-url';
import { useSsoLogin } from '@/api/auth/sso-login';
import { loginPath } from '@/session/logout-service';
import { finishLoginProcess } from '@/session/login-process/login-process-actions';
import { startLoginProcess } from '@/session/login-process/login-process-store';
import { useSettings } from '@/settings/use-settings';
import { ErrorBanner } from '@/ui/error-banner';
import { Spinner } from '@/ui/spinner';

/** The SSO landing page. */
export function SsoLanding() {
  const settings = useSettings();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const [noUrl, setNoUrl] = useState(false);
  const started = useRef(false);
  const { mutateAsync: signIn } = useSsoLogin();

  useEffect(() => {
    if (started.current) return; // once per visit, also under StrictMode's double effect
    started.current = true;
    const setting = settings.text('portal.ssoLoginUrl');
    const go = (to: string) => void navigate(to, { replace: true });
    const toSso = (reason: SsoReason) => {
      const address = ssoLoginAddress(setting, { reason, appendCode: settings.flag('portal.ssoAppendCodeParameter') });
      if (address) window.location.assign(address);
      else setNoUrl(true);
    };
    if (!isSsoInUse(setting)) return go('/home/login');
    const value = token.trim();
    if (value === '') return go(loginPath('unauthorized'));
    // The promise, not mutate's callbacks: those do not fire after StrictMode's remount in development.
    signIn(value).then(
      (login) => {
        if (login.IsLoggedIn !== true) return toSso('notLoggedIn');
        const queue = startLoginProcess(settings, login, { source: 'sso' });
        if (queue.length === 0) void finishLoginProcess((to, o) => void navigate(to, o));
        else go('/home/login');
      },
      () => toSso('error'),
    );
  }, [navigate, settings, token, signIn]);

  return (
    <section className="sso-landing" aria-labelledby="sso-heading">
      <h1 id="sso-heading" className="visually-hidden">
        {settings.text('titles.sso')}
      </h1>
      {noUrl ? (
        <ErrorBanner>{settings.text('access.noSsoUrl')}</ErrorBanner>
      ) : (
        <Spinner label={settings.text('access.ssoSigningIn')} />
      )}
    </section>
  );
}

export default SsoLanding;
