/**
 * The recovery screen (route home/recovery; access spec §2 "Recovery screen", §4 "Recovery", §5, §8):
 * step 1 identifying details, step 2 the found logon name with the secret answer (or directly the
 * reset e-mail with recoverCredentialsWithoutQuestion), then the success text. 'Return to Login' is
 * always there; with maintenance mode on the visitor is sent to login.
 */
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useMaintenanceRedirect } from '@/session/use-maintenance-redirect';
import { useSettings } from '@/settings/use-settings';
import { ErrorBanner } from '@/ui/error-banner';
import { PageHeading } from '@/ui/page-heading';
import { RichText } from '@/ui/rich-text';
import { AnswerStep } from './answer-step';
import { IdentityStep } from './identity-step';
import { toRecoveryRequest } from './recovery-request';
import { useRecovery } from './use-recovery';
import './recovery-page.css';

/** The recovery page. */
export function RecoveryPage() {
  const settings = useSettings();
  const { toMaintenance } = useMaintenanceRedirect();
  const recovery = useRecovery(settings.flag('access.recoverCredentialsWithoutQuestion'), toMaintenance);
  const { step } = recovery;
  const stepRef = useRef<HTMLDivElement>(null);

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
