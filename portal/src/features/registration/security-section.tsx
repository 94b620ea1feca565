import * as securityScreen from 'virtual:screen-validator/registrationSecurity';
import type { RegistrationSecurityData } from '@schemas/screens/generated/screen-data';
import { SchemaForm } from '@/forms/schema-form';

/** Props of {@link SecuritySection}. */
export interface SecuritySectionProps {
  data: Partial<RegistrationSecurityData>;
  onChange: (data: Partial<RegistrationSecurityData>) => void;
  onContinue: (data: RegistrationSecurityData) => void;
  disabled: boolean;
}

/**
 * Section security, all from `schemas/screens/registrationSecurity.json`: place of birth, driver's license,
 * mother's maiden name when shown; the secret question from the preset list filtered to the allowed
 * characters, or a free question with useCustomSecurityQuestion (a variant with its own label and
 * messages); none of the question fields when recoverCredentialsWithoutQuestion is on.
 */
export function SecuritySection({ data, onChange, onContinue, disabled }: SecuritySectionProps) {
  return (
    <SchemaForm
      id="registration-security"
      screen={securityScreen}
      controlled
      formData={data}
      disabled={disabled}
      onChange={onChange}
      onSubmit={onContinue}
    />
  );
}
