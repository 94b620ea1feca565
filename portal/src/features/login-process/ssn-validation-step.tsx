/**
 * Step 2: SSN validation (access spec §4, §5 "SSN step"): the user's SSN together with the
 * credentials just typed; any failure reads 'There was an error while validating.'
 */
import * as screen from 'virtual:screen-validator/ssnValidation';
import { digitsUpTo } from '@schemas/rules/masks';
import { verifyNewUser } from '@/api/auth/login-process-calls';
import { SchemaForm } from '@/forms/schema-form';
import { ssnErrorKey } from './step-errors';
import { StepFrame } from './step-frame';
import { useStep } from './use-step';

interface SsnValues extends Record<string, unknown> {
  ssn: string;
}

/** The SSN validation step. */
export function SsnValidationStep() {
  const { settings, login, password, busy, error, run, complete, cancel } = useStep();

  const submit = async (values: SsnValues) => {
    const ok = await run(
      () =>
        verifyNewUser({
          Credentials: { UserName: login.UserName ?? '', Password: password ?? '' },
          SocialSecurityNumber: digitsUpTo(values.ssn, 9),
        }).then(() => true),
      () => ssnErrorKey,
    );
    if (ok) await complete({ EmailIsVerified: true });
  };

  return (
    <StepFrame
      heading={settings.text('ssnValidation.heading')}
      instructions={settings.text('ssnValidation.instructions')}
      error={error}
      onCancel={() => void cancel()}
      busy={busy}
    >
      <SchemaForm id="ssn-validation-form" screen={screen} disabled={busy} onSubmit={(v) => void submit(v)} />
    </StepFrame>
  );
}
