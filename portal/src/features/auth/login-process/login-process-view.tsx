/**
 * The running login process (access spec §4): shows the first step of the queue; while the
 * maintenance check after a step runs, a status line. Loaded lazily, only when a login needs steps.
 */
import { useEffect, useRef, type ComponentType } from 'react';
import { useSettings } from '@/settings/use-settings';
import { AgreementsStep } from './agreements-step';
import { ChangePasswordStep } from './change-password-step';
import { useLoginProcessStore } from '@/session/login-process/login-process-store';
import type { LoginStep } from '@/session/login-process/login-queue';
import { SecretQuestionStep } from './secret-question-step';
import { SecurityCodeStep } from './security-code-step';
import { SsnValidationStep } from './ssn-validation-step';
import './login-process.css';

const steps: Record<LoginStep, ComponentType> = {
  securityCode: SecurityCodeStep,
  ssnValidation: SsnValidationStep,
  changePassword: ChangePasswordStep,
  secretQuestion: SecretQuestionStep,
  agreements: AgreementsStep,
};

/** The current step of the login process. */
function LoginProcessView() {
  const settings = useSettings();
  const current = useLoginProcessStore((s) => s.queue[0]);
  const checking = useLoginProcessStore((s) => s.checking);
  const rootRef = useRef<HTMLDivElement>(null);

  // Each new step moves focus to its heading, so screen readers announce where the user is.
  useEffect(() => {
    rootRef.current?.querySelector<HTMLElement>('#login-step-heading')?.focus();
  }, [current]);

  if (!current) return null;
  const Step = steps[current];
  return (
    <div ref={rootRef} className="login-process" data-step={current}>
      {checking ? (
        <p className="login-process__checking" role="status">
          {settings.text('loginPage.processLoading')}
        </p>
      ) : null}
      <Step key={current} />
    </div>
  );
}

export default LoginProcessView;
