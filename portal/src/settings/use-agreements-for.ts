/**
 * The agreements an institution defines for one trigger, read from the five agreement slots
 * (`agreements.agreement1..5`, access spec §3 "Agreement"), in slot order.
 */
import { useMemo } from 'react';
import {
  agreementsFor,
  parseAgreementSlots,
  type AgreementSetup,
  type AgreementTrigger,
} from '@schemas/settings/agreement-setup';
import type { SettingKey } from '@schemas/settings/generated/setting-key';
import { useSettings } from './use-settings';

/** The five agreement slots' setting keys, in slot order. */
export const AGREEMENT_SLOT_KEYS: readonly SettingKey[] = [
  'agreements.agreement1',
  'agreements.agreement2',
  'agreements.agreement3',
  'agreements.agreement4',
  'agreements.agreement5',
];

/** The well-formed agreements with `trigger` (a malformed slot is reported at start-up, not here). */
export function useAgreementsFor(trigger: AgreementTrigger): AgreementSetup[] {
  const settings = useSettings();
  const slots = AGREEMENT_SLOT_KEYS.map((key) => settings.text(key)).join('\n');
  return useMemo(() => agreementsFor(parseAgreementSlots(slots.split('\n')).agreements, trigger), [slots, trigger]);
}
