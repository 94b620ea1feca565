import * as forcedScreen from 'virtual:screen-validator/forcedPasswordChange';
import { useState } from 'react';
import { SchemaForm } from '@/forms/schema-form';
import { passwordChangeLegacyMessages, passwordChangeMessages } from '@/forms/password/password-messages';
import { useNewPasswordBinding } from '@/forms/password/use-new-password-binding';
import { mergeErrorSchemas } from '@/forms/use-server-checks';
import { useLiveValidity } from '@/forms/use-live-validity';

/** Props of {@link NewPasswordForm}. */
export interface NewPasswordFormProps {
  /** The reset token (the async previous-password check is asked with it). */
  token: string;
  /** The logon name of the token, kept out of the password. */
  logon: string | undefined;
  busy: boolean;
  onSubmit: (password: string) => void;
}

/**
 * New password and confirmation of the forced change (`schemas/screens/forcedPasswordChange.json`) with
 * the shared password rules; Submit stays disabled until the form allows submission.
 */
export function NewPasswordForm({ token, logon, busy, onSubmit }: NewPasswordFormProps) {
  const [values, setValues] = useState<Record<string, unknown>>({});
  const pw = useNewPasswordBinding({
    formData: values,
    confirmField: 'confirmPassword',
    username: logon,
    asyncCheck: { kind: 'reset', resetToken: token },
    // Spec §5 "New password in login, reset and forced change": the same texts as the login's step.
    messages: passwordChangeMessages,
    legacyMessages: passwordChangeLegacyMessages,
  });
  const live = useLiveValidity(forcedScreen, values, pw.formProps.validate);
  return (
    <div onBlurCapture={live.onBlurCapture}>
      <SchemaForm
        id="forced-password-change-form"
        screen={forcedScreen}
        formData={values}
        onChange={(data) => setValues(data)}
        validate={pw.formProps.validate}
        passwordRules={pw.formProps.passwordRules}
        extraErrors={mergeErrorSchemas(live.touchedErrors, pw.formProps.extraErrors)}
        submitDisabled={busy || !pw.ready || !live.valid || pw.serverErrors.length > 0}
        onSubmit={(data) => onSubmit(String(data.password ?? ''))}
      />
    </div>
  );
}
