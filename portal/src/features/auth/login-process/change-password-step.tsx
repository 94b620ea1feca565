/**
 * Step 3: change password when MustChangePassword (access spec §4, §5 "New password in login, reset
 * and forced change"). The shared password binding (docs/decisions/095-password-fields.md) gives
 * the rules and the rule list; the new password is set with the login's ChangePasswordToken through
 * Login/ResetPassword, whose codes have their own texts (§8 "Reset password codes").
 */
import * as screen from 'virtual:screen-validator/changePassword';
import { useState } from 'react';
import { useResetPassword } from '@/api/recovery/reset-password';
import type { ResetPasswordResponse } from '@/api/recovery/recovery-types';
import { passwordChangeLegacyMessages, passwordChangeMessages } from '@/forms/password/password-messages';
import { resetErrorKey, resetFailureCode } from '@/forms/password/reset-password-errors';
import { useNewPasswordBinding } from '@/forms/password/use-new-password-binding';
import { SchemaForm } from '@/forms/schema-form';
import { StepFrame } from './step-frame';
import { endProcessIfUnauthorized, useStep } from './use-step';

interface PasswordValues extends Record<string, unknown> {
  password: string;
  confirmPassword: string;
}

/** The change-password step. */
export function ChangePasswordStep() {
  const { settings, login, checking, errorText, complete, cancel } = useStep();
  const [data, setData] = useState<Record<string, unknown>>({});
  const reset = useResetPassword();
  // The form stays disabled through the maintenance check that follows a saved password.
  const busy = reset.isPending || checking;
  // A refused password answers 200 with a code; a failed call is the mutation's error. Both have reset texts.
  const refused = reset.data && !reset.data.HasNoErrors ? reset.data.Errors?.[0]?.ErrorMessage : undefined;
  const error =
    reset.data && !reset.data.HasNoErrors
      ? settings.text(resetErrorKey(refused))
      : errorText(reset.error, (failure) => resetErrorKey(resetFailureCode(failure)));
  const token = login.ChangePasswordToken ?? '';
  const binding = useNewPasswordBinding({
    formData: data,
    passwordField: 'password',
    confirmField: 'confirmPassword',
    username: login.UserName ?? '',
    ...(token ? { asyncCheck: { kind: 'reset' as const, resetToken: token } } : {}),
    messages: passwordChangeMessages,
    legacyMessages: passwordChangeLegacyMessages,
  });

  const saved = (answer: ResetPasswordResponse) => {
    if (!answer.HasNoErrors) return;
    void complete({
      MustChangePassword: false,
      ChangePasswordToken: null,
      ...(answer.UserToken ? { UserToken: answer.UserToken } : {}),
      ...(answer.BiometricsTokenExpiration ? { BiometricsTokenExpiration: answer.BiometricsTokenExpiration } : {}),
    });
  };

  const submit = (values: PasswordValues) =>
    reset.mutate({ Enc: token, Password: values.password }, { onSuccess: saved, onError: endProcessIfUnauthorized });

  return (
    <StepFrame
      heading={settings.text('passwordChange.changeHeading')}
      error={error}
      onCancel={() => void cancel()}
      busy={busy}
    >
      <SchemaForm
        id="change-password-form"
        screen={screen}
        disabled={busy}
        onChange={setData}
        onSubmit={submit}
        {...binding.formProps}
      />
    </StepFrame>
  );
}
