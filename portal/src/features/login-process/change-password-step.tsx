/**
 * Step 3: change password when MustChangePassword (access spec §4, §5 "New password in login, reset
 * and forced change"). The shared password binding (docs/decisions/095-password-fields.md) gives
 * the rules and the rule list; the new password is set with the login's ChangePasswordToken through
 * Login/ResetPassword, whose codes have their own texts (§8 "Reset password codes").
 */
import * as screen from 'virtual:screen-validator/changePassword';
import { useState } from 'react';
import { toApiFailure } from '@/api/api-failure';
import { resetPassword } from '@/api/recovery/reset-password-calls';
import { resetErrorKey, resetFailureCode } from '@/forms/password/reset-password-errors';
import { useNewPasswordBinding } from '@/forms/password/use-new-password-binding';
import { SchemaForm } from '@/forms/schema-form';
import { resetLoginProcess } from './login-process-store';
import { StepFrame } from './step-frame';
import { useStep } from './use-step';

interface PasswordValues extends Record<string, unknown> {
  password: string;
  confirmPassword: string;
}

/** The change-password step. */
export function ChangePasswordStep() {
  const { settings, login, busy, error, setError, complete, cancel } = useStep();
  const [data, setData] = useState<Record<string, unknown>>({});
  const [saving, setSaving] = useState(false);
  const token = login.ChangePasswordToken ?? '';
  const binding = useNewPasswordBinding({
    formData: data,
    passwordField: 'password',
    confirmField: 'confirmPassword',
    username: login.UserName ?? '',
    ...(token ? { asyncCheck: { kind: 'reset' as const, resetToken: token } } : {}),
    messages: {
      required: 'passwordChange.passwordRequired',
      needsLettersAndNumbers: 'passwordChange.passwordLetterNumber',
      requirementsNotMet: 'passwordChange.requirementsNotMet',
      passwordsDontMatch: 'passwordChange.passwordsDoNotMatch',
    },
  });

  const submit = async (values: PasswordValues) => {
    setSaving(true);
    setError(null);
    try {
      const answer = await resetPassword({ Enc: token, Password: values.password });
      if (!answer.HasNoErrors) {
        setError(settings.text(resetErrorKey(answer.Errors?.[0]?.ErrorMessage)));
        return;
      }
      await complete({
        MustChangePassword: false,
        ChangePasswordToken: null,
        ...(answer.UserToken ? { UserToken: answer.UserToken } : {}),
        ...(answer.BiometricsTokenExpiration ? { BiometricsTokenExpiration: answer.BiometricsTokenExpiration } : {}),
      });
    } catch (e) {
      const failure = toApiFailure(e);
      if (failure.kind === 'unauthorized') return resetLoginProcess();
      setError(settings.text(resetErrorKey(resetFailureCode(failure))));
    } finally {
      setSaving(false);
    }
  };

  return (
    <StepFrame heading={settings.text('passwordChange.changeHeading')} error={error} onCancel={() => void cancel()} busy={busy || saving}>
      <SchemaForm
        id="change-password-form"
        screen={screen}
        disabled={busy || saving}
        onChange={setData}
        onSubmit={(v) => void submit(v)}
        {...binding.formProps}
      />
    </StepFrame>
  );
}
