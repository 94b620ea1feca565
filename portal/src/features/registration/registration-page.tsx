/**
 * The registration screen (route home/register; access spec §2 "Register screen", §4 "Registration sections",
 * §5, §8 "Registration errors"): personalInfo → emailVerification → security → logonInfo with the breadcrumb,
 * a maintenance check when it opens and before each section change, and on success the login page with the new
 * credentials.
 * Closed while SSO is in use (the visitor goes to the SSO login).
 */
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { handOverCredentials } from '@/session/auto-login';
import { useMaintenanceRedirect } from '@/session/use-maintenance-redirect';
import { useSettings } from '@/settings/use-settings';
import { ERROR_BANNER_CLASS } from '@/ui/error-banner';
import { LiveMessage } from '@/ui/live-message';
import { PageHeading } from '@/ui/page-heading';
import { RichText } from '@/ui/rich-text';
import { EmailVerificationSection } from './email-verification-section';
import { LogonInfoSection } from './logon-info-section';
import { PersonalInfoSection } from './personal-info-section';
import { RegistrationBreadcrumb } from './registration-breadcrumb';
import { SecuritySection, type SecuritySectionProps } from './security-section';
import { emailOf, useRegistrationFlow } from './use-registration-flow';
import { useRegistrationSubmit } from './use-registration-submit';
import { useRegistrationAgreements } from './use-registration-agreements';
import './registration-page.css';

const newClientId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/** The registration page. */
export function RegistrationPage() {
  const settings = useSettings();
  const navigate = useNavigate();
  const ssoUrl = settings.text('portal.ssoLoginUrl').trim();
  const [clientId] = useState(newClientId);
  const flow = useRegistrationFlow();
  const { personalInfo: personal = {}, security = {}, logonInfo: logon = {} } = flow.data;
  const section = flow.current;
  const agreements = useRegistrationAgreements();
  const { toMaintenance, checkMaintenance } = useMaintenanceRedirect();
  const email = emailOf(flow.data);

  // Success starts over on an empty personalInfo; focus stays with the success text (the login page follows).
  const submit = useRegistrationSubmit({ onMaintenance: toMaintenance, onSuccess: flow.reset });

  useEffect(() => {
    if (ssoUrl) window.location.assign(ssoUrl);
  }, [ssoUrl]);

  /** Each section change first checks maintenance mode (access §4). */
  const change = async (apply: () => void) => {
    if (await checkMaintenance()) return;
    submit.clearError();
    apply();
  };
  const back = () => void change(flow.back);

  const intro = settings.richText('registration.introText');
  if (ssoUrl) return null;

  return (
    <div className="page page--narrow registration-page">
      <div className="card">
        <PageHeading>{settings.text('registration.heading')}</PageHeading>
        <RegistrationBreadcrumb tabs={flow.tabs} current={section} onOpen={(s) => void change(() => flow.open(s))} />
        <LiveMessage
          alert
          className={ERROR_BANNER_CLASS}
          text={submit.errorKey ? settings.text(submit.errorKey) : null}
        />
        <LiveMessage className="banner" text={submit.succeeded ? settings.text('registration.successText') : null} />
        <div ref={flow.focusRef(section)} tabIndex={-1} className="registration-page__section">
          {section === 'personalInfo' ? (
            <>
              {intro ? <RichText html={intro} /> : null}
              <PersonalInfoSection
                data={personal}
                onChange={(d) => flow.edit('personalInfo', d)}
                disabled={submit.busy}
                onContinue={() => void change(() => flow.complete('personalInfo'))}
              />
            </>
          ) : null}
          {section === 'emailVerification' ? (
            <>
              <h2>{settings.text('registration.emailVerificationStep')}</h2>
              <EmailVerificationSection
                clientId={clientId}
                firstName={String(personal.firstName ?? '')}
                emailAddress={email}
                onBack={back}
                onVerified={() => void change(() => flow.complete('emailVerification', email))}
              />
            </>
          ) : null}
          {section === 'security' ? (
            <>
              <h2>{settings.text('registration.securityStep')}</h2>
              <SecurityBlock
                data={security}
                onChange={(d) => flow.edit('security', d)}
                busy={submit.busy}
                onBack={back}
                onContinue={() => void change(() => flow.complete('security'))}
              />
            </>
          ) : null}
          {section === 'logonInfo' ? (
            <>
              <h2>{settings.text('registration.registrationStep')}</h2>
              <LogonInfoSection
                data={logon}
                onChange={(d) => flow.edit('logonInfo', d)}
                disabled={submit.busy}
                ssn={String(personal.ssn ?? '')}
                email={email}
                agreements={agreements}
                onSubmit={(values) => void submit.send({ personal, security, logon: values, agreements }, toLoginWith)}
              />
              <div className="registration-page__actions">
                <button type="button" className="button button--secondary" onClick={back}>
                  {settings.text('registration.goBackButton')}
                </button>
              </div>
            </>
          ) : null}
        </div>
        <p className="registration-page__return">
          <Link to="/home/login">{settings.text('registration.returnToLoginLink')}</Link>
        </p>
      </div>
    </div>
  );

  /** After success: the login page signs in with the new credentials (auto-login), handed over in memory. */
  function toLoginWith(username: string, password: string) {
    handOverCredentials({ username, password });
    void navigate('/home/login');
  }
}

function SecurityBlock(
  props: Pick<SecuritySectionProps, 'data' | 'onChange'> & {
    busy: boolean;
    onBack: () => void;
    onContinue: () => void;
  },
) {
  const settings = useSettings();
  return (
    <>
      <SecuritySection
        data={props.data}
        onChange={props.onChange}
        disabled={props.busy}
        onContinue={props.onContinue}
      />
      <div className="registration-page__actions">
        <button type="button" className="button button--secondary" onClick={props.onBack}>
          {settings.text('registration.goBackButton')}
        </button>
      </div>
    </>
  );
}

export default RegistrationPage;
