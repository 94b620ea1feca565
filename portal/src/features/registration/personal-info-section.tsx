import * as personalScreen from 'virtual:screen-validator/registrationPersonalInfo';
import { maskFor } from '@schemas/rules/masks';
import { SchemaForm } from '@/forms/schema-form';
import { useSettings } from '@/settings/use-settings';
import type { RegistrationPersonalInfoData } from '@schemas/screens/generated/screen-data';
import { useCallback, useMemo } from 'react';
import { accountTypePreset, isValidDateOfBirth } from './registration-rules';

/** Personal data as the user is entering it. */
export type PersonalInfoValues = Partial<RegistrationPersonalInfoData>;

/** Props of {@link PersonalInfoSection}. */
export interface PersonalInfoSectionProps {
  data: PersonalInfoValues;
  onChange: (data: PersonalInfoValues) => void;
  onContinue: (data: RegistrationPersonalInfoData) => void;
  disabled: boolean;
}

/** The account type preset by the settings (only loan or only deposit registration), if any. */
export function useAccountTypePreset() {
  const settings = useSettings();
  return accountTypePreset(
    settings.flag('access.registerAsLoanAccount'),
    settings.flag('access.registerAsDepositAccount'),
  );
}

/**
 * The page's own checks of the section beside the screen file's rules (account type required when the user
 * picks it; date of birth a real date within 110 years), shared by the form and the breadcrumb's guard.
 */
export function usePersonalInfoChecks() {
  const settings = useSettings();
  const preset = useAccountTypePreset();
  return useCallback(
    (values: PersonalInfoValues) => {
      const out: Record<string, string[]> = {};
      if (!preset && !values.accountType) out.accountType = [settings.text('registration.accountTypeRequired')];
      const dob = String(values.dateOfBirth ?? '');
      if (dob !== '' && !isValidDateOfBirth(dob, new Date()))
        out.dateOfBirth = [settings.text('registration.dateOfBirthInvalid')];
      return out;
    },
    [preset, settings],
  );
}

/**
 * Section personalInfo: account type (preset when only one type may register; changing it clears and
 * enables the account number and changes its mask), the account number masked by the institution's
 * lengths (check digit left out with removeCheckDigit), names, e-mail, SSN, date of birth (110 years), zip, phone.
 */
export function PersonalInfoSection({ data, onChange, onContinue, disabled }: PersonalInfoSectionProps) {
  const settings = useSettings();
  const preset = useAccountTypePreset();
  const validate = usePersonalInfoChecks();
  const accountType = (preset ?? data.accountType) as 'Loan' | 'Deposit' | undefined;
  const o = settings.institution;
  const removeCheckDigit = settings.flag('access.removeCheckDigit');

  const uiOverrides = useMemo(() => {
    const lengths =
      accountType === 'Deposit'
        ? { office: o.DepositOfficeLength, account: o.DepositAccountLength, checkDigit: o.DepositCheckDigitLength }
        : { office: o.LoanOfficeLength, account: o.LoanAccountLength, checkDigit: o.LoanCheckDigitLength };
    return {
      // The choices come from the screen file; only the preset (one allowed type) and "required when both" are the
      // page's.
      accountType: preset ? { 'ui:widget': 'hidden' } : { 'ui:options': { required: true } },
      accountNumber: {
        'ui:disabled': !accountType,
        'ui:options': { mask: { pattern: maskFor('accountNumber', lengths, removeCheckDigit), emit: 'formatted' } },
      },
    };
  }, [accountType, preset, o, removeCheckDigit]);

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
