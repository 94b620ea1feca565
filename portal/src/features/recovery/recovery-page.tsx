/**
 * The recovery screen (route home/recovery; access spec §2 "Recovery screen", §4 "Recovery", §5, §8):
 * step 1 identifying details, step 2 the found logon name with the secret answer (or directly the
 * reset e-mail with recoverCredentialsWithoutQuestion), then the success text. 'Return to Login' is
 * always there; with maintenance mode on the visitor is sent to login.
 */
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { checkMaintenanceMode } from '@/api/auth/get-maintenance-mode';
import { DOWN_ERROR_CODE, loginPath } from '@/session/logout-service';
import { useSettings } from '@/settings/use-settings';
import { ErrorBanner } from '@/ui/error-banner';
import { PageHeading } from '@/ui/page-heading';
import { RichText } from '@/ui/rich-text';
import { AnswerStep } from './answer-step';
import { IdentityStep } from './identity-step';
import { toRecoveryRequest } from './recovery-request';
import { useRecovery } from './use-recovery';
import './recovery-page.css';

/**
 * Where maintenance mode sends the visitor: login, which shows the offline message for `down` (as the login process
 * does).
 */
/** Where maintenance mode sends the visitor: login with the offline message. */
export const MAINTENANCE_LOGIN_PATH = loginPath(DOWN_ERROR_CODE);

/** The recovery page. */
export function RecoveryPage() {
  const settings = useSettings();
  const navigate = useNavigate();
  const toLogin = () => void navigate(MAINTENANCE_LOGIN_PATH, { replace: true });
  const recovery = useRecovery(settings.flag('access.recoverCredentialsWithoutQuestion'), toLogin);
  const { step } = recovery;
  const stepRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let active = true;
    // A failed check leaves the page usable: the calls themselves report maintenance too.
    checkMaintenanceMode()
      .then((mode) => active && mode.isEnabled && toLogin())
      .catch(() => undefined);
    return () => {
      active = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per visit
  }, []);

  // A new step replaces the content: move focus there so screen readers do not lose their place.
  useEffect(() => {
    if (step.name !== 'identity') stepRef.current?.focus();
  }, [step.name]);

  const hidden = {
    emailAddress: settings.flag('recovery.emailHidden'),
    dateOfBirth: settings.flag('recovery.dateOfBirthHidden'),
    zipCode: settings.flag('recovery.zipHidden'),
    servicingBranch: settings.flag('recovery.branchHidden'),
  };
  const intro = settings.richText('recovery.introText');

  return (
    <div className="page page--narrow recovery-page">
      <div className="card">
        <PageHeading>{settings.text('recovery.heading')}</PageHeading>
        {recovery.errorKey ? <ErrorBanner>{settings.text(recovery.errorKey)}</ErrorBanner> : null}
        <div ref={stepRef} tabIndex={-1} className="recovery-page__step">
          {step.name === 'identity' ? (
            <>
              {intro ? <RichText html={intro} className="recovery-page__intro" /> : null}
              <IdentityStep
                busy={recovery.busy}
                onSubmit={(values) => recovery.submitIdentity(toRecoveryRequest(values, hidden))}
              />
            </>
          ) : null}
          {step.name !== 'identity' ? (
            <p className="recovery-page__found">
              {settings.text('recovery.logonNameLabel')} <strong>{step.logonName}</strong>
            </p>
          ) : null}
          {step.name === 'answer' ? (
            <AnswerStep question={step.question} busy={recovery.busy} onSubmit={recovery.submitAnswer} />
          ) : null}
          {step.name === 'success' ? (
            <p className="banner recovery-page__success" role="status">
              {settings.text('recovery.successText')}
            </p>
          ) : null}
        </div>
        <p className="recovery-page__links">
          <Link to="/home/login">{settings.text('recovery.returnToLoginLink')}</Link>
        </p>
      </div>
    </div>
  );
}

export default RecoveryPage;
