/**
 * The registration screen (route home/register; access spec §2 "Register screen", §4 "Registration sections",
 * §5, §8 "Registration errors"): personalInfo → emailVerification → security → logonInfo with the breadcrumb,
 * a maintenance check before each section change, and on success the login page with the new credentials.
 * Closed while SSO is in use (the visitor goes to the SSO login).
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { checkMaintenanceMode } from '@/api/auth/get-maintenance-mode';
import { handOverCredentials } from '@/session/auto-login';
import { DOWN_ERROR_CODE, loginPath } from '@/session/logout-service';
import { useSettings } from '@/settings/use-settings';
import { PageHeading } from '@/ui/page-heading';
import { RichText } from '@/ui/rich-text';
import { EmailVerificationSection } from './email-verification-section';
import { LogonInfoSection } from './logon-info-section';
import { PersonalInfoSection } from './personal-info-section';
import { RegistrationBreadcrumb } from './registration-breadcrumb';
import { SecuritySection } from './security-section';
import { registrationSections, securityShown, type RegistrationSection } from './registration-rules';
import { useRegistrationSubmit } from './use-registration-submit';
import { useRegistrationAgreements } from './use-registration-agreements';
import './registration-page.css';

/** Where maintenance mode sends the visitor: login, which shows its offline message. */
/** Where maintenance mode sends the visitor: login with the offline message. */
export const MAINTENANCE_LOGIN_PATH = loginPath(DOWN_ERROR_CODE);

const newClientId = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/** The registration page. */
export function RegistrationPage() {
  const settings = useSettings();
  const navigate = useNavigate();
  const ssoUrl = settings.text('portal.ssoLoginUrl').trim();
  const [clientId] = useState(newClientId);
  const [section, setSection] = useState<RegistrationSection>('personalInfo');
  const [personal, setPersonal] = useState<Record<string, unknown>>({});
  const [security, setSecurity] = useState<Record<string, unknown>>({});
  const [logon, setLogon] = useState<Record<string, unknown>>({});
  const [verifiedEmail, setVerifiedEmail] = useState<string>();
  const [done, setDone] = useState<Set<RegistrationSection>>(new Set());
  const sectionRef = useRef<HTMLDivElement>(null);
  const agreements = useRegistrationAgreements();
  const toMaintenance = () => void navigate(MAINTENANCE_LOGIN_PATH, { replace: true });

  const email = String(personal.emailAddress ?? '').trim();
  const hasSecurity = securityShown({
    placeOfBirth: settings.flag('registration.placeOfBirthShown'),
    driversLicense: settings.flag('registration.driversLicenseShown'),
    mothersMaiden: settings.flag('registration.mothersMaidenShown'),
    recoverWithoutQuestion: settings.flag('access.recoverCredentialsWithoutQuestion'),
  });
  const verification = settings.flag('access.multiFactorDuringRegistration');
  const emailVerified = verifiedEmail !== undefined && verifiedEmail.toLowerCase() === email.toLowerCase();
  const sections = registrationSections({ emailVerification: verification, emailVerified, security: hasSecurity });

  const submit = useRegistrationSubmit({
    onMaintenance: toMaintenance,
    onSuccess: () => {
      setPersonal({});
      setSecurity({});
      setLogon({});
      setDone(new Set());
      setSection('personalInfo');
    },
  });

  useEffect(() => {
    if (ssoUrl) window.location.assign(ssoUrl);
  }, [ssoUrl]);

  /** Each section change first checks maintenance mode (spec §4); a failed check leaves the page usable. */
  const goTo = async (next: RegistrationSection) => {
    const mode = await checkMaintenanceMode().catch(() => ({ isEnabled: false }));
    if (mode.isEnabled) return toMaintenance();
    submit.clearError();
    setSection(next);
    sectionRef.current?.focus();
  };
  const complete = (s: RegistrationSection) => setDone((prev) => new Set(prev).add(s));
  const after = (s: RegistrationSection, list = sections) => list[Math.min(list.indexOf(s) + 1, list.length - 1)] ?? 'logonInfo';
  const back = () => void goTo(sections[Math.max(sections.indexOf(section) - 1, 0)] ?? 'personalInfo');

  const personalReady = done.has('personalInfo') && (!verification || emailVerified);
  const tabs = [
    { section: 'personalInfo' as const, enabled: true },
    ...(hasSecurity ? [{ section: 'security' as const, enabled: personalReady }] : []),
    { section: 'logonInfo' as const, enabled: personalReady && (!hasSecurity || done.has('security')) },
  ];
  const intro = settings.richText('registration.introText');
  if (ssoUrl) return null;

  return (
    <div className="page page--narrow registration-page">
      <div className="card">
        <PageHeading>{settings.text('registration.heading')}</PageHeading>
        <RegistrationBreadcrumb tabs={tabs} current={section} onOpen={(s) => void goTo(s)} />
        {submit.errorKey ? (
          <p className="banner banner--error" role="alert">
            {settings.text(submit.errorKey)}
          </p>
        ) : null}
        {submit.succeeded ? (
          <p className="banner" role="status">
            {settings.text('registration.successText')}
          </p>
        ) : null}
        <div ref={sectionRef} tabIndex={-1} className="registration-page__section">
          {section === 'personalInfo' ? (
            <>
              {intro ? <RichText html={intro} /> : null}
              <PersonalInfoSection
                data={personal}
                onChange={setPersonal}
                disabled={submit.busy}
                onContinue={() => {
                  complete('personalInfo');
                  void goTo(after('personalInfo'));
                }}
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
                onVerified={() => {
                  setVerifiedEmail(email);
                  void goTo(hasSecurity ? 'security' : 'logonInfo');
                }}
              />
            </>
          ) : null}
          {section === 'security' ? (
            <>
              <h2>{settings.text('registration.securityStep')}</h2>
              <SecurityBlock data={security} onChange={setSecurity} busy={submit.busy} onBack={back} onContinue={() => {
                complete('security');
                void goTo('logonInfo');
              }} />
            </>
          ) : null}
          {section === 'logonInfo' ? (
            <>
              <h2>{settings.text('registration.registrationStep')}</h2>
              <LogonInfoSection
                data={logon}
                onChange={setLogon}
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
        <p>
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


function SecurityBlock(props: {
  data: Record<string, unknown>;
  onChange: (d: Record<string, unknown>) => void;
  busy: boolean;
  onBack: () => void;
  onContinue: () => void;
}) {
  const settings = useSettings();
  return (
    <>
      <SecuritySection data={props.data} onChange={props.onChange} disabled={props.busy} onContinue={props.onContinue} />
      <div className="registration-page__actions">
        <button type="button" className="button button--secondary" onClick={props.onBack}>
          {settings.text('registration.goBackButton')}
        </button>
      </div>
    </>
  );
}

export default RegistrationPage;
