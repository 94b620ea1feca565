import { agreementHostNumberBase, agreementsFor, parseAgreementSlots, type AgreementSetup } from '@schemas/settings/agreement-setup';
import type { OptionItem } from '@schemas/screens/screen-file';
import type { SettingKey } from '@schemas/settings/generated/setting-key';
import { useSettings } from '@/settings/use-settings';
import { useMemo } from 'react';

/** The five agreement slots' setting keys, in slot order (spec §3 "Agreement"). */
const slotKeys: readonly SettingKey[] = ['agreements.agreement1', 'agreements.agreement2', 'agreements.agreement3', 'agreements.agreement4', 'agreements.agreement5'];

/** The agreements with the registration trigger, from settings `agreements.agreement1..5`, in slot order. */
export function useRegistrationAgreements(): AgreementSetup[] {
  const settings = useSettings();
  const values = slotKeys.map((key) => settings.text(key));
  const key = values.join('\n');
  return useMemo(() => agreementsFor(parseAgreementSlots(key.split('\n')).agreements, 'registration'), [key]);
}

/** The logon screen's runtime source `registrationAgreements`: one checkbox row per agreement (slot → rich text). */
export function agreementOptions(agreements: readonly AgreementSetup[]): OptionItem[] {
  // Host numbers start at 11337 plus the slot index (spec §3 "Agreement"); slots count from 1.
  return agreements.map((a) => ({ value: a.HostNum, label: a.Name, url: a.Url, slot: a.HostNum - agreementHostNumberBase + 1 }));
}
