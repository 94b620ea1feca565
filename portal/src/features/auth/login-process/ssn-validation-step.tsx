/**
 * Step 2: SSN validation (access spec §4, §5 "SSN step"): the user's SSN together with the
 * credentials just typed; any failure reads 'There was an error while validating.'
 */
import * as screen from 'virtual:screen-validator/ssnValidation';
import { digitsUpTo } from '@schemas/rules/masks';
import { useVerifyNewUser } from '@/api/auth/verify-new-user';
import { SchemaForm } from '@/forms/schema-form';
import { ssnErrorKey } from './step-errors';
import { StepFrame } from './step-frame';
import { endProcessIfUnauthorized, useStep } from './use-step';

interface SsnValues extends Record<string, unknown> {
  ssn: string;
}

/** The SSN validation step. */
export function SsnValidationStep() {
  const { settings, login, password, errorText, complete, cancel } = useStep();
  const verify = useVerifyNewUser();
  const busy = verify.isPending;
  const error = errorText(verify.error, () => ssnErrorKey);

  const submit = (values: SsnValues) =>
    verify.mutate(
      {
        Credentials: { UserName: login.UserName ?? '', Password: password ?? '' },
        SocialSecurityNumber: digitsUpTo(values.ssn, 9),
      },
      { onSuccess: () => void complete({ EmailIsVerified: true }), onError: endProcessIfUnauthorized },
    );

  return (
    <StepFrame
      heading={settings.text('ssnValidation.heading')}
      instructions={settings.text('ssnValidation.instructions')}
      error={error}
      onCancel={() => void cancel()}
      busy={busy}
    >
      <SchemaForm id="ssn-validation-form" screen={screen} disabled={busy} onSubmit={submit} />
    </StepFrame>
  );
}
