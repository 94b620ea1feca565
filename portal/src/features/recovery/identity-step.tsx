import * as identityScreen from 'virtual:screen-validator/recoveryIdentity';
import type { ErrorSchema } from '@rjsf/utils';
import { useCallback, useState } from 'react';
import { SchemaForm } from '@/forms/schema-form';
import { useLiveValidity } from '@/forms/use-live-validity';
import { useSettings } from '@/settings/use-settings';
import { isValidDateOfBirth, type IdentityValues } from './recovery-request';

/** Props of {@link IdentityStep}. */
export interface IdentityStepProps {
  onSubmit: (values: IdentityValues) => void;
  busy: boolean;
}

/**
 * Recovery step 1 (access spec §2, §5 "Recovery"): e-mail, date of birth, zip and branch number from
 * `schemas/screens/recoveryIdentity.json`, each hideable; Continue is disabled while the form is
 * invalid or a call is running.
 */
export function IdentityStep({ onSubmit, busy }: IdentityStepProps) {
  const settings = useSettings();
  const [values, setValues] = useState<Record<string, unknown>>({});
  // The mask and pattern accept 02/30/2024 or a date in the future; the calendar check does not.
  const checkDate = useCallback(
    (data: Record<string, unknown>): Record<string, string[]> => {
      const date = typeof data.dateOfBirth === 'string' ? data.dateOfBirth : '';
      return date !== '' && !isValidDateOfBirth(date)
        ? { dateOfBirth: [settings.text('recovery.dateOfBirthInvalid')] }
        : {};
    },
    [settings],
  );
  const live = useLiveValidity(identityScreen, values, checkDate);

  return (
    <div onBlurCapture={live.onBlurCapture}>
      <SchemaForm
        id="recovery-identity-form"
        screen={identityScreen}
        formData={values}
        onChange={(data) => setValues(data)}
        validate={checkDate}
        extraErrors={live.touchedErrors as ErrorSchema | undefined}
        submitDisabled={busy || !live.valid}
        onSubmit={(data) => onSubmit(data)}
      />
    </div>
  );
}
