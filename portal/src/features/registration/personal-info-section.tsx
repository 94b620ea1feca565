import * as personalScreen from 'virtual:screen-validator/registrationPersonalInfo';
import { maskFor } from '@schemas/rules/masks';
import { SchemaForm } from '@/forms/schema-form';
import { useSettings } from '@/settings/use-settings';
import { useMemo } from 'react';
import { accountTypePreset, isValidDateOfBirth } from './registration-rules';

/** Props of {@link PersonalInfoSection}. */
export interface PersonalInfoSectionProps {
  data: Record<string, unknown>;
  onChange: (data: Record<string, unknown>) => void;
  onContinue: (data: Record<string, unknown>) => void;
  disabled: boolean;
}

/**
 * Section personalInfo: account type (preset when only one type may register; changing it clears and
 * enables the account number and changes its mask), the account number masked by the institution's
 * lengths (check digit left out with removeCheckDigit), names, e-mail, SSN, date of birth (110 years), zip, phone.
 */
export function PersonalInfoSection({ data, onChange, onContinue, disabled }: PersonalInfoSectionProps) {
  const settings = useSettings();
  const preset = accountTypePreset(settings.flag('access.registerAsLoanAccount'), settings.flag('access.registerAsDepositAccount'));
  const accountType = (preset ?? data.accountType) as 'Loan' | 'Deposit' | undefined;
  const o = settings.institution;
  const removeCheckDigit = settings.flag('access.removeCheckDigit');

  const uiOverrides = useMemo(() => {
    const lengths =
      accountType === 'Deposit'
        ? { office: o.DepositOfficeLength, account: o.DepositAccountLength, checkDigit: o.DepositCheckDigitLength }
        : { office: o.LoanOfficeLength, account: o.LoanAccountLength, checkDigit: o.LoanCheckDigitLength };
    return {
      // The choices come from the screen file; only the preset (one allowed type) and "required when both" are the page's.
      accountType: preset ? { 'ui:widget': 'hidden' } : { 'ui:options': { required: true } },
      accountNumber: {
        'ui:disabled': !accountType,
        'ui:options': { mask: { pattern: maskFor('accountNumber', lengths, removeCheckDigit), emit: 'formatted' } },
      },
    };
  }, [accountType, preset, o, removeCheckDigit]);

  const validate = (values: Record<string, unknown>) => {
    const out: Record<string, string[]> = {};
    if (!preset && !values.accountType) out.accountType = [settings.text('registration.accountTypeRequired')];
    const dob = String(values.dateOfBirth ?? '');
    if (dob !== '' && !isValidDateOfBirth(dob, new Date())) out.dateOfBirth = [settings.text('registration.dateOfBirthInvalid')];
    return out;
  };

  return (
    <SchemaForm
      id="registration-personal-info"
      screen={personalScreen}
      controlled
      formData={{ ...data, ...(preset ? { accountType: preset } : {}) }}
      uiOverrides={uiOverrides}
      validate={validate}
      disabled={disabled}
      onChange={(next) => {
        // A new account type clears the account number: the old digits belong to the other mask.
        const changed = next.accountType !== data.accountType && data.accountType !== undefined;
        onChange(changed ? { ...next, accountNumber: undefined } : next);
      }}
      onSubmit={onContinue}
    />
  );
}
