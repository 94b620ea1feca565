import { agreementHostNumberBase, type AgreementSetup } from '@schemas/settings/agreement-setup';
import type { OptionItem } from '@schemas/screens/screen-file';
import { useAgreementsFor } from '@/settings/use-agreements-for';

/** The agreements with the registration trigger, from settings `agreements.agreement1..5`, in slot order. */
export function useRegistrationAgreements(): AgreementSetup[] {
  return useAgreementsFor('registration');
}

/** The logon screen's runtime source `registrationAgreements`: one checkbox row per agreement (slot → rich text). */
export function agreementOptions(agreements: readonly AgreementSetup[]): OptionItem[] {
  // Host numbers start at 11337 plus the slot index (spec §3 "Agreement"); slots count from 1.
  return agreements.map((a) => ({
    value: a.HostNum,
    label: a.Name,
    url: a.Url,
    slot: a.HostNum - agreementHostNumberBase + 1,
  }));
}
