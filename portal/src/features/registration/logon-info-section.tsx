import * as logonScreen from 'virtual:screen-validator/registrationLogonInfo';
import { logonRuleErrors } from '@schemas/rules/logon-rules';
import { useLogonValidationRulesQuery } from '@/api/credentials/get-logon-validation-rules';
import { SchemaForm } from '@/forms/schema-form';
import { mergeErrorSchemas } from '@/forms/use-server-checks';
import { useNewPasswordBinding } from '@/forms/password/use-new-password-binding';
import { useAgreementSetupErrors } from '@/session/agreement-setup-errors';
import { useSettings } from '@/settings/use-settings';
import type { RegistrationLogonInfoData } from '@schemas/screens/generated/screen-data';
import type { AgreementSetup } from '@schemas/settings/agreement-setup';
import { useCallback, useMemo } from 'react';
import { ErrorBanner } from '@/ui/error-banner';
import { registrationErrorKey } from './registration-errors';
import { agreementOptions } from './use-registration-agreements';

/** Props of {@link LogonInfoSection}. */
export interface LogonInfoSectionProps {
  data: Partial<RegistrationLogonInfoData>;
  onChange: (data: Partial<RegistrationLogonInfoData>) => void;
  onSubmit: (data: RegistrationLogonInfoData) => void;
  disabled: boolean;
  /** SSN and e-mail from personalInfo: the password must not match them. */
  ssn: string;
  email: string;
  /** The registration agreements (settings, registration trigger): the screen's `registrationAgreements` source. */
  agreements: readonly AgreementSetup[];
}

/**
 * Section logonInfo: logon name, password with the shared password binding (rule list, local SSN and
 * e-mail checks), the institution's logon-name rules (GetLogonValidationRules, checked as the borrower
 * types instead of only at submit), confirm with useConfirmPassword, and the registration agreements as
 * one agreement list (every one to be ticked; click-required and rich-text modes; all from the screen
 * file). The password
 * fields stay disabled while the logon name is empty.
 */
export function LogonInfoSection({
  data,
  onChange,
  onSubmit,
  disabled,
  ssn,
  email,
  agreements,
}: LogonInfoSectionProps) {
  const settings = useSettings();
  const confirm = settings.flag('access.useConfirmPassword');
  const password = useNewPasswordBinding({
    formData: data,
    passwordField: 'password',
    confirmField: confirm ? 'passwordConfirm' : undefined,
    usernameField: 'logonName',
    ssn,
    email,
    asyncCheck: { kind: 'local', ssn, email },
    messages: {
      passwordsDontMatch: 'registration.passwordDoesNotMatch',
      confirmRequired: 'registration.passwordConfirmRequired',
      requirementsNotMet: 'registration.passwordRequirementsNotMet',
    },
  });
  const noLogon = String(data.logonName ?? '') === '';
  const setupErrors = useAgreementSetupErrors();
  const logonRules = useLogonValidationRulesQuery().data?.LogonValidationRules;
  const passwordValidate = password.formProps.validate;
  const validate = useCallback(
    (values: Record<string, unknown>) => {
      const out = passwordValidate(values);
      const codes = logonRuleErrors(String(values.logonName ?? ''), logonRules ?? [], email);
      return codes.length ? { ...out, logonName: codes.map((code) => settings.text(registrationErrorKey(code))) } : out;
    },
    [passwordValidate, logonRules, email, settings],
  );

  const uiOverrides = useMemo(
    () => ({ password: { 'ui:disabled': noLogon }, passwordConfirm: { 'ui:disabled': noLogon } }),
    [noLogon],
  );
  const options = useMemo(() => ({ registrationAgreements: agreementOptions(agreements) }), [agreements]);

  return (
    <>
      {/* A malformed agreement setting shows its spec text where the agreements are listed (§8). */}
      {setupErrors.map((e) => (
        <ErrorBanner key={e.slot}>{settings.text(e.messageKey)}</ErrorBanner>
      ))}
      <SchemaForm
        id="registration-logon-info"
        screen={logonScreen}
        controlled
        formData={data}
        uiOverrides={uiOverrides}
        options={options}
        validate={validate}
        extraErrors={mergeErrorSchemas(password.formProps.extraErrors)}
        passwordRules={password.formProps.passwordRules}
        disabled={disabled}
        // Rule-list mode: Register waits for the server's rules, so no password is judged without them.
        submitDisabled={!password.ready}
        onChange={onChange}
        onSubmit={onSubmit}
      />
    </>
  );
}
