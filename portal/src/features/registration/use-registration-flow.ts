/**
 * The registration sections as a step flow (access spec §2 "Register screen", §4 "Registration sections";
 * docs/decisions/135-step-flow.md): personalInfo → emailVerification → security → logonInfo. A section
 * counts as done once the user continued from it and only while its data is valid, so making personal
 * data or security answers invalid again disables the later breadcrumb tabs (access spec §2: "The
 * Security and Registration tabs are disabled until the prior section is valid").
 */
import * as personalScreen from 'virtual:screen-validator/registrationPersonalInfo';
import * as securityScreen from 'virtual:screen-validator/registrationSecurity';
import type { RegistrationLogonInfoData, RegistrationSecurityData } from '@schemas/screens/generated/screen-data';
import { bindScreen } from '@schemas/screens/bind-screen';
import type { StepFlow } from '@/forms/step-flow';
import { isFormValid } from '@/forms/use-live-validity';
import { useStepFlow } from '@/forms/use-step-flow';
import { useSettings } from '@/settings/use-settings';
import { useMemo } from 'react';
import { usePersonalInfoChecks, type PersonalInfoValues } from './personal-info-section';
import type { BreadcrumbTab } from './registration-breadcrumb';
import { registrationSections, securityShown } from './registration-rules';

/** The data of each section as entered; emailVerification holds the address the code verified. */
export interface RegistrationFlowData {
  personalInfo: PersonalInfoValues;
  emailVerification: string;
  security: Partial<RegistrationSecurityData>;
  logonInfo: Partial<RegistrationLogonInfoData>;
}

/** The e-mail address of the personal data, trimmed. */
export const emailOf = (data: Partial<RegistrationFlowData>) => String(data.personalInfo?.emailAddress ?? '').trim();

/** True when the code verified the address the personal data holds now (case-insensitive). */
export function emailVerified(data: Partial<RegistrationFlowData>): boolean {
  return data.emailVerification !== undefined && data.emailVerification.toLowerCase() === emailOf(data).toLowerCase();
}

/** The registration flow held in state, with the breadcrumb tabs it allows now. */
export function useRegistrationFlow() {
  const settings = useSettings();
  const personalChecks = usePersonalInfoChecks();
  const personalBound = useMemo(() => bindScreen(personalScreen.screen, settings), [settings]);
  const securityBound = useMemo(() => bindScreen(securityScreen.screen, settings), [settings]);
  const hasSecurity = securityShown({
    placeOfBirth: settings.flag('registration.placeOfBirthShown'),
    driversLicense: settings.flag('registration.driversLicenseShown'),
    mothersMaiden: settings.flag('registration.mothersMaidenShown'),
    recoverWithoutQuestion: settings.flag('access.recoverCredentialsWithoutQuestion'),
  });
  const verification = settings.flag('access.multiFactorDuringRegistration');

  const flow: StepFlow<RegistrationFlowData> = {
    steps: ['personalInfo', 'emailVerification', 'security', 'logonInfo'],
    isValid: (step, data) => {
      if (step === 'personalInfo')
        return isFormValid(personalScreen, personalBound, data.personalInfo ?? {}, personalChecks);
      if (step === 'emailVerification') return emailVerified(data);
      if (step === 'security') return isFormValid(securityScreen, securityBound, data.security ?? {});
      // The last section: nothing comes after it; its Register button is the submit, checked by its form.
      return true;
    },
    isSkipped: (step, data) =>
      !registrationSections({
        emailVerification: verification,
        emailVerified: emailVerified(data),
        security: hasSecurity,
      }).includes(step),
    resetsLater: false,
  };
  const controls = useStepFlow(flow);

  const tabs: BreadcrumbTab[] = [
    { section: 'personalInfo', enabled: true },
    ...(hasSecurity ? [{ section: 'security' as const, enabled: controls.canOpen('security') }] : []),
    { section: 'logonInfo', enabled: controls.canOpen('logonInfo') },
  ];
  return { ...controls, tabs };
}
