/**
 * Account activation (route home/activate?token=; access spec §2 "Activation", §5 "Activation password",
 * §8 "Activation"): 'Please Enter Your New Password' with new password and confirmation. Without a token
 * it goes to login with the unauthorized error; LogonNameTaken, Restricted and failures show their texts.
 */
import * as activationScreen from 'virtual:screen-validator/activation';
import type { SettingKey } from '@schemas/settings/generated/setting-key';
import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useActivateAccount } from '@/api/recovery/activate-account';
import { SchemaForm } from '@/forms/schema-form';
import { useNewPasswordBinding } from '@/forms/password/use-new-password-binding';
import { mergeErrorSchemas } from '@/forms/use-server-checks';
import { useLiveValidity } from '@/forms/use-live-validity';
import { useSettings } from '@/settings/use-settings';
import { ErrorBanner } from '@/ui/error-banner';
import { PageHeading } from '@/ui/page-heading';
import { activationOutcome } from './activation-result';
import './activation-page.css';

/** Activation texts of spec §5 over the shared password messages; "under 128 characters" means at most 127. */
const ACTIVATION_MESSAGES = {
  required: 'activation.passwordRequired',
  tooShort: 'activation.passwordTooShort',
  tooLong: 'activation.passwordTooLong',
  needsLettersAndNumbers: 'activation.passwordLetterNumber',
  confirmRequired: 'activation.confirmRequired',
  passwordsDontMatch: 'activation.passwordsDoNotMatch',
} as const satisfies Record<string, SettingKey>;
const ACTIVATION_MAX_LENGTH = 127;

/** The activation page. */
export function ActivationPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  if (token === '') return <Navigate to="/home/login?error=unauthorized" replace />;
  return <Activation token={token} />;
}

function Activation({ token }: { token: string }) {
  const settings = useSettings();
  const [values, setValues] = useState<Record<string, unknown>>({});
  const activate = useActivateAccount();
  // A failed call (no answer) reads as the generic activation error, like a refused one reads its own.
  const outcome = activate.isSuccess || activate.isError ? activationOutcome(activate.data) : null;
  const busy = activate.isPending;
  const errorKey = outcome?.kind === 'error' ? outcome.messageKey : null;
  const activated = outcome?.kind === 'activated' ? outcome.userName : null;
  const pw = useNewPasswordBinding({
    formData: values,
    confirmField: 'confirmPassword',
    maximumLength: ACTIVATION_MAX_LENGTH,
    messages: ACTIVATION_MESSAGES,
  });
  const live = useLiveValidity(activationScreen, values, pw.formProps.validate);

  const submit = (password: string) => activate.mutate({ Token: token, Password: password });

  return (
    <div className="page page--narrow activation-page">
      <div className="card">
        <PageHeading>{settings.text('activation.heading')}</PageHeading>
        {errorKey ? (
          <ErrorBanner>
            {settings.text(errorKey, {
              phone: settings.text('activation.supportPhone'),
              hours: settings.text('activation.supportHours'),
            })}
          </ErrorBanner>
        ) : null}
        {activated !== null ? (
          <p className="banner activation-page__success" role="status">
            {settings.text('activation.successText')}
          </p>
        ) : (
          <div onBlurCapture={live.onBlurCapture}>
            <SchemaForm
              id="activation-form"
              screen={activationScreen}
              formData={values}
              onChange={(data) => setValues(data)}
              validate={pw.formProps.validate}
              passwordRules={pw.formProps.passwordRules}
              extraErrors={mergeErrorSchemas(live.touchedErrors, pw.formProps.extraErrors)}
              submitDisabled={busy || !pw.ready || !live.valid}
              onSubmit={(data) => submit(String(data.password ?? ''))}
            />
          </div>
        )}
        <p className="activation-page__links">
          <Link to="/home/login">{settings.text('activation.returnToLoginLink')}</Link>
        </p>
      </div>
    </div>
  );
}

export default ActivationPage;
