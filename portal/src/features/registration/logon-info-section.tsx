import * as logonScreen from 'virtual:screen-validator/registrationLogonInfo';
import { SchemaForm } from '@/forms/schema-form';
import { mergeErrorSchemas } from '@/forms/use-server-checks';
import { useNewPasswordBinding } from '@/forms/password/use-new-password-binding';
import { useSettings } from '@/settings/use-settings';
import { useMemo } from 'react';
import type { SlotAgreement } from './use-registration-agreements';

/** Props of {@link LogonInfoSection}. */
export interface LogonInfoSectionProps {
  data: Record<string, unknown>;
  onChange: (data: Record<string, unknown>) => void;
  onSubmit: (data: Record<string, unknown>) => void;
  disabled: boolean;
  /** SSN and e-mail from personalInfo: the password must not match them. */
  ssn: string;
  email: string;
  agreements: SlotAgreement[];
}

const SLOTS = ['agreement1', 'agreement2', 'agreement3', 'agreement4', 'agreement5'];

/**
 * Section logonInfo: logon name, password with the shared password binding (rule list, local SSN and
 * e-mail checks), confirm with useConfirmPassword, and the registration agreements. The password
 * fields stay disabled while the logon name is empty.
 */
export function LogonInfoSection({ data, onChange, onSubmit, disabled, ssn, email, agreements }: LogonInfoSectionProps) {
  const settings = useSettings();
  const confirm = settings.flag('access.useConfirmPassword');
  const requireClick = settings.flag('access.forceUserToClickOnURLToAgree');
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

  const uiOverrides = useMemo(() => {
    const out: Record<string, Record<string, unknown>> = {
      password: { 'ui:disabled': noLogon },
      passwordConfirm: { 'ui:disabled': noLogon },
    };
    for (const slot of SLOTS) {
      const found = agreements.find((a) => a.field === slot);
      out[slot] = found
        ? { 'ui:options': { required: true, agreement: { name: found.agreement.Name, url: found.agreement.Url, requireLinkClick: requireClick } } }
        : { 'ui:widget': 'hidden' };
    }
    return out;
  }, [noLogon, agreements, requireClick]);

  const validate = (values: Record<string, unknown>) => {
    const out = password.formProps.validate(values);
    for (const { field, agreement } of agreements) {
      if (values[field] !== true) {
        out[field] = [settings.text(requireClick ? 'forms.agreementMustClick' : 'forms.agreementMustAgree', { name: agreement.Name })];
      }
    }
    return out;
  };

  return (
    <SchemaForm<Record<string, unknown>>
      id="registration-logon-info"
      screen={logonScreen}
      controlled
      formData={data}
      uiOverrides={uiOverrides}
      validate={validate}
      extraErrors={mergeErrorSchemas(password.formProps.extraErrors)}
      passwordRules={password.formProps.passwordRules}
      disabled={disabled}
      onChange={onChange}
      onSubmit={onSubmit}
    />
  );
}
