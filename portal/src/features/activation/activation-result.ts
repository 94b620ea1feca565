/** What an activation answer shows (access spec §3 "Activation result", §8 "Activation"). Pure. */
import type { SettingKey } from '@schemas/settings/generated/setting-key';
import type { ActivationResult } from '@/api/recovery/recovery-types';

/** Success, or the message of the failure. */
export type ActivationOutcome = { kind: 'activated'; userName: string } | { kind: 'error'; messageKey: SettingKey };

/** LogonNameTaken and Restricted have their own texts; a failed call is the generic activation error. */
export function activationOutcome(result: ActivationResult | undefined): ActivationOutcome {
  if (!result) return { kind: 'error', messageKey: 'activation.genericError' };
  if (result.LogonNameTaken) return { kind: 'error', messageKey: 'activation.logonNameTakenError' };
  if (result.Restricted) return { kind: 'error', messageKey: 'activation.restrictedError' };
  return { kind: 'activated', userName: result.UserName ?? '' };
}
