import { agreementsFor, parseAgreementSlots, type AgreementSetup } from '@schemas/settings/agreement-setup';
import type { SettingKey } from '@schemas/settings/generated/setting-key';
import { useSettings } from '@/settings/use-settings';
import { useMemo } from 'react';

/** A registration agreement in its form slot (`agreement1` … `agreement5`). */
export interface SlotAgreement {
  field: string;
  agreement: AgreementSetup;
}

/** The agreements with the registration trigger, from settings `agreements.agreement1..5`. */
export function useRegistrationAgreements(): SlotAgreement[] {
  const settings = useSettings();
  const values = [1, 2, 3, 4, 5].map((i) => settings.text(`agreements.agreement${i}` as SettingKey));
  const key = values.join('\n');
  return useMemo(
    () =>
      agreementsFor(parseAgreementSlots(key.split('\n')).agreements, 'registration').map((agreement) => ({
        field: `agreement${agreement.HostNum - 11336}`,
        agreement,
      })),
    [key],
  );
}
