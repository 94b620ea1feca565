/**
 * The login screen (route home/login; access spec §2 "Login screen", §4 "Login", §8): optional logo,
 * heading, the session-expired / Not Authorized / offline messages, the login form, links, rich-text
 * blocks, background image, the announcement and Update Now dialogs and, in the mobile app, the
 * fingerprint area. Submit disables the form; success starts the login process (security code, SSN,
 * change password, secret question, agreements), which runs in this card; an empty queue goes
 * straight to the dashboard. A failure shows its message, or the offline message with the form hidden.
 */
import { loginLogo } from '@schemas/settings/logo-sources';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, type CSSProperties } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toApiFailure } from '@/api/api-failure';
import { loginMutation } from '@/api/auth/login';
import { tokenLoginMutation } from '@/api/auth/token-login';
import type { LoginResponse } from '@/api/auth/login-types';
import { takeHandedOverCredentials } from '@/session/auto-login';
import { isMobileApp } from '@/mobile/mobile-bridge';
import { finishLoginProcess, type Navigate } from '@/session/login-process/login-process-actions';
import { startLoginProcess, useLoginProcessStore, type LoginSource } from '@/session/login-process/login-process-store';
import { useSettings } from '@/settings/use-settings';
import { LiveMessage } from '@/ui/live-message';
import { LogoImage } from '@/ui/logo-image';
import { Spinner } from '@/ui/spinner';
import { useFocusAfter } from '@/ui/use-focus-after';
import { loginErrorView, loginRedirectView } from './login-errors';
import { LoginForm, type LoginValues } from './login-form';
import { LoginLinks } from './login-links';
import { passwordLogin } from './password-login';
import { QuickSignInButton } from './quick-sign-in-button';
import './login-page.css';

// Everything not needed to show the form loads only when the institution or the device uses it.
const LoginProcessView = lazy(() => import('@/features/auth/login-process/login-process-view'));
const RichText = lazy(() => import('@/ui/rich-text').then((m) => ({ default: m.RichText })));
const AnnouncementDialog = lazy(() => import('./login-dialogs').then((m) => ({ default: m.AnnouncementDialog })));
const UpdateNowDialog = lazy(() => import('./login-dialogs').then((m) => ({ default: m.UpdateNowDialog })));
const BiometricSignIn = lazy(() => import('./biometric-sign-in').then((m) => ({ default: m.BiometricSignIn })));

/** A rich-text block of the login screen, loaded with its sanitizer only when set. */
function LoginRichText({ html }: { html: string }) {
  if (html.trim() === '') return null;
  return (
    <Suspense fallback={null}>
      <RichText html={html} className="login-page__rich" />
    </Suspense>
  );
}

/** The login screen. */
export function LoginPage() {
  const settings = useSettings();
  const routerNavigate = useNavigate();
  const [searchParams] = useSearchParams();
  const processActive = useLoginProcessStore((s) => s.login !== null);
  const navigate: Navigate = (to, options) => void routerNavigate(to, options);
  const biometricsOption = settings.flag('mobileApp.useBiometricsOption');
  const inApp = isMobileApp();

  const begin = (data: LoginResponse, source: LoginSource, password?: string) => {
    const queue = startLoginProcess(settings, data, { source, ...(password ? { password } : {}) });
    if (queue.length === 0) void finishLoginProcess(navigate);
  };

  const mutation = useMutation({
    ...loginMutation(),
    // The login call plus the device's trusted-device tokens and, when opted in, its device id.
    mutationFn: (input: LoginValues) => passwordLogin(input.username, input.password, biometricsOption),
    onSuccess: (data, input) => begin(data, 'password', input.password),
  });
  const biometric = useMutation({
    ...tokenLoginMutation(),
    onSuccess: (data) => begin(data, 'biometric'),
  });
  const section = useRef<HTMLElement>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);
  // The form is disabled while the call runs: after a failure, focus goes to Password (to retype it) or,
  // with the form hidden (offline), to the message.
  useFocusAfter(
    mutation.error ?? biometric.error,
    () => section.current?.querySelector<HTMLElement>('#login-form #root_password') ?? alertRef.current,
  );

  // Auto-login after registration: the credentials are taken once, so a reload shows the plain form.
  const { mutate } = mutation;
  useEffect(() => {
    const credentials = takeHandedOverCredentials();
    if (credentials) mutate(credentials);
  }, [mutate]);

  const background = settings.image('loginPage.backgroundImage');
  const backdropStyle: CSSProperties | undefined = background
    ? { backgroundImage: `url(${JSON.stringify(background)})` }
    : undefined;

  if (processActive) {
    return (
      <div className="login-page-backdrop" style={backdropStyle}>
        <div className="login-page">
          <Suspense fallback={<Spinner label={settings.text('loginPage.processLoading')} />}>
            <LoginProcessView />
          </Suspense>
        </div>
      </div>
    );
  }

  const biometricOffline = biometric.isError && isOffline(biometric.error);
  const errorView = mutation.isError
    ? loginErrorView(toApiFailure(mutation.error))
    : biometricOffline
      ? loginErrorView(toApiFailure(biometric.error))
      : null;
  const pending = mutation.isPending || biometric.isPending;
  // A redirect's message (?error=) belongs to the visit it explains: a new attempt replaces it.
  const redirectView = pending || errorView ? undefined : loginRedirectView(searchParams.get('error'));
  const shown = errorView ?? redirectView;
  const logo = loginLogo(settings);
  const submit = (input: LoginValues) => mutation.mutate({ username: input.username, password: input.password });

  return (
    <div className="login-page-backdrop" style={backdropStyle}>
      <section ref={section} className="login-page" aria-labelledby="login-heading">
        {logo ? (
          <div className="login-page__logo">
            {/* The screen's largest paint, preloaded and painted by the HTML's boot view the same way
                (decisions 387, 407). */}
            <LogoImage
              className={logo.own ? undefined : 'logo logo--full-only'}
              src={logo.src}
              alt={logo.alt}
              fetchPriority="high"
            />
          </div>
        ) : null}
        <h1 id="login-heading">{settings.text('loginPage.heading')}</h1>
        {/* Both regions stay in the page, so each message is announced (ui/live-message.tsx). */}
        <LiveMessage
          alert
          ref={alertRef}
          tabIndex={-1}
          className="login-page__message login-page__message--error"
          text={shown && (errorView || shown.kind === 'offline') ? settings.text(shown.messageKey) : null}
        />
        <LiveMessage
          className="login-page__message"
          text={shown && !errorView && shown.kind !== 'offline' ? settings.text(shown.messageKey) : null}
        />
        <LoginRichText html={settings.richText('loginPage.richTextTop')} />
        {shown?.kind === 'offline' ? null : (
          <>
            <LoginForm onSubmit={submit} disabled={pending} />
            {import.meta.env.DEV ? <QuickSignInButton onSignIn={submit} disabled={pending} /> : null}
            {inApp && biometricsOption ? (
              <Suspense fallback={null}>
                <BiometricSignIn
                  disabled={pending}
                  onTokenLogin={(token, deviceId) =>
                    biometric.mutateAsync({ Token: token, DeviceID: deviceId }).then(() => undefined)
                  }
                />
              </Suspense>
            ) : null}
          </>
        )}
        <LoginLinks />
        <LoginRichText html={settings.richText('loginPage.richTextBottom')} />
        <Suspense fallback={null}>
          {settings.richText('loginPage.announcementText').trim() !== '' ? <AnnouncementDialog /> : null}
          {inApp ? <UpdateNowDialog /> : null}
        </Suspense>
      </section>
    </div>
  );
}

function isOffline(error: unknown): boolean {
  return loginErrorView(toApiFailure(error)).kind === 'offline';
}

export default LoginPage;
