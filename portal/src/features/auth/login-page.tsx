/**
 * The login screen (route home/login; access spec §2 "Login screen", §4 "Login", §8):
 * optional logo, heading, the session message of a logout (`?error=timeout|unauthorized`),
 * the login form, links to registration and recovery. Submit disables the form; success sets the
 * session and opens the dashboard; a failure shows its message, or the offline message with the
 * form hidden. The multi-step login process (security code, agreements, ...) is a later issue.
 */
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toApiFailure } from '@/api/api-failure';
import { loginMutation } from '@/api/auth/login';
import type { LoginInput } from '@/api/auth/login-types';
import { useSessionStore } from '@/app/session/session-store';
import { useSettings } from '@/settings/use-settings';
import { InstitutionLogo } from '@/ui/institution-logo';
import { LoginForm } from './login-form';
import { loginErrorView, sessionMessageKey } from './login-errors';
import { QuickSignInButton } from './quick-sign-in-button';
import './login-page.css';

/** Where a successful login goes while the login process queue is not built. */
export const AFTER_LOGIN_PATH = '/myaccount/dashboard';

/** The login screen. */
export function LoginPage() {
  const settings = useSettings();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const setSession = useSessionStore((s) => s.setSession);
  const mutation = useMutation({
    ...loginMutation(),
    onSuccess(data) {
      setSession(data);
      void navigate(AFTER_LOGIN_PATH);
    },
  });

  const errorView = mutation.isError ? loginErrorView(toApiFailure(mutation.error)) : null;
  // The logout's message belongs to the visit it explains: a new attempt replaces it.
  const sessionKey = mutation.isIdle ? sessionMessageKey(searchParams.get('error')) : undefined;
  const logo = settings.image('loginPage.logo');
  const logoHidden = settings.flag('loginPage.logoHidden');
  const submit = (input: LoginInput) => mutation.mutate({ username: input.username, password: input.password });

  return (
    <section className="login-page" aria-labelledby="login-heading">
      {logoHidden ? null : (
        <div className="login-page__logo">
          {logo ? <img src={logo} alt={settings.text('loginPage.logoAlt')} /> : <InstitutionLogo variant="full" />}
        </div>
      )}
      <h1 id="login-heading">{settings.text('loginPage.heading')}</h1>
      {sessionKey ? (
        <p className="login-page__message" role="status">
          {settings.text(sessionKey)}
        </p>
      ) : null}
      {errorView ? (
        <p className="login-page__message login-page__message--error" role="alert">
          {settings.text(errorView.messageKey)}
        </p>
      ) : null}
      {errorView?.kind === 'offline' ? null : (
        <>
          <LoginForm onSubmit={submit} disabled={mutation.isPending} />
          {import.meta.env.DEV ? <QuickSignInButton onSignIn={submit} disabled={mutation.isPending} /> : null}
        </>
      )}
      <ul className="login-page__links">
        <li>
          <Link to="/home/register">{settings.text('loginPage.createAccountLink')}</Link>
        </li>
        <li>
          <Link to="/home/recovery">{settings.text('loginPage.cantSignInLink')}</Link>
        </li>
      </ul>
    </section>
  );
}

export default LoginPage;
